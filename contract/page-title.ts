// Every page's title, for both sides (the PWA and the server's first paint): the page's own
// name in the page's language, then the shop's name once ("Rustic Wooden Photo Frame |
// Tohfa"). A stored title that already ends with the shop's name (a product's meta title)
// is not given it twice.
import type { LangCode } from './models.ts';

/** The shop's name as each language writes it (the PWA's `app.name`). */
export const SHOP_NAME: Record<LangCode, string> = { en: 'Tohfa', ar: 'تحفة' };

export function pageTitle(title: string, shopName: string): string {
  const suffix = `| ${shopName}`;
  let bare = title.trim();
  while (bare !== shopName && bare.endsWith(suffix)) bare = bare.slice(0, -suffix.length).trim();
  return bare && bare !== shopName ? `${bare} | ${shopName}` : shopName;
}
