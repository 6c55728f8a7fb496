// Today: the first screen after sign-in: today's orders and their total, what waits for
// action (each a way into its screen), and the products running out.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Loading, QueryProblem } from './console-error.tsx';
import { todayQuery } from './console-queries.ts';
import { useConsoleLang, useMoney } from './use-console-lang.ts';
import { useConsoleT } from './use-console-t.ts';

export function TodayScreen() {
  const t = useConsoleT();
  const lang = useConsoleLang();
  const money = useMoney();
  const today = useQuery(todayQuery());
  return (
    <section aria-labelledby="today-title" className="c-screen">
      <h1 id="today-title">{t('today.title')}</h1>
      {today.isPending ? (
        <Loading />
      ) : today.isError ? (
        <QueryProblem error={today.error} onRetry={() => void today.refetch()} />
      ) : (
        <>
          <div className="c-stats">
            <div className="c-card c-stat">
              <p className="c-stat__label" id="stat-orders">{t('today.orders')}</p>
              <p className="c-stat__value" aria-labelledby="stat-orders">{today.data.ordersToday}</p>
            </div>
            <div className="c-card c-stat">
              <p className="c-stat__label" id="stat-total">{t('today.total')}</p>
              <p className="c-stat__value" aria-labelledby="stat-total">{money(today.data.totalTodayPaise / 100)}</p>
            </div>
          </div>
          <h2>{t('today.waiting')}</h2>
          <ul className="c-card c-list c-waiting">
            <li>
              <Link to="/admin/$lang/orders" params={{ lang }} search={{ status: 1 }} className="c-row-link">
                <span>{t('today.newOrders')}</span>
                <span className="c-count">{today.data.waiting.newOrders}</span>
              </Link>
            </li>
            <li>
              <Link to="/admin/$lang/messages" params={{ lang }} className="c-row-link">
                <span>{t('today.sellerRequests')}</span>
                <span className="c-count">{today.data.waiting.sellerRequests}</span>
              </Link>
            </li>
            <li>
              <Link to="/admin/$lang/messages" params={{ lang }} hash="contact" className="c-row-link">
                <span>{t('today.contactMessages')}</span>
                <span className="c-count">{today.data.waiting.contactMessages}</span>
              </Link>
            </li>
            <li className="c-row">
              <span>{t('today.reviews')}</span>
              <span className="c-count">{today.data.waiting.reviews}</span>
            </li>
          </ul>
          <h2>{t('today.lowStock')}</h2>
          {today.data.lowStock.length === 0 ? (
            <p className="c-muted">{t('today.lowStockNone')}</p>
          ) : (
            <ul className="c-card c-list">
              {today.data.lowStock.map((p) => (
                <li key={p.productId} className="c-row">
                  <span className="c-row__name" dir="auto">{lang === 'ar' ? p.nameAr || p.name : p.name}</span>
                  <span className={p.stock === 0 ? 'c-badge c-badge--danger' : 'c-badge c-badge--warn'}>{t('today.stockLeft', { stock: p.stock })}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
