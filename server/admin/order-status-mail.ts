// The mail a shopper gets when the shop changes their order's status, in the language they
// ordered in (orders.lang).
import type { LangCode } from '../../contract/models.ts';
import { ORDER_STATUS } from '../../contract/shop-rules.ts';
import type { Mail } from '../mail/mailer.ts';

type StatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

const TEXT: Record<LangCode, { subject: (n: string, status: StatusId) => string; label: Record<StatusId, string>; hello: (name: string) => string; status: Record<StatusId, (n: string) => string>; downloads: string; thanks: string }> = {
  en: {
    subject: (n, status) => `Your Tohfa order ${n}: ${TEXT.en.label[status]}`,
    label: { 1: 'active', 2: 'in progress', 3: 'completed', 4: 'returned', 5: 'refunded' },
    hello: (name) => `Hello ${name},`,
    status: {
      [ORDER_STATUS.Active]: (n) => `Your order ${n} is active again.`,
      [ORDER_STATUS.InProgress]: (n) => `We are preparing your order ${n}.`,
      [ORDER_STATUS.Completed]: (n) => `Your order ${n} is complete.`,
      [ORDER_STATUS.Returned]: (n) => `Your order ${n} came back to us.`,
      [ORDER_STATUS.Refunded]: (n) => `Your order ${n} has been refunded.`,
    },
    downloads: 'Your digital items are ready to download from your order history.',
    thanks: 'Thank you for shopping with Tohfa.',
  },
  ar: {
    subject: (n, status) => `طلبك من تحفة ${n}: ${TEXT.ar.label[status]}`,
    label: { 1: 'نشط', 2: 'قيد التنفيذ', 3: 'مكتمل', 4: 'مُرتجع', 5: 'مُسترد' },
    hello: (name) => `مرحبًا ${name}،`,
    status: {
      [ORDER_STATUS.Active]: (n) => `طلبك ${n} نشط من جديد.`,
      [ORDER_STATUS.InProgress]: (n) => `نحن نجهّز طلبك ${n}.`,
      [ORDER_STATUS.Completed]: (n) => `اكتمل طلبك ${n}.`,
      [ORDER_STATUS.Returned]: (n) => `عاد إلينا طلبك ${n}.`,
      [ORDER_STATUS.Refunded]: (n) => `تم استرداد مبلغ طلبك ${n}.`,
    },
    downloads: 'منتجاتك الرقمية جاهزة للتنزيل من سجل طلباتك.',
    thanks: 'شكرًا لتسوقك من تحفة.',
  },
};

export function orderStatusMail(o: { to: string; firstName: string; orderNumber: string; lang: LangCode; statusId: StatusId; hasDigital: boolean; note: string }): Mail {
  const t = TEXT[o.lang];
  const lines = [t.hello(o.firstName), '', t.status[o.statusId](o.orderNumber)];
  if (o.statusId === ORDER_STATUS.Completed && o.hasDigital) lines.push(t.downloads);
  if (o.note) lines.push('', o.note);
  lines.push('', t.thanks);
  return { to: o.to, subject: t.subject(o.orderNumber, o.statusId), text: lines.join('\n'), kind: 'order-status' };
}
