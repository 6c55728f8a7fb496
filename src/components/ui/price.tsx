// A price with its discount: the price paid, and the original struck through (the shared
// view, contract/markup.ts, which the server's first paint uses too).
import { priceView } from '../../../contract/markup.ts';
import { useLang } from '../../i18n/use-lang.ts';
import { useT } from '../../i18n/use-t.ts';
import { h } from './markup.ts';

export function Price({ price, discounted }: { price: number; discounted: number | null }) {
  const lang = useLang();
  const t = useT();
  return priceView(h, lang, { Price: price, DiscountedPrice: discounted }, { now: t('product.priceNow'), was: t('product.priceWas') });
}
