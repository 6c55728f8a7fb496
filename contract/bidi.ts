// Left-to-right pieces inside right-to-left text, for both sides (the PWA and the server's
// first paint): prices, order numbers, phone numbers and codes. Inside an Arabic sentence the bidirectional algorithm treats "₹698.00" after an
// Arabic word as Arabic digits and moves the sign to the number's other side, and may
// reorder "+91 98200 12345" or a code's parts; isolating the piece as left to right keeps
// it whole and in its own order. In markup a `<bdi dir="ltr">` (or any element with
// dir="ltr") does this; in plain strings (messages, toasts, labels) the Unicode isolate
// marks do. English text needs neither and gets none, so its text stays plain.
const LRI = '\u2066';
const PDI = '\u2069';

export function isRtlLocale(locale: string): boolean {
  return /^(ar|fa|he|ur)\b/i.test(locale);
}

/** `text` isolated as left to right when the page reads right to left. */
export function ltrText(text: string, locale: string): string {
  return isRtlLocale(locale) ? `${LRI}${text}${PDI}` : text;
}

/**
 * Text written by the shop (a banner's titles) with its prices ("₹89", "₹1,299.00") isolated
 * as left to right when the page reads right to left, so the sign stays on the side every
 * other price in the shop has it.
 */
export function ltrPrices(text: string, locale: string): string {
  return isRtlLocale(locale) ? text.replace(/₹\s?\d[\d,]*(?:\.\d+)?/gu, (price) => `${LRI}${price}${PDI}`) : text;
}
