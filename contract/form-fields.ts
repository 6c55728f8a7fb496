// The fields of the shop's forms, declared once (docs/decisions/0014-one-schema-per-call.md),
// and the field builders every call's declaration uses (contract/call-fields.ts). The PWA's
// forms check these with contract/check-fields.ts, the server checks each call's
// requestParameters with the same checker: one declaration, the same message on both sides.
//
// The keywords are a small JSON-Schema subset the checker interprets: required (a
// required field must not be blank), minLength, maxLength (in characters), pattern,
// format 'email', minimum, maximum, enum, default. `title` is the field's English label as
// the messages name it; the x- keywords are described in contract/check-fields.ts. Numbers
// sent as text are accepted (the original client sends both), and so are fields nobody
// declared: they are left out.
import type { TUnsafe } from 'typebox';
import { MAX_INT } from './check-fields.ts';
import { Type } from './schema.ts';
import { UNSELECTED_LOCATION } from './validation.ts';

export const ORDER_NOTE_MAX = 1000;
export const REVIEW_RATING = { min: 1, max: 5, default: 1 } as const;
// Far past any real catalogue; keeps OFFSET inside what both databases take.
export const MAX_PAGE_NO = 1_000_000;

// ---- field builders -------------------------------------------------------------------
// Each builder's static type is what the handler gets after the checker
// (contract/check-fields.ts); CallPayload below widens it to what a client may send.

interface TextOptions { minLength?: number; pattern?: string; 'x-error-code'?: string; 'x-error-message'?: string; description?: string }

/** Text, at most `maxLength` characters, cleaned (trimmed, no control characters); a number sent instead is read as its text. */
export const text = (title: string, maxLength: number, opts: TextOptions = {}) => Type.String({ title, maxLength, ...opts });
export const email = (maxLength: number, title = 'Email') => Type.String({ title, format: 'email', maxLength });
/** docs/rules.md R10.7: passwords are 6 to 150 characters everywhere (the shop, the console, both sides). */
export const PASSWORD_LENGTH = { min: 6, max: 150 } as const;
/** A password, kept exactly as typed. */
export const password = (title = 'Password') => Type.String({ title, minLength: PASSWORD_LENGTH.min, maxLength: PASSWORD_LENGTH.max, 'x-raw': true });
/** Digits only (kept as text: a postal code may start with 0). */
export const digits = (title: string, maxLength: number) => text(title, maxLength, { pattern: '^\\s*\\d+\\s*$', 'x-error-code': 'NOT_A_NUMBER' });

/** A whole number; a number sent as text ("12") is accepted, as the original client sends it. */
export function int(title: string, opts?: { minimum?: number; maximum?: number }): TUnsafe<number>;
export function int(title: string, opts: { minimum?: number; maximum?: number; default: number }): TUnsafe<number> & { default: number };
export function int(title: string, opts: { minimum?: number; maximum?: number; default?: number } = {}) {
  return Type.Unsafe<number>({ type: 'integer', title, minimum: opts.minimum ?? -MAX_INT, maximum: opts.maximum ?? MAX_INT, ...(opts.default !== undefined ? { default: opts.default } : {}) });
}
/** A number with decimals allowed; text accepted as for `int`. */
export const num = (title: string, minimum: number, maximum: number) => Type.Unsafe<number>({ type: 'number', title, minimum, maximum });
/** A select's id: blank, 0 and -999 mean nothing chosen (null; docs/rules.md R9). */
export const select = (title: string) => Type.Unsafe<number | null>({ type: 'integer', title, 'x-unselected': [UNSELECTED_LOCATION, 0] });
/** Ids as "1,2,3" (or a list of numbers); empty means no filter. `any`: words that also mean no filter. */
export const idList = (title: string, any?: readonly string[]) => {
  const token = any ? `(?:\\d{1,9}|${any.filter((w) => !/^\\d+$/.test(w)).join('|')})` : '\\d{1,9}';
  return Type.Unsafe<number[]>({
    default: [],
    anyOf: [
      { type: 'string', pattern: `^\\s*${token}?\\s*(?:,\\s*${token}?\\s*)*$` },
      { type: 'array', maxItems: 100, items: { type: 'integer', minimum: 0, maximum: 999_999_999 } },
      { type: 'integer', minimum: 0, maximum: 999_999_999 },
    ],
    title,
    'x-list': 'ids',
    ...(any ? { 'x-any': any } : {}),
    'x-error-code': 'BAD_REQUEST',
    'x-error-message': `${title} must be a comma-separated list of numbers`,
  }) as TUnsafe<number[]> & { default: number[] };
};
/** The cart as sent: a JSON list of lines, as text or as a list (docs/rules.md R3); each line is read by the cart's own parser. */
export const cartJson = () => Type.Unsafe<unknown[]>({
  default: [],
  anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'object' } }],
  title: 'cartJsonData',
  description: 'The cart lines [{ProductId, productSelectedAttributes, Quantity}], as JSON text or a list.',
  'x-list': 'json',
  'x-error-code': 'BAD_REQUEST',
  'x-error-message': 'cartJsonData must be a JSON list',
}) as TUnsafe<unknown[]> & { default: unknown[] };

export const page = (pageSize: number, maxPageSize: number) => ({
  PageNo: Type.Optional(int('PageNo', { minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
  PageSize: Type.Optional(int('PageSize', { minimum: 1, maximum: maxPageSize, default: pageSize })),
});
export const productId = (title = 'ProductId', minimum = 1) => int(title, { minimum });
export const userId = { UserID: Type.Optional(int('UserID')), UserId: Type.Optional(int('UserId')) };

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
  // One that is not a token the server signed is ignored, never refused: the client is then an unknown client.
  DeviceToken: Type.Optional(Type.String({ title: 'DeviceToken', maxLength: 1000, 'x-ignore-invalid': true })),
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

