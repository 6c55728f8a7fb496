// The call contract (docs/decisions/0007-envelope-and-status-codes.md): every call's name, path and kind.
// Imported by src/, sw/ and server/; never copied.

export type CallBase = 'dynamic' | 'common';

export interface CallDef {
  readonly path: string;
  readonly base: CallBase;
  /** Writes carry an Idempotency-Key and are never cached. */
  readonly write: boolean;
  /** Queued by the service worker when posted offline (docs/decisions/0011-offline-queue.md). */
  readonly queueOffline?: boolean;
}

export const CALLS = {
  GET_SIZE_LIST: { path: 'get-size-list', base: 'dynamic', write: false },
  GET_CATEGORIES_LIST: { path: 'get-categories-list', base: 'dynamic', write: false },
  GET_COLORS_LIST: { path: 'get-colors-list', base: 'dynamic', write: false },
  GET_MANUFACTURER_LIST: { path: 'get-manufacturer-list', base: 'dynamic', write: false },
  GET_TAGS_LIST: { path: 'get-popular-tags', base: 'dynamic', write: false },
  GET_HOME_SCREEN_BANNER: { path: 'get-home-screen-banner', base: 'dynamic', write: false },
  GET_POPULAR_CATEGORIES: { path: 'get-popular-categories', base: 'dynamic', write: false },
  GET_WEB_CAMPAIGN_LIST: { path: 'get-web-campaign-list', base: 'dynamic', write: false },
  GET_WEB_CAMPAIGN_DETAIL: { path: 'get-web-campaign-detail', base: 'dynamic', write: false },
  GET_POPULAR_PRODUCTS_LIST: { path: 'get-popular-products-list', base: 'dynamic', write: false },
  GET_RECENTS_PRODUCTS_LIST: { path: 'get-recents-products-list', base: 'dynamic', write: false },
  GET_RELATED_PRODUCTS_LIST: { path: 'get-related-products-list', base: 'dynamic', write: false },
  GET_All_PRODUCTS: { path: 'get-all-products', base: 'dynamic', write: false },
  GET_PRODUCT_DETAIL: { path: 'get-product_detail', base: 'dynamic', write: false },
  GET_PRODUCT_ALL_ATTRIBUTES_BY_ID: { path: 'get-product-all-attributes-by-productId', base: 'dynamic', write: false },
  GET_PRODUCT_REVIEWS: { path: 'get-product-reviews', base: 'dynamic', write: false },
  INSERT_PRODUCT_REVIEW: { path: 'insert-product-review', base: 'dynamic', write: true, queueOffline: true },
  GET_PAYMENT_METHODS: { path: 'get-payment-methods', base: 'dynamic', write: false },
  GET_WEBSITE_LOGO: { path: 'get-website-logo', base: 'dynamic', write: false },
  CONTACT_US: { path: 'contact-us', base: 'dynamic', write: true, queueOffline: true },
  INSERT_SUBSCRIBER: { path: 'insert-subscriber', base: 'dynamic', write: true, queueOffline: true },
  CREATE_VENDOR_REQUEST: { path: 'create-vendor-request', base: 'dynamic', write: true },
  GET_USER_LOGIN: { path: 'get-user-login', base: 'dynamic', write: false },
  SIGNUP_USER: { path: 'signup-user', base: 'dynamic', write: true },
  UPDATE_PROFILE: { path: 'update-profile', base: 'dynamic', write: true },
  GET_COUNTRIES_LIST: { path: 'get-countries-list', base: 'dynamic', write: false },
  GET_STATES_PROVINCES_LIST: { path: 'get-states-provinces-list', base: 'dynamic', write: false },
  GET_CITIES_LIST: { path: 'get-cities-list', base: 'dynamic', write: false },
  GET_CUSTOMER_ORDER_HISTORY_MASTER: { path: 'get-customer-order-history-master', base: 'dynamic', write: false },
  GET_CUSTOME_ORDER_HISTORY_DETAIL: { path: 'get-customer-order-history-detail', base: 'dynamic', write: false },
  GET_LOCALIZATION_DATA: { path: 'localization-cstm-portal/get-localization-data', base: 'common', write: false },
  EN_UR_DROW_PASS_RNDOM: { path: 'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom', base: 'common', write: false },
  GET_CUSTOMER_CART_ITEMS: { path: 'get-customer-cart-items/cart-data', base: 'common', write: false },
  GET_COUPON_CODE_DISCOUNT: { path: 'get-coupon-code-discount-value/calculate-coupon-discount', base: 'common', write: false },
  POST_CUSTOMER_ORDER: { path: 'post-order/post-customer-order', base: 'common', write: true },
  VALIDATE_EMAIL_SEND_OTP: { path: 'validate-email-send-otp', base: 'common', write: true },
  VALIDATE_OTP_CHANGE_PASSWORD: { path: 'validate-otp-change-password', base: 'common', write: true },
  LOGOUT: { path: 'logout', base: 'common', write: true },
  DELETE_ACCOUNT: { path: 'delete-account', base: 'common', write: true },
} as const satisfies Record<string, CallDef>;

export type CallName = keyof typeof CALLS;

export const API_PREFIX = '/api/v1';
const BASE_PATHS: Record<CallBase, string> = {
  dynamic: `${API_PREFIX}/dynamic/dataoperation`,
  common: `${API_PREFIX}/common`,
};

/** The server path of a call, e.g. `/api/v1/dynamic/dataoperation/get-all-products`. */
export function callPath(name: CallName): string {
  const def: CallDef = CALLS[name];
  return `${BASE_PATHS[def.base]}/${def.path}`;
}

/** GET, outside the POST contract: `/api/v1/common/download-digital-file/{orderItemId}/{token}`. */
export const DOWNLOAD_PATH = `${API_PREFIX}/common/download-digital-file`;
export function downloadPath(orderItemId: number, token: string): string {
  return `${DOWNLOAD_PATH}/${orderItemId}/${encodeURIComponent(token)}`;
}

/**
 * Outside the POST contract (docs/shop-rules.md P6): a shopper's photo for a photo slot,
 * `POST` multipart (one part, `photo`) with the `X-Upload-Token` header; `GET .../{photoId}`
 * reads it back (that token until ordered, then the order's owner's session).
 */
export const PHOTO_UPLOAD_PATH = `${API_PREFIX}/common/personalisation-photo`;
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';

/** Paths the service worker queues when posted offline. */
export const OFFLINE_QUEUE_PATHS: readonly string[] = (Object.keys(CALLS) as CallName[])
  .filter((n) => (CALLS[n] as CallDef).queueOffline)
  .map(callPath);
