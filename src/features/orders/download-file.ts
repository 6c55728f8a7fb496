// Downloads a digital item (docs/rules.md R7, DOWNLOAD_DIGITAL_FILE): GET with the row's
// DownloadToken, the answer as a blob saved under the product's name with the extension
// of its content type; 'Your_Digital_Product' when there is no usable name.
import { downloadPath } from '../../../contract/calls.ts';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf', 'application/zip': 'zip', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg',
  'image/webp': 'webp', 'audio/mpeg': 'mp3', 'video/mp4': 'mp4', 'text/plain': 'txt', 'application/epub+zip': 'epub',
};
export const FALLBACK_NAME = 'Your_Digital_Product';

export function extensionFor(contentType: string | null): string {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return EXTENSIONS[type] ?? (type.split('/')[1]?.replace(/[^a-z0-9]/g, '') || 'bin');
}

/** A safe file name after the product: characters file systems refuse are dropped. */
export function downloadName(productName: string, contentType: string | null): string {
  const printable = [...productName].filter((ch) => ch.charCodeAt(0) >= 32).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, '_').replace(/^[_.]+|[_.]+$/g, '').slice(0, 120);
  return `${base || FALLBACK_NAME}.${extensionFor(contentType)}`;
}

/** The same origin unless the build sets VITE_API_BASE_URL (as lib/api-client.ts). */
const API_BASE: string = (import.meta.env?.VITE_API_BASE_URL as string | undefined) ?? '';

export type DownloadOutcome = 'saved' | 'expired' | 'failed';

export async function downloadDigitalItem(orderItemId: number, token: string, productName: string): Promise<DownloadOutcome> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${downloadPath(orderItemId, token)}`);
  } catch {
    return 'failed';
  }
  if (res.status === 404) return 'expired';
  if (!res.ok) return 'failed';
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = downloadName(productName, res.headers.get('Content-Type') ?? blob.type);
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return 'saved';
}
