// The shared checker (docs/rules.md R5) gives the spec's messages word for word, for every
// form, the same on the client and the server.
import { describe, expect, it } from 'vitest';
import * as forms from './forms.ts';
import { checkField, checkForm, checkPasswordsMatch } from './validation.ts';

describe('the field checker', () => {
  it('answers "{field} is required" for empty or whitespace', () => {
    const rule = { key: 'FullName', label: 'Name', type: 'text' as const, required: true, max: 200 };
    expect(checkField(rule, '')?.message).toBe('Name is required');
    expect(checkField(rule, '   ')?.message).toBe('Name is required');
    expect(checkField(rule, undefined)?.message).toBe('Name is required');
    expect(checkField({ ...rule, required: false }, '')).toBeNull();
  });

  it('answers the min and max length messages, counting characters not bytes', () => {
    const rule = { key: 'Otp', label: 'OTP', type: 'text' as const, required: true, min: 5, max: 15 };
    expect(checkField(rule, '1234')?.message).toBe('OTP min length should be 5 characters');
    expect(checkField(rule, '1'.repeat(16))?.message).toBe('OTP max length should be 15 characters');
    expect(checkField({ ...rule, min: 1, max: 3 }, 'تحف')).toBeNull();
    expect(checkField({ ...rule, min: 1, max: 3 }, '🎁🎁🎁')).toBeNull();
  });

  it('answers "Please enter valid email address" for email-type fields', () => {
    const rule = { key: 'Email', label: 'Email', type: 'email' as const, required: true, max: 100 };
    for (const bad of ['a', 'a@', '@b.c', 'a b@c.d', 'a@b']) expect(checkField(rule, bad)?.message).toBe('Please enter valid email address');
    expect(checkField(rule, 'priya@shop.example')).toBeNull();
  });

  it('treats -999 and 0 as an unselected location', () => {
    const rule = { key: 'CountryID', label: 'Country', type: 'select' as const, required: true };
    expect(checkField(rule, -999)?.message).toBe('Country is required');
    expect(checkField(rule, '0')?.message).toBe('Country is required');
    expect(checkField(rule, 1)).toBeNull();
  });

  it('says "Password does not match!" when the confirmation differs', () => {
    expect(checkPasswordsMatch('secret1', 'secret2')?.message).toBe('Password does not match!');
    expect(checkPasswordsMatch('secret1', 'secret1')).toBeNull();
  });
});

describe('the forms of docs/rules.md R5', () => {
  const over = (n: number) => 'x'.repeat(n + 1);
  const cases: [string, readonly import('./validation.ts').FieldRule[], Record<string, unknown>, string][] = [
    ['contact name', forms.CONTACT_RULES, { FullName: over(200) }, 'Name max length should be 200 characters'],
    ['contact email', forms.CONTACT_RULES, { FullName: 'A', Email: `${over(100)}@x.io` }, 'Email max length should be 100 characters'],
    ['contact phone', forms.CONTACT_RULES, { FullName: 'A', Email: 'a@b.co', PhoneNumber: over(20) }, 'Phone Number max length should be 20 characters'],
    ['contact subject', forms.CONTACT_RULES, { FullName: 'A', Email: 'a@b.co', PhoneNumber: '1', Subject: '' }, 'Subject is required'],
    ['contact message', forms.CONTACT_RULES, { FullName: 'A', Email: 'a@b.co', PhoneNumber: '1', Subject: 'S', Message: over(2000) }, 'Message max length should be 2000 characters'],
    ['newsletter', forms.NEWSLETTER_RULES, { SubscriberEmail: 'nope' }, 'Please enter valid email address'],
    ['review title', forms.REVIEW_RULES, { ReviewerName: 'A', ReviewerEmail: 'a@b.co', ReviewTitle: over(200) }, 'Review Title max length should be 200 characters'],
    ['review body (1000, docs/rules.md R10.3)', forms.REVIEW_RULES, { ReviewerName: 'A', ReviewerEmail: 'a@b.co', ReviewTitle: 'T', ReviewBody: over(1000) }, 'Review Body max length should be 1000 characters'],
    ['login password (6 to 150, docs/rules.md R10.7)', forms.LOGIN_RULES, { Email: 'a@b.co', Password: '12345' }, 'Password min length should be 6 characters'],
    ['signup last name', forms.SIGNUP_RULES, { FirstName: 'A', LastName: over(150) }, 'Last Name max length should be 150 characters'],
    ['signup country', forms.SIGNUP_RULES, { FirstName: 'A', LastName: 'B', EmailAddress: 'a@b.co', Password: 'secret', CountryID: -999 }, 'Country is required'],
    ['signup address', forms.SIGNUP_RULES, { FirstName: 'A', LastName: 'B', EmailAddress: 'a@b.co', Password: 'secret', CountryID: 1, AddressLineOne: over(600) }, 'Shipping address max length should be 600 characters'],
    ['profile first name', forms.PROFILE_RULES, { FirstName: '' }, 'First Name is required'],
    ['seller home address', forms.SELLER_RULES, { EmailAddress: 'a@b.co', CountryID: 1, Password: 'secret', AddressLineOne: '' }, 'Home address is required'],
    ['reset email', forms.RESET_EMAIL_RULES, { Email: '' }, 'Email is required'],
    ['reset OTP', forms.RESET_PASSWORD_RULES, { Email: 'a@b.co', Otp: '123' }, 'OTP min length should be 5 characters'],
    ['coupon', forms.COUPON_RULES, { CouponCode: over(30) }, 'Coupon Code max length should be 30 characters'],
  ];
  it.each(cases)('%s', (_name, rules, payload, message) => {
    expect(checkForm(rules, payload)?.message).toBe(message);
  });
});
