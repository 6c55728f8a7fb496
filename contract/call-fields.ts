// Every call's fields, declared once (docs/decisions/0014-one-schema-per-call.md): the form's
// checker (contract/validation.ts), the server's validation of requestParameters
// (server/http/call-route.ts) and the OpenAPI document (/api/openapi.json) all read these
// schemas, and the payload types of callApi and defineCall are inferred from them.
//
// The keywords used are a small JSON-Schema subset the checker interprets: required (a
// required field must not be blank), minLength, maxLength (in characters), pattern,
// format 'email', minimum, maximum, enum, anyOf. `title` is the field's English label as
// the messages name it; `x-unselected` lists the values a select sends when nothing is
// chosen (docs/rules.md R9); `x-error-code` and `x-error-message` name the failure of a
// pattern. Numbers sent as text are accepted (the original client sends both), and so
// are fields nobody declared: they are ignored.
import { Type, type Static, type TSchema } from 'typebox';
import type { CallName } from './calls.ts';
import type {
  Banner, Campaign, CartLineInput, CartPricing, Category, City, Color, Country, CouponAnswer, LocalizationData,
  LoginRow, LogoSetting, Manufacturer, OrderItem, OrderMaster, OrderPlacedRow, PasswordResetRow, PaymentMethod,
  ProductAttributeOption, ProductDetail, ProductListItem, Review, Size, StateProvince, Tag, UserProfile, WriteRow,
} from './models.ts';
import { DEFAULT_PAGE_SIZE, LIST_PAGE_SIZE, MAX_PAGE_SIZE, SORT_OPTIONS } from './shop-rules.ts';

export const MAX_INT = 2_147_483_647;
/** Unselected value of location selects (docs/rules.md R9). */
export const UNSELECTED_LOCATION = -999;
export const ORDER_NOTE_MAX = 1000;
export const SEARCH_MIN_LENGTH = 2; // "longer than 1 character"
export const MAX_SEARCH_LENGTH = 100;
export const MAX_PRICE = 1_000_000_000;
// Far past any real catalogue; keeps OFFSET inside what both databases take.
export const MAX_PAGE_NO = 1_000_000;
export const REVIEW_RATING = { min: 1, max: 5, default: 1 } as const;

// ---- field builders -------------------------------------------------------------------

interface TextOptions { minLength?: number; pattern?: string; 'x-error-code'?: string; 'x-error-message'?: string; description?: string }

/** Text, at most `maxLength` characters; a number sent instead is read as its text. */
const text = (title: string, maxLength: number, opts: TextOptions = {}) => Type.String({ title, maxLength, ...opts });
const email = (maxLength: number, title = 'Email') => Type.String({ title, format: 'email', maxLength });
// docs/rules.md R10.7: passwords are 6 to 150 characters everywhere.
const password = (title = 'Password') => Type.String({ title, minLength: 6, maxLength: 150 });
/** Digits only (kept as text: a postal code may start with 0). */
const digits = (title: string, maxLength: number) => text(title, maxLength, { pattern: '^\\s*\\d+\\s*$', 'x-error-code': 'NOT_A_NUMBER' });

/** A whole number; a number sent as text ("12") is accepted, as the original client sends it. */
const int = (title: string, opts: { minimum?: number; maximum?: number; default?: number } = {}) =>
  Type.Unsafe<number | string>({ type: 'integer', title, minimum: opts.minimum ?? -MAX_INT, maximum: opts.maximum ?? MAX_INT, ...(opts.default !== undefined ? { default: opts.default } : {}) });
/** A number with decimals allowed; text accepted as for `int`. */
const num = (title: string, minimum: number, maximum: number) => Type.Unsafe<number | string>({ type: 'number', title, minimum, maximum });
/** A select's id: blank, 0 and -999 mean nothing chosen (docs/rules.md R9). */
const select = (title: string) => Type.Unsafe<number | string>({ type: 'integer', title, 'x-unselected': [UNSELECTED_LOCATION, 0] });
/** Ids as "1,2,3" (or a list of numbers); empty means no filter. `also`: another word allowed in the list. */
const idList = (title: string, also?: string) => {
  const token = also ? `(?:\\d{1,9}|${also})` : '\\d{1,9}';
  return Type.Unsafe<string | number | number[]>({
    anyOf: [
      { type: 'string', pattern: `^\\s*${token}?\\s*(?:,\\s*${token}?\\s*)*$` },
      { type: 'array', maxItems: 100, items: { type: 'integer', minimum: 0, maximum: 999_999_999 } },
      { type: 'integer', minimum: 0, maximum: 999_999_999 },
    ],
    title,
    'x-error-code': 'BAD_REQUEST',
    'x-error-message': `${title} must be a comma-separated list of numbers`,
  });
};
/** The cart as sent: a JSON list of lines, as text or as a list (docs/rules.md R3). */
const cartJson = () => Type.Unsafe<string | CartLineInput[]>({
  anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'object' } }],
  title: 'cartJsonData',
  description: 'The cart lines [{ProductId, productSelectedAttributes, Quantity}], as JSON text or a list.',
  'x-error-code': 'BAD_REQUEST',
  'x-error-message': 'cartJsonData must be a JSON list',
});

const page = (pageSize: number, maxPageSize: number) => ({
  PageNo: Type.Optional(int('PageNo', { minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
  PageSize: Type.Optional(int('PageSize', { minimum: 1, maximum: maxPageSize, default: pageSize })),
});
const LIST_PAGE = page(LIST_PAGE_SIZE, LIST_PAGE_SIZE);
const productId = (title = 'ProductId', minimum = 1) => int(title, { minimum });
const userId = { UserID: Type.Optional(int('UserID')), UserId: Type.Optional(int('UserId')) };

// ---- the forms (docs/rules.md R5, with R10's changes) ---------------------------------

export const CONTACT_FIELDS = Type.Object({
  FullName: text('Name', 200),
  Email: email(100),
  PhoneNumber: text('Phone Number', 20),
  Subject: text('Subject', 150),
  Message: text('Message', 2000),
});

export const NEWSLETTER_FIELDS = Type.Object({ SubscriberEmail: email(200) });

export const REVIEW_FIELDS = Type.Object({
  ReviewerName: text('Name', 200),
  ReviewerEmail: email(200),
  ReviewTitle: text('Review Title', 200),
  // docs/rules.md R10.3: a review body may be 1000 characters.
  ReviewBody: text('Review Body', 1000),
});

export const LOGIN_FIELDS = Type.Object({
  Email: email(200),
  Password: password(),
  /** Ours: the device token the login answered last time (docs/decisions/0004-device-cookies-and-reset-codes.md). */
  DeviceToken: Type.Optional(text('DeviceToken', 1000)),
});

const NAMES = { FirstName: text('First Name', 200), LastName: text('Last Name', 150) };
const LOCATION = {
  StateProvinceId: Type.Optional(select('State')),
  CityId: Type.Optional(select('City')),
};

export const SIGNUP_FIELDS = Type.Object({
  ...NAMES,
  EmailAddress: email(150),
  Password: password(),
  CountryID: select('Country'),
  ...LOCATION,
  MobileNo: Type.Optional(text('Contact Number', 20)),
  PostalCode: Type.Optional(digits('Postal Code', 10)),
  AddressLineOne: text('Shipping address', 600),
});

export const PROFILE_FIELDS = Type.Object({
  ...userId,
  ...NAMES,
  ...LOCATION,
  MobileNo: Type.Optional(text('Contact Number', 20)),
  PostalCode: Type.Optional(digits('Postal Code', 10)),
  AddressLineOne: text('Shipping address', 600),
});

export const SELLER_FIELDS = Type.Object({
  FirstName: Type.Optional(NAMES.FirstName),
  LastName: Type.Optional(NAMES.LastName),
  EmailAddress: email(150),
  CountryID: select('Country'),
  ...LOCATION,
  MobileNo: Type.Optional(text('Mobile', 20)),
  PostalCode: Type.Optional(digits('Postal Code', 10)),
  Password: password(),
  AddressLineOne: text('Home address', 600),
});
/** Client-only: the seller form's confirmation, never sent. */
export const SELLER_CONFIRM_FIELDS = Type.Object({ ConfirmPassword: password('Confirm Password') });

export const RESET_EMAIL_FIELDS = Type.Object({ Email: email(200) });

export const RESET_PASSWORD_FIELDS = Type.Object({
  Email: email(200),
  Otp: text('OTP', 15, { minLength: 5 }),
  Password: password(),
  ConfirmPassword: password('Confirm Password'),
});

export const COUPON_FIELDS = Type.Object({ CouponCode: text('Coupon Code', 30) });

/** Deleting one's account: the password again, so a session left open cannot do it. */
export const DELETE_ACCOUNT_FIELDS = Type.Object({ ...userId, Password: password() });

// ---- every call -----------------------------------------------------------------------

const NONE = Type.Object({});

export const LISTING_FIELDS = Type.Object({
  OrderByColumnName: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: [...SORT_OPTIONS], title: 'OrderByColumnName' })),
  MinPrice: Type.Optional(num('MinPrice', 0, MAX_PRICE)),
  MaxPrice: Type.Optional(num('MaxPrice', 0, MAX_PRICE)),
  Rating: Type.Optional(num('Rating', 0, 5)),
  ...page(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  SearchTerm: Type.Optional(text('SearchTerm', MAX_SEARCH_LENGTH)),
  // 0 and all-categories mean every category (docs/rules.md R2).
  CategoryID: Type.Optional(idList('CategoryID', 'all-categories')),
  SizeID: Type.Optional(idList('SizeID')),
  ColorID: Type.Optional(idList('ColorID')),
  TagID: Type.Optional(idList('TagID')),
  ManufacturerID: Type.Optional(idList('ManufacturerID')),
});

const HOME_PAGE = page(6, MAX_PAGE_SIZE);

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
  GET_RELATED_PRODUCTS_LIST: Type.Object({ ProductId: productId(), ...page(4, MAX_PAGE_SIZE) }),
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
    PaymentMethod: Type.Unsafe<number | string>({ type: 'integer', title: 'PaymentMethod', description: '3: cash on delivery (card and PayPal are not available)' }),
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

/** The fields a call sends in requestParameters (callApi adds languageCode and recordValueJson). */
export type CallPayload<N extends CallName> = Static<(typeof CALL_FIELDS)[N]>;
/** The rows a call answers in `data`. */
export type CallData<N extends CallName> = CallAnswers[N];
