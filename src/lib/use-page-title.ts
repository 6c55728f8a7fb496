// Sets the browser tab's title for the page shown (contract/page-title.ts).
import { useEffect } from 'react';
import { pageTitle } from '../../contract/page-title.ts';

/** Sets document.title while the page is shown; the next page sets its own. */
export function usePageTitle(title: string | null, shopName: string): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title, shopName);
  }, [title, shopName]);
}
