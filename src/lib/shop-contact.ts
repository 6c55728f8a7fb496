// The shop's contact details shown by the footer (docs/rules.md R1: a support contact and a
// postal location). Numbers and addresses are data, not words: the same in both languages.
export const SHOP_PHONE = '+91 98200 12345';
export const SHOP_PHONE_HREF = 'tel:+919820012345';
export const SHOP_EMAIL = 'care@tohfa.example';
