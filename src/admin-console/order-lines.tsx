// One order's lines as the workshop needs them: the product, quantity, options chosen and
// the personalisation to print (text as typed, photos shown), or that photos follow.
import { useEffect, useState } from 'react';
import type { OrderItem } from './console-queries.ts';
import { consoleFile } from './console-api.ts';
import { useMoney } from './use-console-lang.ts';
import { useConsoleT } from './use-console-t.ts';

interface Option {
  AttributeDisplayName?: string;
  PrimaryKeyDisplayValue?: string;
}
interface Field {
  Key?: string;
  Label?: string;
  Text?: string;
  PhotoId?: string;
  /** The ink the text prints in, on the ordered colour (docs/shop-rules.md P1). */
  Color?: string;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** The text as typed, and the ink it prints in: a swatch and its code. */
function InkedText({ text, ink }: { text: string; ink: string | undefined }) {
  const t = useConsoleT();
  return (
    <>
      <bdi>{text}</bdi>
      {ink && HEX.test(ink) && (
        <span className="c-ink"><span className="c-ink__swatch" style={{ background: ink }} aria-hidden="true" /><bdi>{t('order.ink', { ink: ink.toUpperCase() })}</bdi></span>
      )}
    </>
  );
}

const parsed = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return null;
  }
};

export function optionsOf(item: Pick<OrderItem, 'selectedAttributes'>): Array<{ name: string; value: string }> {
  const raw = parsed(item.selectedAttributes);
  if (!Array.isArray(raw)) return [];
  return (raw as Option[]).filter((o) => o && o.PrimaryKeyDisplayValue).map((o) => ({ name: o.AttributeDisplayName ?? '', value: o.PrimaryKeyDisplayValue ?? '' }));
}

export function fieldsOf(item: Pick<OrderItem, 'personalisation'>): { fields: Field[]; toFollow: string[] } {
  const raw = parsed(item.personalisation) as { Fields?: Field[]; ToFollow?: string[] } | null;
  return { fields: Array.isArray(raw?.Fields) ? raw.Fields : [], toFollow: Array.isArray(raw?.ToFollow) ? raw.ToFollow : [] };
}

function Photo({ id, label }: { id: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    consoleFile(`photos/${encodeURIComponent(id)}`)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (live) setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return src ? <img className="c-photo" src={src} alt={label} width={96} height={96} /> : <span className="c-photo c-photo--empty" aria-label={label} role="img" />;
}

export function OrderLines({ items }: { items: OrderItem[] }) {
  const t = useConsoleT();
  const money = useMoney();
  return (
    <ul className="c-list c-lines">
      {items.map((item) => {
        const options = optionsOf(item);
        const { fields, toFollow } = fieldsOf(item);
        return (
          <li key={item.id} className="c-line">
            <div className="c-line__head">
              <span className="c-line__name">{item.productName}</span>
              <span className="c-line__total">{money(item.itemTotal)}</span>
            </div>
            <p className="c-muted">
              {t('order.quantity', { quantity: item.quantity })} · {money(item.unitPrice)}
              {item.isDigital && <span className="c-badge">{t('order.digital')}</span>}
            </p>
            {options.length > 0 && (
              <dl className="c-pairs">
                {options.map((o) => (
                  <div key={`${o.name}:${o.value}`}>
                    <dt>{o.name}</dt>
                    <dd>{o.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {fields.length > 0 && (
              <div className="c-personalisation">
                <p className="c-subhead">{t('order.personalisation')}</p>
                <dl className="c-pairs">
                  {fields.map((f) => (
                    <div key={f.Key ?? f.Label}>
                      <dt>{f.Label}</dt>
                      <dd>{f.PhotoId ? <Photo id={f.PhotoId} label={f.Label ?? ''} /> : <InkedText text={f.Text ?? ''} ink={f.Color} />}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
            {(item.personalisationToFollow || toFollow.length > 0) && <p className="c-badge c-badge--warn">{t('order.personalisationToFollow')}</p>}
          </li>
        );
      })}
    </ul>
  );
}
