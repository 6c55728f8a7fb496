// The shared checker (docs/rules.md R5) gives the spec's messages word for word, for every
// form, the same on the client and the server, from the one declaration of its fields.
import { describe, expect, it } from 'vitest';
import { CALL_FIELDS } from './call-fields.ts';
import { checkFields, formError, type ObjectSchema } from './check-fields.ts';
import * as forms from './form-fields.ts';
import { Type } from './schema.ts';
import { checkPasswordsMatch } from './validation.ts';

/** One field's check: the first failure's message, or null. */
const checkField = (field: unknown, value: unknown, required = true) => {
  const schema = Type.Object({ f: required ? (field as never) : Type.Optional(field as never) }) as ObjectSchema;
  return formError(schema, { f: value });
};

describe('the field checker', () => {
  it('answers "{field} is required" for empty or whitespace', () => {
    const rule = forms.CONTACT_FIELDS.properties.FullName;
    expect(checkField(rule, '')?.message).toBe('Name is required');
    expect(checkField(rule, '   ')?.message).toBe('Name is required');
    expect(checkField(rule, undefined)?.message).toBe('Name is required');
    expect(checkField(rule, '', false)).toBeNull();
  });

  it('answers the min and max length messages, counting characters not bytes', () => {
    const rule = forms.RESET_PASSWORD_FIELDS.properties.Otp;
    expect(checkField(rule, '1234')?.message).toBe('OTP min length should be 5 characters');
    expect(checkField(rule, '1'.repeat(16))?.message).toBe('OTP max length should be 15 characters');
    expect(checkField({ ...rule, minLength: 1, maxLength: 3 }, 'تحف')).toBeNull();
    expect(checkField({ ...rule, minLength: 1, maxLength: 3 }, '🎁🎁🎁')).toBeNull();
  });

  it('answers "Please enter valid email address" for email-type fields', () => {
    const rule = forms.CONTACT_FIELDS.properties.Email;
    for (const bad of ['a', 'a@', '@b.c', 'a b@c.d', 'a@b']) expect(checkField(rule, bad)?.message).toBe('Please enter valid email address');
    expect(checkField(rule, 'priya@shop.example')).toBeNull();
  });

  it('treats -999 and 0 as an unselected location', () => {
    const rule = forms.SIGNUP_FIELDS.properties.CountryID;
    expect(checkField(rule, -999)?.message).toBe('Country is required');
    expect(checkField(rule, '0')?.message).toBe('Country is required');
    expect(checkField(rule, 1)).toBeNull();
  });

  it('gives the handler typed values: numbers sent as text, legacy CategoryID "0", defaults, undeclared fields left out', () => {
    const listing = checkFields(CALL_FIELDS.GET_All_PRODUCTS, { CategoryID: '0', SizeID: '3, 4,4', PageSize: '12', MinPrice: '10.5', Unknown: 'x' });
    expect(listing).toEqual({ ok: true, value: { OrderByColumnName: '', MinPrice: 10.5, PageNo: 1, PageSize: 12, CategoryID: [], SizeID: [3, 4], ColorID: [], TagID: [], ManufacturerID: [] } });
    expect(checkFields(CALL_FIELDS.GET_All_PRODUCTS, { CategoryID: 'all-categories,7' })).toMatchObject({ ok: true, value: { CategoryID: [7] } });
    expect(checkFields(CALL_FIELDS.GET_PRODUCT_DETAIL, { ProductId: ' 12 ' })).toEqual({ ok: true, value: { ProductId: 12 } });
    expect(checkFields(CALL_FIELDS.GET_CUSTOMER_CART_ITEMS, { cartJsonData: '[{"ProductId":1}]' })).toEqual({ ok: true, value: { cartJsonData: [{ ProductId: 1 }] } });
    expect(checkFields(CALL_FIELDS.UPDATE_PROFILE, { FirstName: ' A\u0007 ', LastName: 'B', AddressLineOne: 'C', StateProvinceId: '-999' }))
      .toEqual({ ok: true, value: { FirstName: 'A', LastName: 'B', AddressLineOne: 'C', StateProvinceId: null } });
  });

  it('refuses what the handler cannot use, with the message naming the field', () => {
    const message = (r: ReturnType<typeof checkFields>) => (r.ok ? null : r.error.message);
    expect(message(checkFields(CALL_FIELDS.GET_PRODUCT_DETAIL, { ProductId: 'abc' }))).toBe('ProductId must be a number');
    expect(message(checkFields(CALL_FIELDS.GET_PRODUCT_DETAIL, { ProductId: 0 }))).toBe('ProductId must be between 1 and 2147483647');
    expect(message(checkFields(CALL_FIELDS.GET_All_PRODUCTS, { SizeID: '1,x' }))).toBe('SizeID must be a comma-separated list of numbers');
    expect(message(checkFields(CALL_FIELDS.GET_All_PRODUCTS, { OrderByColumnName: 'name' }))).toBe("OrderByColumnName must be one of '', 'Price ASC', 'Price DESC', 'Date DESC', 'Date ASC'");
    expect(message(checkFields(CALL_FIELDS.GET_All_PRODUCTS, { Rating: 9 }))).toBe('Rating is out of range');
    expect(message(checkFields(CALL_FIELDS.GET_CUSTOMER_CART_ITEMS, { cartJsonData: '{' }))).toBe('cartJsonData must be a JSON list');
    // A password is kept as typed: spaces count.
    expect(checkFields(CALL_FIELDS.DELETE_ACCOUNT, { Password: '  abcd  ' })).toEqual({ ok: true, value: { Password: '  abcd  ' } });
  });

  it('says "Password does not match!" when the confirmation differs', () => {
    expect(checkPasswordsMatch('secret1', 'secret2')?.message).toBe('Password does not match!');
    expect(checkPasswordsMatch('secret1', 'secret1')).toBeNull();
  });
});

describe('the forms of docs/rules.md R5', () => {
  const over = (n: number) => 'x'.repeat(n + 1);
  const cases: [string, ObjectSchema, Record<string, unknown>, string][] = [
    ['contact name', forms.CONTACT_FIELDS, { FullName: over(200) }, 'Name max length should be 200 characters'],
    ['contact email', forms.CONTACT_FIELDS, { FullName: 'A', Email: `${over(100)}@x.io` }, 'Email max length should be 100 characters'],
    ['contact phone', forms.CONTACT_FIELDS, { FullName: 'A', Email: 'a@b.co', PhoneNumber: over(20) }, 'Phone Number max length should be 20 characters'],
    ['contact subject', forms.CONTACT_FIELDS, { FullName: 'A', Email: 'a@b.co', PhoneNumber: '1', Subject: '' }, 'Subject is required'],
    ['contact message', forms.CONTACT_FIELDS, { FullName: 'A', Email: 'a@b.co', PhoneNumber: '1', Subject: 'S', Message: over(2000) }, 'Message max length should be 2000 characters'],
    ['newsletter', forms.NEWSLETTER_FIELDS, { SubscriberEmail: 'nope' }, 'Please enter valid email address'],
    ['review title', forms.REVIEW_FIELDS, { ReviewerName: 'A', ReviewerEmail: 'a@b.co', ReviewTitle: over(200) }, 'Review Title max length should be 200 characters'],
    ['review body (1000, docs/rules.md R10.3)', forms.REVIEW_FIELDS, { ReviewerName: 'A', ReviewerEmail: 'a@b.co', ReviewTitle: 'T', ReviewBody: over(1000) }, 'Review Body max length should be 1000 characters'],
    ['login password (6 to 150, docs/rules.md R10.7)', forms.LOGIN_FIELDS, { Email: 'a@b.co', Password: '12345' }, 'Password min length should be 6 characters'],
    ['signup last name', forms.SIGNUP_FIELDS, { FirstName: 'A', LastName: over(150) }, 'Last Name max length should be 150 characters'],
    ['signup country', forms.SIGNUP_FIELDS, { FirstName: 'A', LastName: 'B', EmailAddress: 'a@b.co', Password: 'secret', CountryID: -999 }, 'Country is required'],
    ['signup address', forms.SIGNUP_FIELDS, { FirstName: 'A', LastName: 'B', EmailAddress: 'a@b.co', Password: 'secret', CountryID: 1, AddressLineOne: over(600) }, 'Shipping address max length should be 600 characters'],
    ['profile first name', forms.PROFILE_FIELDS, { FirstName: '' }, 'First Name is required'],
    ['seller home address', forms.SELLER_FIELDS, { EmailAddress: 'a@b.co', CountryID: 1, Password: 'secret', AddressLineOne: '' }, 'Home address is required'],
    ['reset email', forms.RESET_EMAIL_FIELDS, { Email: '' }, 'Email is required'],
    ['reset OTP', forms.RESET_PASSWORD_FIELDS, { Email: 'a@b.co', Otp: '123' }, 'OTP min length should be 5 characters'],
    ['coupon', forms.COUPON_FIELDS, { CouponCode: over(30) }, 'Coupon Code max length should be 30 characters'],
  ];
  it.each(cases)('%s', (_name, rules, payload, message) => {
    expect(formError(rules, payload)?.message).toBe(message);
  });
});
