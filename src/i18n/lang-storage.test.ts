// The page's language and direction: written to the document only where they differ from
// what the server's page already carries (docs/decisions/0051).
import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLang } from './lang-storage.ts';

/** The attribute writes `run` makes on <html>, as a mutation observer sees them. */
async function writesOf(run: () => void): Promise<string[]> {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => seen.push(...records.map((r) => r.attributeName ?? '')));
  observer.observe(document.documentElement, { attributes: true });
  run();
  await Promise.resolve();
  observer.disconnect();
  return seen.concat(observer.takeRecords().map((r) => r.attributeName ?? ''));
}

describe('applyDocumentLang', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  });

  it('sets an Arabic page right to left over an English one', async () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    expect((await writesOf(() => applyDocumentLang('ar'))).sort()).toEqual(['dir', 'lang']);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('writes nothing when the server’s page already says the same', async () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    expect(await writesOf(() => applyDocumentLang('ar'))).toEqual([]);
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('writes the direction alone when only it is missing', async () => {
    document.documentElement.lang = 'en';
    document.documentElement.removeAttribute('dir');
    expect(await writesOf(() => applyDocumentLang('en'))).toEqual(['dir']);
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });
});
