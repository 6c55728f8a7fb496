// The printable packing slip and invoice of an order: one HTML page each, in the language
// the shopper ordered in (right to left in Arabic), that prints on A4 from a phone.
import { formatMoney } from '../../contract/money.ts';
import type { LangCode } from '../../contract/models.ts';
import type { OrderedPersonalisation } from '../../contract/personalisation.ts';

/** One order as the console shows it (server/admin/admin-orders.ts). */
export interface OrderItemRow {
  id: number; productId: number; productName: string; unitPrice: number; quantity: number; itemTotal: number; isDigital: boolean;
  statusId: number; selectedAttributes: { AttributeDisplayName?: string; PrimaryKeyDisplayValue?: string }[];
  personalisation: OrderedPersonalisation | null;
}

export interface OrderDetail {
  id: number; orderNumber: string; orderDate: string; customerEmail: string; customerPhone: string; shippingName: string;
  shippingAddress: string; note: string; statusId: number; statusName: string; lang: LangCode; paymentMethod: string;
  subtotal: number; discount: number; couponCode: string | null; shipping: number; orderTotal: number;
  items: OrderItemRow[]; history: { statusId: number; statusName: string; note: string; at: string }[];
}

const LABELS = {
  en: {
    'packing-slip': 'Packing slip', invoice: 'Invoice', order: 'Order', date: 'Date', shipTo: 'Ship to', billTo: 'Bill to', payment: 'Payment',
    item: 'Item', options: 'Options', qty: 'Qty', unit: 'Unit price', total: 'Total', subtotal: 'Subtotal', discount: 'Discount',
    shipping: 'Shipping', grandTotal: 'Order total', note: 'Note', personalised: 'Personalised', digital: 'Digital: nothing to pack',
  },
  ar: {
    'packing-slip': 'قائمة التعبئة', invoice: 'فاتورة', order: 'الطلب', date: 'التاريخ', shipTo: 'الشحن إلى', billTo: 'الفاتورة إلى', payment: 'الدفع',
    item: 'المنتج', options: 'الخيارات', qty: 'الكمية', unit: 'سعر الوحدة', total: 'المجموع', subtotal: 'المجموع الفرعي', discount: 'الخصم',
    shipping: 'الشحن', grandTotal: 'إجمالي الطلب', note: 'ملاحظة', personalised: 'مخصص', digital: 'رقمي: لا شيء للتعبئة',
  },
} as const;

const escapeHtml = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function orderDocument(kind: 'packing-slip' | 'invoice', o: OrderDetail): string {
  const lang = o.lang === 'ar' ? 'ar' : 'en';
  const t = LABELS[lang];
  const money = (n: number) => escapeHtml(formatMoney(lang, Number(n)));
  const invoice = kind === 'invoice';
  const options = (i: OrderDetail['items'][number]) => [
    ...i.selectedAttributes.map((a) => `${a.AttributeDisplayName ?? ''}: ${a.PrimaryKeyDisplayValue ?? ''}`),
    ...(i.personalisation ? [t.personalised] : []),
    ...(!invoice && i.isDigital ? [t.digital] : []),
  ].map(escapeHtml).join('<br>');
  const rows = o.items.map((i) => `<tr><td>${escapeHtml(i.productName)}</td><td>${options(i)}</td><td class="n">${i.quantity}</td>${
    invoice ? `<td class="n">${money(i.unitPrice)}</td><td class="n">${money(i.itemTotal)}</td>` : ''}</tr>`).join('');
  const totals = invoice ? `<table class="totals">
<tr><th>${t.subtotal}</th><td class="n">${money(o.subtotal)}</td></tr>
${Number(o.discount) > 0 ? `<tr><th>${t.discount}${o.couponCode ? ` (${escapeHtml(o.couponCode)})` : ''}</th><td class="n">-${money(o.discount)}</td></tr>` : ''}
<tr><th>${t.shipping}</th><td class="n">${money(o.shipping)}</td></tr>
<tr class="grand"><th>${t.grandTotal}</th><td class="n">${money(o.orderTotal)}</td></tr>
</table>` : '';
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t[kind]} ${escapeHtml(o.orderNumber)}</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;color:#111;margin:24px;max-width:800px}
h1{font-size:22px;margin:0 0 4px}table{border-collapse:collapse;width:100%;margin:16px 0}
th,td{text-align:start;padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top;overflow-wrap:anywhere}
.n{text-align:end;white-space:nowrap}.totals{width:auto;margin-inline-start:auto}.grand th,.grand td{font-weight:700;border-bottom:2px solid #111}
.meta{display:flex;flex-wrap:wrap;gap:8px 32px}.meta div{min-width:200px}
@media print{body{margin:0}}
</style></head><body>
<h1>Tohfa · ${t[kind]}</h1>
<div class="meta">
<div><strong>${t.order}</strong> <bdi>${escapeHtml(o.orderNumber)}</bdi><br><strong>${t.date}</strong> <bdi>${escapeHtml(o.orderDate.slice(0, 10))}</bdi>${
  invoice ? `<br><strong>${t.payment}</strong> ${escapeHtml(o.paymentMethod)}` : ''}</div>
<div><strong>${invoice ? t.billTo : t.shipTo}</strong><br>${escapeHtml(o.shippingName)}<br>${escapeHtml(o.shippingAddress)}<br><bdi>${escapeHtml(o.customerPhone)}</bdi></div>
</div>
<table><thead><tr><th>${t.item}</th><th>${t.options}</th><th class="n">${t.qty}</th>${invoice ? `<th class="n">${t.unit}</th><th class="n">${t.total}</th>` : ''}</tr></thead>
<tbody>${rows}</tbody></table>
${totals}
${o.note ? `<p><strong>${t.note}</strong> ${escapeHtml(o.note)}</p>` : ''}
</body></html>`;
}
