// Every page's own title in the page's language, the shop's name once at the end
// ("Rustic Wooden Photo Frame | Tohfa"): a stored title that already ends with the name
// (a product's meta title) is not given it twice.
import { useEffect } from 'react';

export function pageTitle(title: string, shopName: string): string {
  const suffix = ` | ${shopName}`;
  let bare = title.trim();
  while (bare.endsWith(suffix.trim()) && bare !== shopName) bare = bare.slice(0, -suffix.trim().length).replace(/\s*\|\s*$/, '').trim();
  return bare && bare !== shopName ? `${bare}${suffix}` : shopName;
}

/** Sets document.title while the page is shown; the next page sets its own. */
export function usePageTitle(title: string | null, shopName: string): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title, shopName);
  }, [title, shopName]);
}
