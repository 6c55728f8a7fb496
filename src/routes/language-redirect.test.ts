import { describe, expect, it } from 'vitest';
import { languageRedirect } from './language-redirect.ts';

describe('the language of a URL', () => {
  it('leaves paths under en and ar alone', () => {
    expect(languageRedirect('/en/', '', 'ar')).toBeNull();
    expect(languageRedirect('/ar/cart', '', 'en')).toBeNull();
    expect(languageRedirect('/en/all-products/0/all-categories', '?SearchTerm=mug', 'ar')).toBeNull();
  });

  it('sends the site root to the stored language', () => {
    expect(languageRedirect('/', '', 'ar')).toBe('/ar/');
    expect(languageRedirect('/', '', 'en')).toBe('/en/');
  });

  it('puts an unprefixed page under the stored language, keeping its search', () => {
    expect(languageRedirect('/about', '', 'ar')).toBe('/ar/about');
    expect(languageRedirect('/all-products/3/mugs', '?PageNo=2', 'en')).toBe('/en/all-products/3/mugs?PageNo=2');
    expect(languageRedirect('/product-detail/7/mugs/name', '', 'ar')).toBe('/ar/product-detail/7/mugs/name');
  });

  it('sends an unknown language to the same page in English, whatever is stored', () => {
    expect(languageRedirect('/fr/faq', '', 'ar')).toBe('/en/faq');
    expect(languageRedirect('/de', '', 'ar')).toBe('/en/');
    expect(languageRedirect('/ur/campaign/1/x', '?a=1', 'en')).toBe('/en/campaign/1/x?a=1');
  });

  it('shows any other unknown path as not found in the stored language', () => {
    expect(languageRedirect('/no-such-page', '', 'ar')).toBe('/ar/no-such-page');
  });
});
