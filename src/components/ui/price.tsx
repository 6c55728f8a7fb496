// A price with its discount: the price paid, and the original struck through.
import { useIntl } from 'react-intl';
import { formatMoney } from '../../lib/money.ts';
import { useT } from '../../i18n/use-t.ts';

export function Price({ price, discounted }: { price: number; discounted: number | null }) {
  const intl = useIntl();
  const t = useT();
  const hasDiscount = discounted !== null && discounted !== undefined && discounted < price;
  return (
    <p className="price">
      <span className="visually-hidden">{t('product.priceNow')}</span>
      <span className="price__now">{formatMoney(intl, hasDiscount ? discounted : price)}</span>
      {hasDiscount && (
        <>
          <span className="visually-hidden">{t('product.priceWas')}</span>
          <s className="price__was">{formatMoney(intl, price)}</s>
        </>
      )}
    </p>
  );
}
