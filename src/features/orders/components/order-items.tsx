// One order's items (docs/rules.md R2, Orders History): image (with the personalisation's
// preview on it), name, the personalisation (docs/shop-rules.md P8), price, quantity,
// total and the digital column: 'Download' for a Completed digital item, 'Yes (In
// Progress)' while it is being made, 'No' otherwise (docs/rules.md R4).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { LangCode, OrderItem } from '../../../../contract/models.ts';
import { ORDER_STATUS, TRUNCATE, truncate } from '../../../../contract/shop-rules.ts';
import { formatMoney } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { downloadDigitalItem } from '../download-file.ts';
import { orderItemsQuery } from '../orders-api.ts';
import { OrderPersonalisation, OrderedPreview } from './order-personalisation.tsx';

type Digital = 'download' | 'inProgress' | 'no';

export function digitalState(i: Pick<OrderItem, 'IsDigitalProduct' | 'LatestStatusID' | 'ShippingStatusID' | 'DownloadToken'>): Digital {
  if (!i.IsDigitalProduct) return 'no';
  const completed = i.LatestStatusID === ORDER_STATUS.Completed || i.ShippingStatusID === ORDER_STATUS.Completed;
  if (completed && i.DownloadToken) return 'download';
  const making = i.LatestStatusID === ORDER_STATUS.Active || i.LatestStatusID === ORDER_STATUS.InProgress;
  return making ? 'inProgress' : 'no';
}

function DownloadButton({ item, onExpired }: { item: OrderItem; onExpired: () => Promise<OrderItem | undefined> }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    let outcome = await downloadDigitalItem(item.OrderItemID, item.DownloadToken ?? '', item.ProductName);
    if (outcome === 'expired') {
      // Tokens live 10 minutes (docs/decisions/0009-tokens-and-sessions.md): ask for a fresh one and try once more.
      const fresh = await onExpired();
      if (fresh?.DownloadToken) outcome = await downloadDigitalItem(fresh.OrderItemID, fresh.DownloadToken, fresh.ProductName);
    }
    setBusy(false);
    if (outcome !== 'saved') notify({ variant: 'error', message: t('orders.downloadFailed') });
  };
  return (
    <button type="button" className="btn btn--secondary btn--small" onClick={() => void run()} disabled={busy} aria-label={t('orders.downloadOf', { name: item.ProductName })}>
      {t('lbl_orders_download')}
    </button>
  );
}

export function OrderItems({ lang, userId, orderId }: { lang: LangCode; userId: number; orderId: number }) {
  const t = useT();
  const intl = useIntl();
  const query = useQuery(orderItemsQuery(lang, userId, orderId));
  return (
    <QueryState query={query} skeleton={<div className="skeleton orders-skeleton" aria-hidden="true" />}>
      <table className="data-table order-items">
        <caption className="visually-hidden">{t('orders.itemsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col"><span className="visually-hidden">{t('cart.image')}</span></th>
            <th scope="col">{t('cart.product')}</th>
            <th scope="col" className="num">{t('cart.price')}</th>
            <th scope="col" className="num">{t('cart.quantity')}</th>
            <th scope="col" className="num">{t('cart.lineTotal')}</th>
            <th scope="col">{t('orders.digital')}</th>
          </tr>
        </thead>
        <tbody>
          {(query.data ?? []).map((i) => {
            const digital = digitalState(i);
            return (
              <tr key={i.OrderItemID}>
                <td className="order-items__image">
                  <div className="order-items__picture">
                    {i.DefaultImageUrl ? <ProductThumb src={i.DefaultImageUrl} size={56} /> : null}
                    {i.DefaultImageUrl && i.Personalisation && i.Personalisation.Fields.length > 0 && (
                      <OrderedPreview personalisation={i.Personalisation} label={t('personal.preview')} />
                    )}
                  </div>
                </td>
                <td className="order-items__product">
                  <span className="order-items__name" title={i.ProductName}>{truncate(i.ProductName, TRUNCATE.default)}</span>
                  {i.SelectedAttributesDisplay.length > 0 && (
                    // One option a line ("Colour: Black"), in the viewer's language (the server names them).
                    <span className="order-items__options">
                      {i.SelectedAttributesDisplay.map((a) => <span key={a.AttributeDisplayName}>{`${a.AttributeDisplayName}: ${a.PrimaryKeyDisplayValue}`}</span>)}
                    </span>
                  )}
                  {i.Personalisation && (i.Personalisation.Fields.length > 0 || i.Personalisation.ToFollow.length > 0) && (
                    <OrderPersonalisation personalisation={i.Personalisation} />
                  )}
                </td>
                <td className="num" data-label={t('cart.price')}>{formatMoney(intl, i.Price)}</td>
                <td className="num" data-label={t('cart.quantity')}>{i.Quantity}</td>
                <td className="num" data-label={t('cart.lineTotal')}>{formatMoney(intl, i.OrderItemTotal)}</td>
                <td data-label={t('orders.digital')}>
                  {digital === 'download' ? (
                    <DownloadButton item={i} onExpired={async () => (await query.refetch()).data?.find((x) => x.OrderItemID === i.OrderItemID)} />
                  ) : (
                    t(digital === 'inProgress' ? 'orders.digitalInProgress' : 'orders.digitalNo')
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </QueryState>
  );
}
