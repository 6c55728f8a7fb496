// Sets the browser tab's title for the page shown (contract/page-title.ts).
import { useEffect } from 'react';
import { pageTitle } from '../../contract/page-title.ts';

/** Sets document.title while the page is shown; the next page sets its own. */
export function usePageTitle(title: string | null, shopName: string): void {
  useEffect(() => {
    if (!title) return;
    // The server wrote the first page's title already (docs/decisions/0012): the same title set
    // again is a change of the title element and a message to the browser in the first
    // commit's effects, for nothing (docs/decisions/0042).
    const next = pageTitle(title, shopName);
    if (document.title !== next) document.title = next;
  }, [title, shopName]);
}
