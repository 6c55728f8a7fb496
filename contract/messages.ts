// The shop's messages (docs/rules.md R8), word for word. The client shows these in English
// and their translations (same ids) in Arabic.
export const MSG = {
  noItemInCart: 'No item exists in your cart',
  cartEmpty: 'Your cart is empty',
  genericError: 'An error occured. Please try again!',
  genericErrorLater: 'An error occured. Please try again later!',
  incorrectLogin: 'Incorrect email or password!',
  emailExists: 'Email already exists!',
  passwordMismatch: 'Password does not match!',
  couponAlreadyApplied: 'Coupon code is already applied!',
  invalidCoupon: 'Invalid coupon code!',
  invalidProduct: 'Invalid product!',
  outOfStock: "Product is out of stock. Can't add it in the cart!",
  selectSize: 'Select size of product!',
  selectColor: 'Select color of product!',
  selectQuantity: 'Select quantity!',
  cartDuplicate: 'Product already exists in your cart!',
  wishlistDuplicate: 'Product already exists in your wish list!',
  messageSent: 'Message sent successfully!',
  subscribed: 'You have successfully subscribed to news channel!',
  reviewSubmitted: 'Your review submitted successfully!',
  loginSuccess: 'Login successfully!',
  signupSuccess: 'Signup Successfully!',
  addedToCart: 'Added to the cart!',
  addedToWishlist: 'Added to your wish list!',
  orderPlaced: 'Order Placed Successfully!',
  profileUpdated: 'Profile Updated Successfully!',
  sellerRequestCreated: 'Your request for seller created successfully!',
  otpSent: 'An OTP has been sent to your email. Please confirm OTP & enter new password!',
  passwordChanged: 'Password changed successfully. Please login with your new password!',
  refreshed: 'All data refreshed successfully.',
  confirmOrder: 'Do you really want place order?',
} as const;

/** 'Please select {attribute name} variant!' */
export const selectVariantMessage = (name: string): string => `Please select ${name} variant!`;
/** 'Can not add more than {max} for this product.' */
export const overMaxMessage = (max: number): string => `Can not add more than ${max} for this product.`;

/** Answer rows' ResponseMsg values (docs/decisions/0007-envelope-and-status-codes.md). */
export const RESPONSE = {
  saved: 'Saved Successfully',
  login: 'Login Successfully',
  emailExists: 'Email already exists!',
  orderPlaced: 'Order Placed Successfully',
  otpSent: 'Sent Successfully',
  passwordReset: 'Password reset successfully',
} as const;
