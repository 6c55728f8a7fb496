// The build's stand-in for the ICU message parser (vite.config.ts, precompiledMessages).
// The catalogues are compiled when the PWA is built: a message with ICU syntax ships as its
// syntax tree, and one that is plain text ships as the text itself, which this returns as
// one literal element, exactly what the parser gives for it (the build checks that). So the
// shopper's phone never parses, and the 26 KB parser is not in the build. A string with ICU
// syntax that reaches here was not compiled: it is refused, and react-intl shows it as it is.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js';

export * from '@formatjs/icu-messageformat-parser/no-parser.js';

/** Characters that can start ICU syntax; text without them is one literal. */
export const ICU_SYNTAX = /[{}<'#]/;

/** A plain text as the parser gives it: one literal element. */
const asLiteral = (text: string): MessageFormatElement[] => [{ type: TYPE.literal, value: text }];

export function parse(message: string): MessageFormatElement[] {
  if (ICU_SYNTAX.test(message)) throw new Error(`A message with ICU syntax was not compiled at build time: ${message}`);
  return asLiteral(message);
}

/**
 * A catalogue with its plain-text messages as their one literal element. react-intl returns
 * such a message as it is; a message given as a string goes through its memoised message
 * format on every call, whose cache key is the JSON of the message and the formats: about
 * 10 µs a call against under 1 µs, at full speed, for each of the hundreds of texts of a
 * render (`npm run bench -- intl-messages`, bench/README.md). Messages with ICU syntax (syntax trees in the build) and empty ones stay as they are.
 */
export function withLiterals<T extends Record<string, unknown>>(catalogue: T): T {
  const out: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(catalogue)) {
    out[id] = typeof text === 'string' && text !== '' && !ICU_SYNTAX.test(text) ? asLiteral(text) : text;
  }
  return out as T;
}
