// A category's name in the page's language, and the English name its slug is made from
// (docs/rules.md R12.1: slugs come from the English name).
import type { Category, LangCode } from '../../contract/models.ts';

type Named = Pick<Category, 'Name' | 'LocalizationJsonData'>;

export function categoryName(c: Named, lang: LangCode): string {
  const id = lang === 'ar' ? 2 : 1;
  return c.LocalizationJsonData?.find((l) => l.langId === id)?.text || c.Name;
}

export function categoryEnglishName(c: Named): string {
  return c.LocalizationJsonData?.find((l) => l.langId === 1)?.text || c.Name;
}
