// Screen labels for get-localization-data (docs/rules.md R3.5: entity ids 57..94).
// The PWA ships complete react-intl catalogues; a message whose id equals one of these
// label ids is overridden by the server's text for that screen (docs/rules.md R12.12).
// Stored rows: Arabic ('ar') for every label below; English ('en') too for the four
// facility labels of entity 87, whose English texts the spec leaves to the data.
// The English texts here are the meaning of each id, for the PWA team.
//
// Label ids by entity:
//   57 About          lbl_about_title, lbl_about_story
//   58 Campaign       lbl_campaign_title
//   59 Cart           lbl_cart_title, lbl_cart_subtotal, lbl_cart_shipping, lbl_cart_total,
//                     lbl_cart_continue_shopping, lbl_cart_proceed_checkout, lbl_cart_whatsapp_note
//   60 Checkout       lbl_checkout_title, lbl_checkout_billing_details, lbl_checkout_order_notes,
//                     lbl_checkout_your_order, lbl_checkout_apply_coupon, lbl_checkout_payment_method,
//                     lbl_checkout_place_order
//   61 Contact        lbl_contact_title, lbl_contact_get_in_touch, lbl_contact_opening_hours, lbl_contact_send_message
//   62 FAQ            lbl_faq_title
//   63 Home           lbl_home_popular_categories, lbl_home_recent_products, lbl_home_popular_products, lbl_home_view_all
//   64 Login          lbl_login_title, lbl_login_forgot_password, lbl_login_create_account, lbl_login_button
//   65 ResetPassword  lbl_reset_title, lbl_reset_send_otp, lbl_reset_change_password
//   66 AllProducts    lbl_allproducts_title, lbl_allproducts_sort_by, lbl_allproducts_show, lbl_allproducts_no_results
//   67 ProductDetail  lbl_prod_detail_add_to_cart, lbl_prod_detail_add_to_wishlist, lbl_prod_detail_description,
//                     lbl_prod_detail_additional_info, lbl_prod_detail_shipping, lbl_prod_detail_why_buy,
//                     lbl_prod_detail_reviews, lbl_prod_detail_size_guide, lbl_prod_detail_in_stock, lbl_prod_detail_out_of_stock
//   68 OrdersHistory  lbl_orders_title, lbl_orders_order_number, lbl_orders_date, lbl_orders_status, lbl_orders_total, lbl_orders_download
//   69 Signup         lbl_signup_title, lbl_signup_button
//   70 UpdateProfile  lbl_profile_title, lbl_profile_save
//   71 CardSection    lbl_card_title          72 CheckoutStripForm lbl_card_pay_now
//   73 OrderSummary   lbl_order_summary_title 74 BannerSlider      lbl_banner_shop_now
//   75 Footer         lbl_footer_quick_links, lbl_footer_information, lbl_footer_contact, lbl_footer_we_accept
//   76 MegaMenu       lbl_megamenu_categories
//   77 Navbar         lbl_nav_home, lbl_nav_all_products, lbl_nav_categories, lbl_nav_search_placeholder,
//                     lbl_nav_login, lbl_nav_logout, lbl_nav_cart
//   78 TopHeader      lbl_top_about, lbl_top_faq, lbl_top_contact, lbl_top_become_seller, lbl_top_wishlist
//   79 LoginUserModal lbl_user_modal_update_profile, lbl_user_modal_order_history
//   80 Wishlist       lbl_wishlist_title, lbl_wishlist_continue, lbl_wishlist_clear
//   81 NewProducts    lbl_new_products_title  82 PopularProducts lbl_popular_products_title
//   83 ProductsFilterOptions lbl_filter_view, lbl_filter_sort, lbl_filter_featured, lbl_filter_price_asc,
//                     lbl_filter_price_desc, lbl_filter_date_desc, lbl_filter_date_asc
//   84 ProductsGridTypeOne lbl_grid_add_to_cart, lbl_grid_no_reviews
//   85 ProductVariants lbl_variants_title     86 RelatedProducts lbl_related_title
//   87 BestFacilities lbl_facility_freeshipp, lbl_facility_moneyback, lbl_facility_pygateway, lbl_facility_support
//   88 CampaignSection lbl_campaign_section_read_more
//   89 PopularCategories lbl_popular_categories_title, lbl_popular_categories_products
//   90 SiteLeftSidebarFilter lbl_sidebar_categories, lbl_sidebar_price, lbl_sidebar_colors, lbl_sidebar_sizes,
//                     lbl_sidebar_brands, lbl_sidebar_tags, lbl_sidebar_rating, lbl_sidebar_popular_products
//   91 SizeGuide      lbl_size_guide_title, lbl_size_guide_inches, lbl_size_guide_cm
//   92 SubscribeNewsLetter lbl_newsletter_title, lbl_newsletter_text, lbl_newsletter_button
//   94 BecomeVendor   lbl_vendor_title, lbl_vendor_submit

export interface SeedLabel { entityId: number; id: string; en: string; ar: string }

type Row = [id: string, en: string, ar: string];
const BY_ENTITY: Record<number, Row[]> = {
  57: [['lbl_about_title', 'About Us', 'من نحن'], ['lbl_about_story', 'Our story', 'قصتنا']],
  58: [['lbl_campaign_title', 'Campaign', 'الحملة']],
  59: [
    ['lbl_cart_title', 'Shopping Cart', 'سلة التسوق'], ['lbl_cart_subtotal', 'Subtotal', 'المجموع الفرعي'],
    ['lbl_cart_shipping', 'Shipping', 'الشحن'], ['lbl_cart_total', 'Total', 'الإجمالي'],
    ['lbl_cart_continue_shopping', 'Continue Shopping', 'متابعة التسوق'], ['lbl_cart_proceed_checkout', 'Proceed to Checkout', 'إتمام الشراء'],
    ['lbl_cart_whatsapp_note', 'After ordering, contact the seller on WhatsApp with your photos and details.', 'بعد الطلب، تواصل مع البائع عبر واتساب وأرسل صورك وتفاصيلك.'],
  ],
  60: [
    ['lbl_checkout_title', 'Checkout', 'إتمام الطلب'], ['lbl_checkout_billing_details', 'Billing Details', 'تفاصيل الفوترة'],
    ['lbl_checkout_order_notes', 'Order Notes', 'ملاحظات الطلب'], ['lbl_checkout_your_order', 'Your Order', 'طلبك'],
    ['lbl_checkout_apply_coupon', 'Apply Coupon', 'تطبيق القسيمة'], ['lbl_checkout_payment_method', 'Payment Method', 'طريقة الدفع'],
    ['lbl_checkout_place_order', 'Place Order', 'تأكيد الطلب'],
  ],
  61: [
    ['lbl_contact_title', 'Contact Us', 'اتصل بنا'], ['lbl_contact_get_in_touch', 'Get in touch', 'تواصل معنا'],
    ['lbl_contact_opening_hours', 'Opening hours: every day 8AM - 11PM', 'ساعات العمل: يومياً من 8 صباحاً حتى 11 مساءً'],
    ['lbl_contact_send_message', 'Send Message', 'إرسال الرسالة'],
  ],
  62: [['lbl_faq_title', 'Frequently Asked Questions', 'الأسئلة الشائعة']],
  63: [
    ['lbl_home_popular_categories', 'Popular Categories', 'الفئات الشائعة'], ['lbl_home_recent_products', 'Recent Products', 'أحدث المنتجات'],
    ['lbl_home_popular_products', 'Popular Products', 'المنتجات الأكثر رواجاً'], ['lbl_home_view_all', 'View All', 'عرض الكل'],
  ],
  64: [
    ['lbl_login_title', 'Login', 'تسجيل الدخول'], ['lbl_login_forgot_password', 'Forgot your password?', 'نسيت كلمة المرور؟'],
    ['lbl_login_create_account', 'Create an account', 'إنشاء حساب'], ['lbl_login_button', 'Login', 'دخول'],
  ],
  65: [
    ['lbl_reset_title', 'Reset Password', 'إعادة تعيين كلمة المرور'], ['lbl_reset_send_otp', 'Send OTP', 'إرسال رمز التحقق'],
    ['lbl_reset_change_password', 'Change Password', 'تغيير كلمة المرور'],
  ],
  66: [
    ['lbl_allproducts_title', 'All Products', 'جميع المنتجات'], ['lbl_allproducts_sort_by', 'Sort by', 'ترتيب حسب'],
    ['lbl_allproducts_show', 'Show', 'عرض'], ['lbl_allproducts_no_results', 'No products found', 'لم يتم العثور على منتجات'],
  ],
  67: [
    ['lbl_prod_detail_add_to_cart', 'Add to Cart', 'أضف إلى السلة'], ['lbl_prod_detail_add_to_wishlist', 'Add to Wishlist', 'أضف إلى قائمة الأمنيات'],
    ['lbl_prod_detail_description', 'Description', 'الوصف'], ['lbl_prod_detail_additional_info', 'Additional information', 'معلومات إضافية'],
    ['lbl_prod_detail_shipping', 'Shipping', 'الشحن'], ['lbl_prod_detail_why_buy', 'Why Buy From Us', 'لماذا تشتري منا'],
    ['lbl_prod_detail_reviews', 'Reviews', 'التقييمات'], ['lbl_prod_detail_size_guide', 'Size Guide', 'دليل المقاسات'],
    ['lbl_prod_detail_in_stock', 'In stock', 'متوفر'], ['lbl_prod_detail_out_of_stock', 'Out of stock', 'غير متوفر'],
  ],
  68: [
    ['lbl_orders_title', 'Orders History', 'سجل الطلبات'], ['lbl_orders_order_number', 'Order Number', 'رقم الطلب'],
    ['lbl_orders_date', 'Order Date', 'تاريخ الطلب'], ['lbl_orders_status', 'Status', 'الحالة'],
    ['lbl_orders_total', 'Total', 'الإجمالي'], ['lbl_orders_download', 'Download', 'تنزيل'],
  ],
  69: [['lbl_signup_title', 'Create Account', 'إنشاء حساب'], ['lbl_signup_button', 'Sign Up', 'تسجيل']],
  70: [['lbl_profile_title', 'Update Profile', 'تحديث الملف الشخصي'], ['lbl_profile_save', 'Save Changes', 'حفظ التغييرات']],
  71: [['lbl_card_title', 'Card Details', 'تفاصيل البطاقة']],
  72: [['lbl_card_pay_now', 'Pay Now', 'ادفع الآن']],
  73: [['lbl_order_summary_title', 'Order Summary', 'ملخص الطلب']],
  74: [['lbl_banner_shop_now', 'Shop Now', 'تسوق الآن']],
  75: [
    ['lbl_footer_quick_links', 'Quick Links', 'روابط سريعة'], ['lbl_footer_information', 'Information', 'معلومات'],
    ['lbl_footer_contact', 'Contact Details', 'بيانات الاتصال'], ['lbl_footer_we_accept', 'We accept', 'نقبل'],
  ],
  76: [['lbl_megamenu_categories', 'Categories', 'الفئات']],
  77: [
    ['lbl_nav_home', 'Home', 'الرئيسية'], ['lbl_nav_all_products', 'All Products', 'جميع المنتجات'],
    ['lbl_nav_categories', 'Categories', 'الفئات'], ['lbl_nav_search_placeholder', 'Search gifts', 'ابحث عن الهدايا'],
    ['lbl_nav_login', 'Login', 'تسجيل الدخول'], ['lbl_nav_logout', 'Logout', 'تسجيل الخروج'], ['lbl_nav_cart', 'Cart', 'السلة'],
  ],
  78: [
    ['lbl_top_about', 'About', 'من نحن'], ['lbl_top_faq', 'FAQ', 'الأسئلة الشائعة'], ['lbl_top_contact', 'Contact', 'اتصل بنا'],
    ['lbl_top_become_seller', 'Become Seller', 'كن بائعاً'], ['lbl_top_wishlist', 'Wishlist', 'قائمة الأمنيات'],
  ],
  79: [['lbl_user_modal_update_profile', 'Update Profile', 'تحديث الملف الشخصي'], ['lbl_user_modal_order_history', 'View Order History', 'عرض سجل الطلبات']],
  80: [
    ['lbl_wishlist_title', 'My Wish List', 'قائمة أمنياتي'], ['lbl_wishlist_continue', 'Continue Shopping', 'متابعة التسوق'],
    ['lbl_wishlist_clear', 'Clear Wishlist', 'مسح قائمة الأمنيات'],
  ],
  81: [['lbl_new_products_title', 'New Products', 'منتجات جديدة']],
  82: [['lbl_popular_products_title', 'Popular Products', 'المنتجات الأكثر رواجاً']],
  83: [
    ['lbl_filter_view', 'View', 'العرض'], ['lbl_filter_sort', 'Sort', 'الترتيب'], ['lbl_filter_featured', 'Featured', 'مميز'],
    ['lbl_filter_price_asc', 'Price: low to high', 'السعر: من الأقل إلى الأعلى'], ['lbl_filter_price_desc', 'Price: high to low', 'السعر: من الأعلى إلى الأقل'],
    ['lbl_filter_date_desc', 'Newest first', 'الأحدث أولاً'], ['lbl_filter_date_asc', 'Oldest first', 'الأقدم أولاً'],
  ],
  84: [['lbl_grid_add_to_cart', 'Add to Cart', 'أضف إلى السلة'], ['lbl_grid_no_reviews', 'No reviews yet', 'لا توجد تقييمات بعد']],
  85: [['lbl_variants_title', 'Product Variants', 'خيارات المنتج']],
  86: [['lbl_related_title', 'Related Products', 'منتجات ذات صلة']],
  87: [
    // The demo shop's own, true texts (the spec's are the PWA's defaults for a shop that
    // has set none): its free-delivery rule (app_config free_delivery_from), its returns
    // policy, the one payment method the checkout offers, and the FAQ's support hours.
    // Migration 0010 brings a demo database seeded earlier to these same texts. The amount
    // in Arabic sits in a left-to-right isolate (U+2066 ... U+2069): the sign stays before it.
    ['lbl_facility_freeshipp', 'Free delivery in India above ₹999', 'توصيل مجاني داخل الهند للطلبات فوق \u2066₹999\u2069'],
    ['lbl_facility_moneyback', 'Easy 7-day returns', 'إرجاع سهل خلال 7 أيام'],
    ['lbl_facility_pygateway', 'Cash on delivery', 'الدفع عند الاستلام'],
    ['lbl_facility_support', 'Support 9 AM - 6 PM', 'الدعم من 9 صباحاً حتى 6 مساءً'],
  ],
  88: [['lbl_campaign_section_read_more', 'Read More', 'اقرأ المزيد']],
  89: [['lbl_popular_categories_title', 'Popular Categories', 'الفئات الشائعة'], ['lbl_popular_categories_products', 'Products', 'منتجات']],
  90: [
    ['lbl_sidebar_categories', 'Categories', 'الفئات'], ['lbl_sidebar_price', 'Price', 'السعر'], ['lbl_sidebar_colors', 'Colors', 'الألوان'],
    ['lbl_sidebar_sizes', 'Sizes', 'المقاسات'], ['lbl_sidebar_brands', 'Brands', 'العلامات التجارية'], ['lbl_sidebar_tags', 'Tags', 'الوسوم'],
    ['lbl_sidebar_rating', 'Rating', 'التقييم'], ['lbl_sidebar_popular_products', 'Popular Products', 'المنتجات الأكثر رواجاً'],
  ],
  91: [['lbl_size_guide_title', 'Size Guide', 'دليل المقاسات'], ['lbl_size_guide_inches', 'Inches', 'إنش'], ['lbl_size_guide_cm', 'Centimeters', 'سنتيمتر']],
  92: [
    ['lbl_newsletter_title', 'Subscribe to our newsletter', 'اشترك في نشرتنا الإخبارية'],
    ['lbl_newsletter_text', 'Get new gift ideas and offers first.', 'احصل على أفكار الهدايا والعروض الجديدة أولاً.'],
    ['lbl_newsletter_button', 'Subscribe', 'اشترك'],
  ],
  94: [['lbl_vendor_title', 'Become a Seller', 'كن بائعاً'], ['lbl_vendor_submit', 'Submit Request', 'إرسال الطلب']],
};

export const LABELS: readonly SeedLabel[] = Object.entries(BY_ENTITY).flatMap(([entity, rows]) =>
  rows.map(([id, en, ar]) => ({ entityId: Number(entity), id, en, ar })),
);

/** Entity 87 also stores its English texts: the facility strip's defaults come from data. */
export const ENGLISH_LABEL_ENTITIES: readonly number[] = [87];

/**
 * The demo shop's contact details, which the owner's Settings edit (server/admin/admin-shop-settings.ts):
 * the contact page's (entity 61) and the footer's (entity 75), in both languages. Migration
 * 0018 gives a demo database seeded before the same rows.
 */
const CONTACT: Row[] = [
  ['contact.phone', '+91 98200 12345', '+91 98200 12345'],
  ['contact.email', 'care@tohfa.example', 'care@tohfa.example'],
  ['contact.address', '14 Linking Road, Bandra West, Mumbai 400050, India', '14 طريق لينكينغ، باندرا الغربية، مومباي 400050، الهند'],
  ['contact.hours', 'Every day 8AM - 11PM', 'كل يوم من 8 صباحًا حتى 11 مساءً'],
];
const FOOTER_CONTACT: Row[] = [
  ['footer.phone', CONTACT[0]![1], CONTACT[0]![2]], ['footer.email', CONTACT[1]![1], CONTACT[1]![2]], ['footer.location', CONTACT[2]![1], CONTACT[2]![2]],
];

type LabelRow = { entityId: number; lang: 'en' | 'ar'; id: string; text: string };
const bothLanguages = (entityId: number, rows: Row[]): LabelRow[] =>
  rows.flatMap(([id, en, ar]) => [{ entityId, lang: 'en' as const, id, text: en }, { entityId, lang: 'ar' as const, id, text: ar }]);

/** The rows stored in the labels table. */
export const LABEL_ROWS: readonly LabelRow[] = [
  ...LABELS.flatMap((l) => [
    { entityId: l.entityId, lang: 'ar' as const, id: l.id, text: l.ar },
    ...(ENGLISH_LABEL_ENTITIES.includes(l.entityId) ? [{ entityId: l.entityId, lang: 'en' as const, id: l.id, text: l.en }] : []),
  ]),
  ...bothLanguages(61, CONTACT),
  ...bothLanguages(75, FOOTER_CONTACT),
];
