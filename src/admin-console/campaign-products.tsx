// A campaign's own products in its form: found by name (either language), added, put in order
// with the move buttons (one thumb, a keyboard, a screen reader) and removed. When there are
// any, the campaign's page in the shop shows exactly these, in this order
// (docs/decisions/0018-campaigns-lead-to-products.md).
import { useDeferredValue, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CAMPAIGN_PRODUCTS_MAX, type CampaignProduct } from '../../contract/admin-shop.ts';
import { productsQuery } from './catalogue-queries.ts';
import { consolePicture } from './product-media.tsx';
import { useConsoleLang } from './use-console-lang.ts';
import { useConsoleT } from './use-console-t.ts';
import './pictures.css';

/** Search answers shown at once. */
const FOUND = 8;

function Thumb({ url }: { url: string | null }) {
  return url ? <img className="c-pick__thumb" src={consolePicture(url, 40)} alt="" width={40} height={40} loading="lazy" /> : <span className="c-pick__thumb" aria-hidden="true" />;
}

export function CampaignProductPicker({ products, onChange }: { products: CampaignProduct[]; onChange: (products: CampaignProduct[]) => void }) {
  const t = useConsoleT();
  const lang = useConsoleLang();
  const id = useId();
  const [q, setQ] = useState('');
  const asked = useDeferredValue(q.trim());
  const found = useQuery({ ...productsQuery(asked, 1), enabled: asked.length >= 2 });
  const name = (p: { name: string; nameAr: string }) => (lang === 'ar' ? p.nameAr || p.name : p.name);
  const full = products.length >= CAMPAIGN_PRODUCTS_MAX;
  const move = (from: number, to: number) => {
    const next = [...products];
    const [p] = next.splice(from, 1);
    next.splice(to, 0, p!);
    onChange(next);
  };
  const matches = (found.data?.products ?? []).slice(0, FOUND);
  return (
    <fieldset className="c-pick" aria-describedby={`${id}-hint`}>
      <legend>{t('campaigns.picked')}</legend>
      <p id={`${id}-hint`} className="c-muted">{t('campaigns.pickedHint')}</p>
      {products.length === 0 ? (
        <p className="c-muted">{t('campaigns.pickedNone')}</p>
      ) : (
        <ol className="c-pick__list" aria-label={t('campaigns.pickedCount', { count: products.length })}>
          {products.map((p, i) => (
            <li key={p.id} className="c-pick__item">
              <Thumb url={p.photoUrl} />
              <span className="c-pick__name">
                <span dir="auto">{name(p)}</span>
                {!p.isPublished && <small className="c-muted">{t('campaigns.pickHidden')}</small>}
              </span>
              <span className="c-photos__buttons">
                <button type="button" className="c-icon-button" onClick={() => move(i, i - 1)} disabled={i === 0} aria-label={t('campaigns.pickUp', { name: name(p) })}>
                  <span aria-hidden="true" className="c-arrow c-arrow--back" />
                </button>
                <button type="button" className="c-icon-button" onClick={() => move(i, i + 1)} disabled={i === products.length - 1} aria-label={t('campaigns.pickDown', { name: name(p) })}>
                  <span aria-hidden="true" className="c-arrow c-arrow--forward" />
                </button>
                <button type="button" className="c-icon-button c-icon-button--danger" onClick={() => onChange(products.filter((x) => x.id !== p.id))} aria-label={t('campaigns.pickRemove', { name: name(p) })}>
                  ×
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {full ? <p className="c-muted" role="status">{t('campaigns.pickFull')}</p> : (
        <label className="c-field">
          <span>{t('campaigns.pickSearch')}</span>
          <input type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
        </label>
      )}
      {!full && asked.length >= 2 && found.isSuccess && (
        matches.length === 0 ? <p className="c-muted" role="status">{t('campaigns.pickNoMatch')}</p> : (
          <ul className="c-pick__list c-pick__found">
            {matches.map((p) => {
              const picked = products.some((x) => x.id === p.id);
              return (
                <li key={p.id} className="c-pick__item">
                  <Thumb url={p.photoUrl} />
                  <span className="c-pick__name" dir="auto">{name(p)}</span>
                  <button type="button" className="c-button" disabled={picked} aria-label={t('campaigns.pickAdd', { name: name(p) })}
                    onClick={() => onChange([...products, { id: p.id, name: p.name, nameAr: p.nameAr, photoUrl: p.photoUrl, isPublished: p.isPublished }])}>
                    +
                  </button>
                </li>
              );
            })}
          </ul>
        )
      )}
    </fieldset>
  );
}
