// The server's element maker for the shared views (contract/markup.ts): HTML text instead of
// React elements. Text and attribute values are escaped; handlers and style objects (the
// browser's only) are left out; React's attribute names are written as HTML's.
import type { Child, Make } from '../../contract/markup.ts';

/** Markup already escaped, so a view's output nests in another without escaping twice. */
export interface Html { readonly html: string }

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const VOID = new Set(['img', 'br', 'hr', 'input', 'link', 'meta', 'source', 'wbr']);
const NAMES: Record<string, string> = { className: 'class', htmlFor: 'for' };

function attribute(name: string, value: unknown): string {
  if (name === 'key' || name === 'ref' || /^on[A-Z]/.test(name)) return '';
  if (value === null || value === undefined || typeof value === 'function' || typeof value === 'object') return '';
  const html = NAMES[name] ?? (name.startsWith('aria-') || name.startsWith('data-') ? name : name.toLowerCase());
  // aria-* take "true"/"false"; other booleans are present or absent, as React writes them.
  if (typeof value === 'boolean') return html.startsWith('aria-') ? ` ${html}="${value}"` : value ? ` ${html}=""` : '';
  return ` ${html}="${escapeHtml(String(value))}"`;
}

function child(c: Child<Html>): string {
  if (c === null || c === undefined || c === false) return '';
  return typeof c === 'string' ? escapeHtml(c) : c.html;
}

export const html: Make<Html> = (tag, attrs, ...children) => {
  const open = `<${tag}${Object.entries(attrs ?? {}).map(([k, v]) => attribute(k, v)).join('')}>`;
  return { html: VOID.has(tag) ? open : `${open}${children.map(child).join('')}</${tag}>` };
};
