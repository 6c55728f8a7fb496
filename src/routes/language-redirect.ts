// Where a path without a valid language goes (docs/rules.md R2, R2.1): an
// unprefixed page path (`/cart`) to the same path under the stored language, an unknown
// language (`/fr/about`) to `en`. Pure, so it is tested without a router.
import type { LangCode } from '../../contract/models.ts';
import { isLang } from '../i18n/lang-storage.ts';

/** First path segments of the app's pages: such a path without a language is unprefixed. */
export const PAGE_SEGMENTS: readonly string[] = [
  'about', 'faq', 'contact-us', 'become-seller', 'login', 'signup', 'reset-password', 'cart', 'checkout',
  'update-profile', 'orders-history', 'all-products', 'product-detail', 'campaign', 'refresh', 'policies',
];

/** The URL to go to instead, or null when the path already starts with en or ar. */
export function languageRedirect(pathname: string, search: string, stored: LangCode): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLang(first)) return null;
  if (first === '') return `/${stored}/${search}`;
  if (PAGE_SEGMENTS.includes(first)) return `/${stored}${pathname}${search}`;
  // A two-letter first segment reads as a language we do not have: the same page in English.
  if (/^[a-z]{2}(-[a-z]{2})?$/i.test(first)) return `/en/${rest.join('/')}${search}`;
  // Anything else is an unknown page: the stored language's not-found page says so.
  return `/${stored}${pathname}${search}`;
}
