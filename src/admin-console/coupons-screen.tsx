// Coupons (catalogue): what each gives, on what, how often it was used and until when; a new
// one made here (the server refuses a code that exists and a date that does not).
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { enqueueSnackbar } from 'notistack';
import { consoleWrite } from './console-api.ts';
import { errorText, FormProblem, Loading, QueryProblem } from './console-error.tsx';
import { consoleKeys, couponsQuery, type Coupon } from './console-queries.ts';
import { CatalogueTabs } from './catalogue-tabs.tsx';
import { useConsoleLang, useMoney } from './use-console-lang.ts';
import { useConsoleT } from './use-console-t.ts';

export function CouponsScreen() {
  const t = useConsoleT();
  const intl = useIntl();
  const money = useMoney();
  const coupons = useQuery(couponsQuery());
  const lang = useConsoleLang();
  return (
    <section aria-labelledby="coupons-title" className="c-screen">
      <h1 id="coupons-title">{t('coupons.title')}</h1>
      <CatalogueTabs lang={lang} />
      {coupons.isPending ? (
        <Loading />
      ) : coupons.isError ? (
        <QueryProblem error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : coupons.data.length === 0 ? (
        <p className="c-muted">{t('coupons.none')}</p>
      ) : (
        <ul className="c-stack">
          {coupons.data.map((c) => (
            <li key={c.id} className="c-card">
              <article aria-label={c.code}>
                <p className="c-line__head">
                  <strong dir="ltr">{c.code}</strong>
                  <span className="c-badge">{c.type === 'percentage' ? t('coupons.percentage', { value: intl.formatNumber(c.value) }) : t('coupons.fixed', { value: money(c.value) })}</span>
                </p>
                <p className="c-muted">
                  {[
                    c.minOrder > 0 ? t('coupons.minOrder', { amount: money(c.minOrder) }) : null,
                    c.maxUses === null ? t('coupons.uses', { used: c.usedCount }) : t('coupons.usesOf', { used: c.usedCount, max: c.maxUses }),
                    c.expiresAt ? t('coupons.expires', { date: intl.formatDate(c.expiresAt, { dateStyle: 'medium' }) }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  {!c.isActive && <span className="c-badge c-badge--danger">{t('coupons.inactive')}</span>}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <NewCoupon />
    </section>
  );
}

interface CouponForm {
  code: string;
  type: Coupon['type'];
  value: string;
  minOrder: string;
  maxUses: string;
  expiresAt: string;
}

const EMPTY: CouponForm = { code: '', type: 'percentage', value: '', minOrder: '', maxUses: '', expiresAt: '' };

/** The form as the admin API takes it: numbers as numbers, the last day to its end (UTC). */
export function couponBody(f: CouponForm): Record<string, unknown> {
  return {
    code: f.code.trim(),
    type: f.type,
    value: Number(f.value),
    ...(f.minOrder.trim() ? { minOrder: Number(f.minOrder) } : {}),
    ...(f.maxUses.trim() ? { maxUses: Number(f.maxUses) } : {}),
    ...(f.expiresAt ? { expiresAt: `${f.expiresAt}T23:59:59Z` } : {}),
  };
}

function NewCoupon() {
  const t = useConsoleT();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [missing, setMissing] = useState(false);
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => consoleWrite<{ coupon: Coupon }>('coupons', body, { idempotencyKey: crypto.randomUUID() }),
    onSuccess: ({ coupon }) => {
      setForm(EMPTY);
      enqueueSnackbar(t('coupons.created', { code: coupon.code }), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.coupons() });
    },
  });
  const set = (key: keyof CouponForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.code.trim() || !form.value.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    create.mutate(couponBody(form));
  };
  const problem = missing ? t('coupons.required') : create.isError ? errorText(t, create.error) : null;
  return (
    <form className="c-card" onSubmit={submit} noValidate aria-labelledby="new-coupon-title">
      <h2 id="new-coupon-title">{t('coupons.add')}</h2>
      <FormProblem text={problem} />
      <label className="c-field">
        <span>{t('coupons.code')}</span>
        <input dir="ltr" value={form.code} onChange={set('code')} maxLength={30} autoCapitalize="characters" autoComplete="off" />
      </label>
      <div className="c-inline-form">
        <label className="c-field">
          <span>{t('coupons.type')}</span>
          <select value={form.type} onChange={set('type')}>
            <option value="percentage">{t('coupons.typePercentage')}</option>
            <option value="fixed">{t('coupons.typeFixed')}</option>
          </select>
        </label>
        <label className="c-field">
          <span>{t('coupons.value')}</span>
          <input dir="ltr" inputMode="decimal" value={form.value} onChange={set('value')} />
        </label>
      </div>
      <div className="c-inline-form">
        <label className="c-field">
          <span>{t('coupons.minOrderField')}</span>
          <input dir="ltr" inputMode="decimal" value={form.minOrder} onChange={set('minOrder')} />
        </label>
        <label className="c-field">
          <span>{t('coupons.maxUses')}</span>
          <input dir="ltr" inputMode="numeric" value={form.maxUses} onChange={set('maxUses')} />
        </label>
      </div>
      <label className="c-field">
        <span>{t('coupons.expiresAt')}</span>
        <input type="date" value={form.expiresAt} onChange={set('expiresAt')} />
      </label>
      <button type="submit" className="c-button c-button--primary c-button--block" disabled={create.isPending}>
        {t('coupons.create')}
      </button>
    </form>
  );
}
