// Files the admin API makes (CSV exports, the packing slip, the invoice) need the bearer
// token, so they are fetched and handed to the browser rather than linked.
import { consoleFile, type SearchParams } from './console-api.ts';

export async function downloadFile(path: string, filename: string, search?: SearchParams): Promise<void> {
  saveBlob(await consoleFile(path, search), filename);
}

/** Hands a file made here to the browser's downloads. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A printable page (HTML) in a new tab; the tab is opened first so no pop-up blocker stops it. */
export async function openPrintable(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  const blob = await consoleFile(path);
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/html' }));
  if (tab) tab.location.href = url;
  else window.location.href = url;
}
