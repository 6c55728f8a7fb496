// Every call's fields, declared once (docs/decisions/0014-one-schema-per-call.md): the
// checker (contract/check-fields.ts) runs them on the server before each handler
// (server/http/call-route.ts) and in the PWA's forms (the forms' own fields are in
// contract/form-fields.ts), the OpenAPI document (/api/openapi.json) is written from them,
// and the payload types of callApi, queryApi and defineCall are inferred from them.
import type { Static, TObject, TSchema, TUnsafe } from 'typebox';
import { Type } from './schema.ts';
import type { CallName } from './calls.ts';
import type {
  Banner, Campaign, CartLineInput, CartPricing, Category, City, Color, Country, CouponAnswer, LocalizationData,
  LoginRow, LogoSetting, Manufacturer, OrderItem, OrderMaster, OrderPlacedRow, PasswordResetRow, PaymentMethod,
  ProductAttributeOption, ProductDetail, ProductListItem, Review, Size, StateProvince, Tag, UserProfile, WriteRow,
} from './models.ts';
import {
  CONTACT_FIELDS, COUPON_FIELDS, DELETE_ACCOUNT_FIELDS, LOGIN_FIELDS, NEWSLETTER_FIELDS, PROFILE_FIELDS, RESET_EMAIL_FIELDS,
  RESET_PASSWORD_FIELDS, REVIEW_FIELDS, SELLER_FIELDS, SIGNUP_FIELDS, ORDER_NOTE_MAX, REVIEW_RATING,
  cartJson, idList, int, num, page, password, productId, text, userId,
} from './form-fields.ts';
import { DEFAULT_PAGE_SIZE, HOME_BLOCK_SIZE, LIST_PAGE_SIZE, MAX_PAGE_SIZE, RELATED_SIZE, SORT_OPTIONS, type SortOption } from './shop-rules.ts';

export const MAX_SEARCH_LENGTH = 100;
export const MAX_PRICE = 1_000_000_000;
const LIST_PAGE = page(LIST_PAGE_SIZE, LIST_PAGE_SIZE);

// ---- every call -----------------------------------------------------------------------

const NONE = Type.Object({});

export const LISTING_FIELDS = Type.Object({
  OrderByColumnName: Type.Optional(Type.Unsafe<SortOption>({ type: 'string', enum: [...SORT_OPTIONS], default: '', title: 'OrderByColumnName' }) as TUnsafe<SortOption> & { default: SortOption }),
  MinPrice: Type.Optional(num('MinPrice', 0, MAX_PRICE)),
  MaxPrice: Type.Optional(num('MaxPrice', 0, MAX_PRICE)),
  Rating: Type.Optional(num('Rating', 0, 5)),
  ...page(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  SearchTerm: Type.Optional(text('SearchTerm', MAX_SEARCH_LENGTH)),
  // 0 and all-categories mean every category (docs/rules.md R2).
  CategoryID: Type.Optional(idList('CategoryID', ['0', 'all-categories'])),
  SizeID: Type.Optional(idList('SizeID')),
  ColorID: Type.Optional(idList('ColorID')),
  TagID: Type.Optional(idList('TagID')),
  ManufacturerID: Type.Optional(idList('ManufacturerID')),
});

const HOME_PAGE = page(HOME_BLOCK_SIZE, MAX_PAGE_SIZE);

/** requestParameters of each call. */
export const CALL_FIELDS = {
  GET_SIZE_LIST: Type.Object(LIST_PAGE),
  GET_CATEGORIES_LIST: Type.Object(LIST_PAGE),
  GET_COLORS_LIST: Type.Object(LIST_PAGE),
  GET_MANUFACTURER_LIST: Type.Object(LIST_PAGE),
  GET_TAGS_LIST: Type.Object(LIST_PAGE),
  GET_HOME_SCREEN_BANNER: NONE,
  GET_POPULAR_CATEGORIES: NONE,
  GET_WEB_CAMPAIGN_LIST: NONE,
  GET_WEB_CAMPAIGN_DETAIL: Type.Object({ CampaignId: int('CampaignId', { minimum: 1 }) }),
  GET_POPULAR_PRODUCTS_LIST: Type.Object(HOME_PAGE),
  GET_RECENTS_PRODUCTS_LIST: Type.Object({ TabName: Type.Optional(text('TabName', 100)), ...HOME_PAGE }),
  GET_RELATED_PRODUCTS_LIST: Type.Object({ ProductId: productId(), ...page(RELATED_SIZE, MAX_PAGE_SIZE) }),
  GET_All_PRODUCTS: LISTING_FIELDS,
  GET_PRODUCT_DETAIL: Type.Object({ ProductId: productId() }),
  GET_PRODUCT_ALL_ATTRIBUTES_BY_ID: Type.Object({ ProductId: productId() }),
  GET_PRODUCT_REVIEWS: Type.Object({ ProductId: productId(), ...page(50, MAX_PAGE_SIZE) }),
  INSERT_PRODUCT_REVIEW: Type.Object({
    ...REVIEW_FIELDS.properties,
    ProductId: productId('Product Id', 0),
    ReviewRating: Type.Optional(int('Rating', { minimum: REVIEW_RATING.min, maximum: REVIEW_RATING.max, default: REVIEW_RATING.default })),
  }),
  GET_PAYMENT_METHODS: NONE,
  GET_WEBSITE_LOGO: NONE,
  CONTACT_US: CONTACT_FIELDS,
  INSERT_SUBSCRIBER: NEWSLETTER_FIELDS,
  CREATE_VENDOR_REQUEST: SELLER_FIELDS,
  GET_USER_LOGIN: LOGIN_FIELDS,
  SIGNUP_USER: SIGNUP_FIELDS,
  UPDATE_PROFILE: PROFILE_FIELDS,
  GET_COUNTRIES_LIST: NONE,
  GET_STATES_PROVINCES_LIST: Type.Object({ CountryId: int('Country') }),
  GET_CITIES_LIST: Type.Object({ StateProvinceId: int('State') }),
  GET_CUSTOMER_ORDER_HISTORY_MASTER: Type.Object(userId),
  GET_CUSTOME_ORDER_HISTORY_DETAIL: Type.Object({ ...userId, OrderId: int('OrderId', { minimum: 1 }) }),
  GET_LOCALIZATION_DATA: Type.Object({ entityId: int('entityId', { minimum: 1, maximum: 1000 }) }),
  EN_UR_DROW_PASS_RNDOM: Type.Object({ Password: password() }),
  GET_CUSTOMER_CART_ITEMS: Type.Object({ cartJsonData: Type.Optional(cartJson()) }),
  GET_COUPON_CODE_DISCOUNT: Type.Object({ ...COUPON_FIELDS.properties, cartJsonData: Type.Optional(cartJson()) }),
  POST_CUSTOMER_ORDER: Type.Object({
    ...userId,
    OrderNote: Type.Optional(text('Order Note', ORDER_NOTE_MAX)),
    cartJsonData: cartJson(),
    CouponCode: Type.Optional(text('Coupon Code', 30)),
    PaymentMethod: Type.Optional(Type.Unsafe<number>({ type: 'integer', title: 'PaymentMethod', minimum: 0, maximum: 999, description: '3: cash on delivery (card and PayPal are not available)' })),
    /** Ours: the anonymous token the shopper's photos were uploaded with (docs/shop-rules.md P6). */
    UploadToken: Type.Optional(text('UploadToken', 64)),
    paymentToken: Type.Optional(Type.String()),
    payPalOrderConfirmJson: Type.Optional(Type.String()),
  }),
  VALIDATE_EMAIL_SEND_OTP: RESET_EMAIL_FIELDS,
  VALIDATE_OTP_CHANGE_PASSWORD: RESET_PASSWORD_FIELDS,
  LOGOUT: NONE,
  DELETE_ACCOUNT: DELETE_ACCOUNT_FIELDS,
} as const satisfies Record<CallName, TSchema>;

/** What each call answers in `data`, after the one parse (contract/models.ts). */
export interface CallAnswers {
  GET_SIZE_LIST: Size[];
  GET_CATEGORIES_LIST: Category[];
  GET_COLORS_LIST: Color[];
  GET_MANUFACTURER_LIST: Manufacturer[];
  GET_TAGS_LIST: Tag[];
  GET_HOME_SCREEN_BANNER: Banner[];
  GET_POPULAR_CATEGORIES: Category[];
  GET_WEB_CAMPAIGN_LIST: Campaign[];
  GET_WEB_CAMPAIGN_DETAIL: Campaign[];
  GET_POPULAR_PRODUCTS_LIST: ProductListItem[];
  GET_RECENTS_PRODUCTS_LIST: ProductListItem[];
  GET_RELATED_PRODUCTS_LIST: ProductListItem[];
  GET_All_PRODUCTS: ProductListItem[];
  GET_PRODUCT_DETAIL: ProductDetail[];
  GET_PRODUCT_ALL_ATTRIBUTES_BY_ID: ProductAttributeOption[];
  GET_PRODUCT_REVIEWS: Review[];
  INSERT_PRODUCT_REVIEW: WriteRow[];
  GET_PAYMENT_METHODS: PaymentMethod[];
  GET_WEBSITE_LOGO: LogoSetting[];
  CONTACT_US: WriteRow[];
  INSERT_SUBSCRIBER: WriteRow[];
  CREATE_VENDOR_REQUEST: WriteRow[];
  GET_USER_LOGIN: LoginRow[];
  SIGNUP_USER: WriteRow[];
  UPDATE_PROFILE: (UserProfile & WriteRow)[];
  GET_COUNTRIES_LIST: Country[];
  GET_STATES_PROVINCES_LIST: StateProvince[];
  GET_CITIES_LIST: City[];
  GET_CUSTOMER_ORDER_HISTORY_MASTER: OrderMaster[];
  GET_CUSTOME_ORDER_HISTORY_DETAIL: OrderItem[];
  GET_LOCALIZATION_DATA: LocalizationData;
  EN_UR_DROW_PASS_RNDOM: { Password: string };
  GET_CUSTOMER_CART_ITEMS: CartPricing;
  GET_COUPON_CODE_DISCOUNT: CouponAnswer;
  POST_CUSTOMER_ORDER: OrderPlacedRow[];
  VALIDATE_EMAIL_SEND_OTP: never[];
  VALIDATE_OTP_CHANGE_PASSWORD: PasswordResetRow[];
  LOGOUT: WriteRow[];
  DELETE_ACCOUNT: WriteRow[];
}

type Fields<N extends CallName> = (typeof CALL_FIELDS)[N] extends TObject<infer P> ? P : never;
/** Fields that always have a value after the check: their declared default fills them in. */
type Defaulted<N extends CallName> = {
  -readonly [K in keyof Fields<N> as Fields<N>[K] extends { default: unknown } ? K : never]-?: Exclude<Static<(typeof CALL_FIELDS)[N]>[K & keyof Static<(typeof CALL_FIELDS)[N]>], undefined>;
};
/** What a call's handler gets: the payload checked and coerced by contract/check-fields.ts. */
export type CallInput<N extends CallName> = Static<(typeof CALL_FIELDS)[N]> & Defaulted<N>;

/** What a client may send for a field: numbers also as text, id lists as "1,2,3", the cart as JSON text. */
type Sent<T> = T extends number ? number | string
  : T extends null ? null
  : T extends number[] ? number[] | number | string
  : T extends unknown[] ? CartLineInput[] | string
  : T;
/** The fields a call sends in requestParameters (callApi adds languageCode and recordValueJson). */
export type CallPayload<N extends CallName> = { [K in keyof Static<(typeof CALL_FIELDS)[N]>]: Sent<Static<(typeof CALL_FIELDS)[N]>[K]> };
/** The rows a call answers in `data`. */
export type CallData<N extends CallName> = CallAnswers[N];
