// The field rules of every form (docs/rules.md R5), with docs/rules.md R10's changes:
// passwords are 6 to 150 characters everywhere; a review body may be 1000 characters.
import type { FieldRule } from './validation.ts';

const PASSWORD = { min: 6, max: 150 } as const;

export const CONTACT_RULES: readonly FieldRule[] = [
  { key: 'FullName', label: 'Name', type: 'text', required: true, max: 200 },
  { key: 'Email', label: 'Email', type: 'email', required: true, max: 100 },
  { key: 'PhoneNumber', label: 'Phone Number', type: 'text', required: true, max: 20 },
  { key: 'Subject', label: 'Subject', type: 'text', required: true, max: 150 },
  { key: 'Message', label: 'Message', type: 'text', required: true, max: 2000 },
];

export const NEWSLETTER_RULES: readonly FieldRule[] = [
  { key: 'SubscriberEmail', label: 'Email', type: 'email', required: true, max: 200 },
];

export const REVIEW_RULES: readonly FieldRule[] = [
  { key: 'ReviewerName', label: 'Name', type: 'text', required: true, max: 200 },
  { key: 'ReviewerEmail', label: 'Email', type: 'email', required: true, max: 200 },
  { key: 'ReviewTitle', label: 'Review Title', type: 'text', required: true, max: 200 },
  { key: 'ReviewBody', label: 'Review Body', type: 'text', required: true, max: 1000 },
];
export const REVIEW_RATING = { min: 1, max: 5, default: 1 } as const;

export const LOGIN_RULES: readonly FieldRule[] = [
  { key: 'Email', label: 'Email', type: 'email', required: true, max: 200 },
  { key: 'Password', label: 'Password', type: 'password', required: true, ...PASSWORD },
];

export const SIGNUP_RULES: readonly FieldRule[] = [
  { key: 'FirstName', label: 'First Name', type: 'text', required: true, max: 200 },
  { key: 'LastName', label: 'Last Name', type: 'text', required: true, max: 150 },
  { key: 'EmailAddress', label: 'Email', type: 'email', required: true, max: 150 },
  { key: 'Password', label: 'Password', type: 'password', required: true, ...PASSWORD },
  { key: 'CountryID', label: 'Country', type: 'select', required: true },
  { key: 'StateProvinceId', label: 'State', type: 'select', required: false },
  { key: 'CityId', label: 'City', type: 'select', required: false },
  { key: 'MobileNo', label: 'Contact Number', type: 'text', required: false, max: 20 },
  { key: 'PostalCode', label: 'Postal Code', type: 'number', required: false, max: 10 },
  { key: 'AddressLineOne', label: 'Shipping address', type: 'text', required: true, max: 600 },
];

export const PROFILE_RULES: readonly FieldRule[] = [
  { key: 'FirstName', label: 'First Name', type: 'text', required: true, max: 200 },
  { key: 'LastName', label: 'Last Name', type: 'text', required: true, max: 150 },
  { key: 'StateProvinceId', label: 'State', type: 'select', required: false },
  { key: 'CityId', label: 'City', type: 'select', required: false },
  { key: 'MobileNo', label: 'Contact Number', type: 'text', required: false, max: 20 },
  { key: 'PostalCode', label: 'Postal Code', type: 'number', required: false, max: 10 },
  { key: 'AddressLineOne', label: 'Shipping address', type: 'text', required: true, max: 600 },
];

export const SELLER_RULES: readonly FieldRule[] = [
  { key: 'FirstName', label: 'First Name', type: 'text', required: false, max: 200 },
  { key: 'LastName', label: 'Last Name', type: 'text', required: false, max: 150 },
  { key: 'EmailAddress', label: 'Email', type: 'email', required: true, max: 150 },
  { key: 'CountryID', label: 'Country', type: 'select', required: true },
  { key: 'StateProvinceId', label: 'State', type: 'select', required: false },
  { key: 'CityId', label: 'City', type: 'select', required: false },
  { key: 'MobileNo', label: 'Mobile', type: 'text', required: false, max: 20 },
  { key: 'PostalCode', label: 'Postal Code', type: 'number', required: false, max: 10 },
  { key: 'Password', label: 'Password', type: 'password', required: true, ...PASSWORD },
  { key: 'AddressLineOne', label: 'Home address', type: 'text', required: true, max: 600 },
];
/** Client-only: the confirmation is never sent. */
export const SELLER_CONFIRM_RULE: FieldRule = {
  key: 'ConfirmPassword', label: 'Confirm Password', type: 'password', required: true, ...PASSWORD,
};

export const RESET_EMAIL_RULES: readonly FieldRule[] = [
  { key: 'Email', label: 'Email', type: 'email', required: true, max: 200 },
];

export const RESET_PASSWORD_RULES: readonly FieldRule[] = [
  { key: 'Email', label: 'Email', type: 'email', required: true, max: 200 },
  { key: 'Otp', label: 'OTP', type: 'text', required: true, min: 5, max: 15 },
  { key: 'Password', label: 'Password', type: 'password', required: true, ...PASSWORD },
  { key: 'ConfirmPassword', label: 'Confirm Password', type: 'password', required: true, ...PASSWORD },
];

export const COUPON_RULES: readonly FieldRule[] = [
  { key: 'CouponCode', label: 'Coupon Code', type: 'text', required: true, max: 30 },
];

export const ORDER_NOTE_MAX = 1000;
export const SEARCH_MIN_LENGTH = 2; // "longer than 1 character"

/** Deleting one's account: the password again, so a session left open cannot do it. */
export const DELETE_ACCOUNT_RULES: readonly FieldRule[] = [
  { key: 'Password', label: 'Password', type: 'password', required: true, ...PASSWORD },
];
