// What react-intl's formatMessage costs per call for a plain-text message of the shop's
// catalogues, given as a string (as src/i18n/en.ts and ar.ts hold it, and as the build
// shipped it) and as its one literal element (src/i18n/literal-parser.ts, withLiterals).
// A string goes through the memoised message format on every call, whose cache key is the
// JSON of its arguments; a literal is returned as it is. Node's V8, full speed, warm: the
// figure to compare is the ratio, and English against Arabic.
// Run: npm run bench -- intl-messages [--rounds 20]
import { createIntl, createIntlCache } from 'react-intl';
import { runContext } from './support.ts';

// The app's own modules, loaded by name as tests/e2e/support/intl.ts does (src/ is outside
// the bench's imports, docs/architecture.md C1).
type Catalogue = Record<string, string>;
const fromSrc = (file: string) => import(/* @vite-ignore */ `../src/i18n/${file}`) as Promise<Record<string, unknown>>;
const en = (await fromSrc('en.ts')).en as Catalogue;
const ar = (await fromSrc('ar.ts')).ar as Catalogue;
const literalParser = await fromSrc('literal-parser.ts');
const ICU_SYNTAX = literalParser.ICU_SYNTAX as RegExp;
const withLiterals = literalParser.withLiterals as (c: Catalogue) => Catalogue;

const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 20;
console.log(JSON.stringify(runContext()));
const rows = [];
for (const [lang, locale, catalogue] of [['en', 'en-IN', en], ['ar', 'ar-u-nu-latn', ar]] as const) {
  const plain = Object.fromEntries(Object.entries(catalogue).filter(([, text]) => text !== '' && !ICU_SYNTAX.test(text)));
  const ids = Object.keys(plain);
  for (const [given, messages] of [['string', plain], ['literal', withLiterals(plain)]] as const) {
    const intl = createIntl({ locale, messages, onError: () => {} }, createIntlCache());
    for (const id of ids) intl.formatMessage({ id }); // the first call of each builds its formatter
    const t0 = performance.now();
    for (let r = 0; r < rounds; r++) for (const id of ids) intl.formatMessage({ id });
    const ms = performance.now() - t0;
    rows.push({ lang, given, messages: ids.length, calls: ids.length * rounds, usPerCall: Number(((ms * 1000) / (ids.length * rounds)).toFixed(2)) });
  }
}
console.table(rows);
