// The screen labels the owner may change in Settings (docs/shop-rules.md, Labels): for each
// label scope (docs/rules.md R3.5), the ids of the PWA's messages that a label of that scope
// replaces (i18n/label-scope.tsx). Only labels the shop shows are here, so a change always
// shows; the facility strip's (entity 87) and the contact details have their own place in
// Settings. Tests hold each id to a message of the PWA (src/i18n/shop-labels.test.ts) and a
// label of the demo data (server/admin/shop-labels.test.ts), whose texts name it in the console.
import { LABEL_ENTITY } from './shop-rules.ts';

/** In the order the console lists them: the layout, on every page, first. */
export const SHOP_LABELS: readonly (readonly [entityId: number, ids: readonly string[]])[] = [
  [LABEL_ENTITY.TopHeader, ['lbl_top_about', 'lbl_top_faq', 'lbl_top_contact', 'lbl_top_become_seller', 'lbl_top_wishlist']],
  [LABEL_ENTITY.Navbar, ['lbl_nav_home', 'lbl_nav_all_products', 'lbl_nav_categories', 'lbl_nav_search_placeholder', 'lbl_nav_login', 'lbl_nav_logout', 'lbl_nav_cart']],
  [LABEL_ENTITY.LoginUserModal, ['lbl_user_modal_update_profile', 'lbl_user_modal_order_history']],
  [LABEL_ENTITY.Footer, ['lbl_footer_quick_links', 'lbl_footer_information', 'lbl_footer_contact', 'lbl_footer_we_accept']],
  [LABEL_ENTITY.Home, ['lbl_home_popular_categories', 'lbl_home_recent_products', 'lbl_home_popular_products', 'lbl_home_view_all']],
  [LABEL_ENTITY.SubscribeNewsLetter, ['lbl_newsletter_title', 'lbl_newsletter_text', 'lbl_newsletter_button']],
  [LABEL_ENTITY.Cart, [
    'lbl_cart_title', 'lbl_cart_subtotal', 'lbl_cart_shipping', 'lbl_cart_total', 'lbl_cart_continue_shopping', 'lbl_cart_proceed_checkout', 'lbl_cart_whatsapp_note',
  ]],
  [LABEL_ENTITY.Checkout, [
    'lbl_checkout_title', 'lbl_checkout_billing_details', 'lbl_checkout_order_notes', 'lbl_checkout_your_order', 'lbl_checkout_apply_coupon',
    'lbl_checkout_payment_method', 'lbl_checkout_place_order',
  ]],
  [LABEL_ENTITY.Wishlist, ['lbl_wishlist_title', 'lbl_wishlist_continue', 'lbl_wishlist_clear']],
  [LABEL_ENTITY.Login, ['lbl_login_title', 'lbl_login_forgot_password', 'lbl_login_create_account', 'lbl_login_button']],
  [LABEL_ENTITY.Signup, ['lbl_signup_title', 'lbl_signup_button']],
  [LABEL_ENTITY.ResetPassword, ['lbl_reset_title', 'lbl_reset_send_otp', 'lbl_reset_change_password']],
  [LABEL_ENTITY.UpdateProfile, ['lbl_profile_title', 'lbl_profile_save']],
  [LABEL_ENTITY.OrdersHistory, ['lbl_orders_title', 'lbl_orders_order_number', 'lbl_orders_date', 'lbl_orders_status', 'lbl_orders_total', 'lbl_orders_download']],
  [LABEL_ENTITY.About, ['lbl_about_title']],
  [LABEL_ENTITY.FAQ, ['lbl_faq_title']],
  [LABEL_ENTITY.Contact, ['lbl_contact_title', 'lbl_contact_send_message']],
  [LABEL_ENTITY.Campaign, ['lbl_campaign_title']],
  [LABEL_ENTITY.BecomeVendor, ['lbl_vendor_title', 'lbl_vendor_submit']],
];

export const isShopLabel = (entityId: number, id: string): boolean => SHOP_LABELS.some(([e, ids]) => e === entityId && ids.includes(id));
