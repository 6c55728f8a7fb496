// Product descriptions are stored sanitised, and sanitised again on the way out, so
// a row written by any other path still cannot carry script into the page.
import sanitizeHtml from 'sanitize-html';

const SAFE_HREF = /^(https:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    // Relative and other-scheme links lose their href: only https and mailto remain.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const kept: sanitizeHtml.Attributes = SAFE_HREF.test(href) ? { href } : {};
      return { tagName, attribs: kept };
    },
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
