// The product editor (new or existing): names and descriptions in English and Arabic, the
// category (two-level tree) and brand, price, discount, stock, most per order, colours,
// sizes, options with additional prices, tags, shipping, the digital file, photos and the
// personalisation fields; published or not. One column on a phone with the save button in
// reach of the thumb; two on a desktop. An edit carries the version it was made on (a change
// by someone else meanwhile is refused and said so); offline, it waits in the console's queue.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { enqueueSnackbar } from 'notistack';
import type { PersonalisationFieldBody } from '../../contract/admin-catalogue.ts';
import type { ProductOption } from '../../contract/admin.ts';
import { ConsoleApiError, consoleWrite } from './console-api.ts';
import { FormProblem, Loading, QueryProblem } from './console-error.tsx';
import { catalogueKeys, categoriesQuery, lookupsQuery, productQuery, type Category, type Lookups, type Product } from './catalogue-queries.ts';
import { catalogueError, DigitalFile, ProductPhotos } from './product-media.tsx';
import { onOutbox, sendOrQueue } from './outbox.ts';
import { useConsoleLang } from './use-console-lang.ts';
import { useConsoleT } from './use-console-t.ts';
import './catalogue.css';

const COLOUR = 1;
const SIZE = 2;

interface Extra { id?: number; attributeId: number; valueId: number; displayValue: string; displayValueAr: string; priceType: 'fixed' | 'percentage'; price: string; isRequired: boolean }
interface FieldForm {
  key: string; kind: 'text' | 'photo'; label: string; labelAr: string; isRequired: boolean; maxLength: string;
  x: string; y: string; w: string; h: string; font: 'sans' | 'serif'; color: string; printWidthMm: string; printHeightMm: string;
  /** The ink per product colour, as the product has them (kept, not edited here). */
  inks?: Readonly<Record<string, string>>;
}
interface Form {
  name: string; nameAr: string; shortDescription: string; shortDescriptionAr: string; fullDescription: string; fullDescriptionAr: string;
  categoryId: string; manufacturerId: string; price: string; discounted: string; stock: string; orderMaximum: string;
  colours: number[]; sizes: number[]; extras: Extra[]; tagIds: number[];
  isShippingFree: boolean; shippingCharges: string; shippingDays: string; isDigital: boolean; isPublished: boolean; fields: FieldForm[];
}

const rupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));
const paise = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);
const pct = (f: number) => String(Math.round(f * 10000) / 100);
const fraction = (text: string) => Math.round(Number(text) * 100) / 10000;

export function formOf(p: Product | null): Form {
  const opts = p?.options ?? [];
  return {
    name: p?.name ?? '', nameAr: p?.nameAr ?? '', shortDescription: p?.shortDescription ?? '', shortDescriptionAr: p?.shortDescriptionAr ?? '',
    fullDescription: p?.fullDescription ?? '', fullDescriptionAr: p?.fullDescriptionAr ?? '',
    categoryId: p ? String(p.categoryId) : '', manufacturerId: p?.manufacturerId ? String(p.manufacturerId) : '',
    price: p ? rupees(p.pricePaise) : '', discounted: p ? rupees(p.discountedPricePaise) : '', stock: p ? String(p.stock) : '', orderMaximum: p ? String(p.orderMaximum) : '0',
    colours: opts.filter((o) => o.attributeId === COLOUR).map((o) => o.valueId),
    sizes: opts.filter((o) => o.attributeId === SIZE).map((o) => o.valueId),
    extras: opts.filter((o) => o.attributeId !== COLOUR && o.attributeId !== SIZE)
      .map((o) => ({ id: o.id, attributeId: o.attributeId, valueId: o.valueId, displayValue: o.displayValue, displayValueAr: o.displayValueAr, priceType: o.priceType, price: String(o.additionalPrice / 100), isRequired: o.isRequired ?? false })),
    tagIds: p?.tagIds ?? [],
    isShippingFree: p?.isShippingFree ?? true, shippingCharges: p ? rupees(p.shippingChargesPaise) : '0', shippingDays: p ? String(p.estimatedShippingDays) : '5',
    isDigital: p?.isDigital ?? false, isPublished: p?.isPublished ?? true,
    fields: (p?.personalisation ?? []).map((f) => ({
      key: f.key, kind: f.kind, label: f.label, labelAr: f.labelAr, isRequired: f.isRequired, maxLength: f.maxLength === null ? '' : String(f.maxLength),
      x: pct(f.area.x), y: pct(f.area.y), w: pct(f.area.w), h: pct(f.area.h), font: f.font, color: f.color, printWidthMm: String(f.printWidthMm), printHeightMm: String(f.printHeightMm),
      ...(f.inks ? { inks: f.inks } : {}),
    })),
  };
}

/** The form as the admin API takes it (contract/admin.ts ProductFields): paise, ids, fractions. */
export function productBody(f: Form, before: Product | null, lookups: Lookups): Record<string, unknown> {
  const kept = (attributeId: number, valueId: number) => before?.options.find((o) => o.attributeId === attributeId && o.valueId === valueId);
  const picked = (attributeId: number, ids: number[], list: { id: number; name: string; nameAr: string }[]): ProductOption[] => ids.flatMap((id) => {
    const old = kept(attributeId, id);
    if (old) return [old as ProductOption];
    const v = list.find((x) => x.id === id);
    return v ? [{ attributeId, valueId: id, displayValue: v.name, displayValueAr: v.nameAr, priceType: 'fixed' as const, additionalPrice: 0 }] : [];
  });
  const extras: ProductOption[] = f.extras.map((e) => ({
    ...(e.id ? { id: e.id } : {}), attributeId: e.attributeId, valueId: e.valueId, displayValue: e.displayValue.trim(), displayValueAr: e.displayValueAr.trim(),
    priceType: e.priceType, additionalPrice: e.price.trim() ? paise(e.price) : 0, isRequired: e.isRequired,
  }));
  const personalisation: PersonalisationFieldBody[] = f.fields.map((x) => ({
    key: x.key.trim(), kind: x.kind, label: x.label.trim(), labelAr: x.labelAr.trim(), isRequired: x.isRequired,
    maxLength: x.kind === 'text' ? Number(x.maxLength) : null,
    area: { x: fraction(x.x), y: fraction(x.y), w: fraction(x.w), h: fraction(x.h) }, font: x.font, color: x.color,
    printWidthMm: Number(x.printWidthMm), printHeightMm: Number(x.printHeightMm),
    // The inks per colour go back as they came (the editor does not change them).
    ...(x.inks ? { inks: x.inks } : {}),
  }));
  return {
    name: f.name.trim(), nameAr: f.nameAr.trim(), shortDescription: f.shortDescription, shortDescriptionAr: f.shortDescriptionAr,
    fullDescription: f.fullDescription, fullDescriptionAr: f.fullDescriptionAr,
    categoryId: Number(f.categoryId), manufacturerId: f.manufacturerId ? Number(f.manufacturerId) : null,
    pricePaise: paise(f.price), discountedPricePaise: f.discounted.trim() ? paise(f.discounted) : null,
    stock: Number(f.stock), orderMaximum: Number(f.orderMaximum || 0),
    isDigital: f.isDigital, isPublished: f.isPublished, isShippingFree: f.isShippingFree,
    shippingChargesPaise: f.isShippingFree ? 0 : paise(f.shippingCharges || '0'), estimatedShippingDays: Number(f.shippingDays || 0),
    tagIds: f.tagIds, options: [...picked(COLOUR, f.colours, lookups.colours), ...picked(SIZE, f.sizes, lookups.sizes), ...extras], personalisation,
  };
}

export function ProductEditorScreen() {
  const { productId } = useParams({ strict: false });
  const id = productId && /^\d+$/.test(productId) ? Number(productId) : null;
  const product = useQuery({ ...productQuery(id ?? 0), enabled: id !== null, refetchOnWindowFocus: false });
  const categories = useQuery(categoriesQuery());
  const lookups = useQuery(lookupsQuery());
  const failed = [product, categories, lookups].find((q) => q.isError);
  if (failed) return <QueryProblem error={failed.error} onRetry={() => void failed.refetch()} />;
  if ((id !== null && !product.data) || !categories.data || !lookups.data) return <Loading />;
  // Keyed: another product starts from its own values (a photo's new version does not reset the form).
  return <Editor key={id ?? 'new'} product={id !== null ? product.data! : null} categories={categories.data} lookups={lookups.data} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="c-card c-fieldset">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

function Editor({ product: initial, categories, lookups }: { product: Product | null; categories: Category[]; lookups: Lookups }) {
  const t = useConsoleT();
  const lang = useConsoleLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => formOf(initial));
  // The product as last answered (its photos and file) and the version edits are made on.
  const [product, setProduct] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const label = (x: { name: string; nameAr: string }) => (lang === 'ar' ? x.nameAr : x.name);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: keyof Form) => (e: { target: { value: string } }) => set(key, e.target.value as never);
  const toggle = (key: 'colours' | 'sizes' | 'tagIds', id: number) => set(key, form[key].includes(id) ? form[key].filter((x) => x !== id) : [...form[key], id]);

  const mediaChanged = (p: Product) => {
    setProduct(p);
    queryClient.setQueryData(catalogueKeys.product(p.id), p);
    void queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all(), 'products'] });
  };

  // This product's edits queued offline and delivered since: the next edit goes on the version they produced.
  const productId = product?.id;
  useEffect(() => onOutbox((e) => {
    const saved = e.type === 'sent' && e.entry.path === `products/${productId}` ? (e.answer as { product?: Product } | null)?.product : undefined;
    if (saved) setProduct((p) => (p && saved.version > p.version ? saved : p));
  }), [productId]);

  const save = useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      if (!product) return { created: (await consoleWrite<{ product: Product }>('products', body, { idempotencyKey: crypto.randomUUID() })).product };
      const sent = await sendOrQueue<{ product: Product }>({ path: `products/${product.id}`, method: 'put', body: { ...body, version: product.version }, refresh: 'catalogue', record: 'product' });
      return sent.queued ? { queued: true } : { saved: sent.data.product };
    },
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all(), 'products'] });
      if ('queued' in r) {
        enqueueSnackbar(t('queue.queued'), { variant: 'info' });
      } else if ('created' in r && r.created) {
        queryClient.setQueryData(catalogueKeys.product(r.created.id), r.created);
        enqueueSnackbar(t('editor.created', { name: label(r.created) }), { variant: 'success' });
        void navigate({ to: '/admin/$lang/products/$productId', params: { lang, productId: String(r.created.id) }, replace: true });
      } else if ('saved' in r && r.saved) {
        setProduct(r.saved);
        queryClient.setQueryData(catalogueKeys.product(r.saved.id), r.saved);
        enqueueSnackbar(t('editor.saved', { name: label(r.saved) }), { variant: 'success' });
      }
    },
    onError: (err) => {
      if (err instanceof ConsoleApiError && err.code === 'VERSION_CONFLICT') setConflict(true);
      else setProblem(catalogueError(t, err));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setConflict(false);
    const numbers = [form.price, form.stock].every((x) => x.trim() !== '' && Number.isFinite(Number(x)));
    if (!form.name.trim() || !form.nameAr.trim() || !form.categoryId || !numbers) return setProblem(t('editor.required'));
    if (form.discounted.trim() && paise(form.discounted) > paise(form.price)) return setProblem(t('editor.discountAbovePrice'));
    save.mutate(productBody(form, product, lookups));
  };

  /** After a conflict: the product as it is now, the form from it (the owner makes the change again). */
  const reload = async () => {
    if (!product) return;
    const fresh = await queryClient.fetchQuery({ ...productQuery(product.id), staleTime: 0 });
    setProduct(fresh);
    setForm(formOf(fresh));
    setConflict(false);
  };

  const tops = categories.filter((c) => c.parentId === null);
  const nextValue = (attributeId: number) => Math.max(0, ...form.extras.filter((x) => x.attributeId === attributeId).map((x) => x.valueId), ...(product?.options ?? []).filter((o) => o.attributeId === attributeId).map((o) => o.valueId)) + 1;
  const setExtra = (i: number, patch: Partial<Extra>) => set('extras', form.extras.map((x, k) => (k === i ? { ...x, ...patch } : x)));
  const setField = (i: number, patch: Partial<FieldForm>) => set('fields', form.fields.map((x, k) => (k === i ? { ...x, ...patch } : x)));

  return (
    <section aria-labelledby="editor-title" className="c-screen c-editor">
      <Link to="/admin/$lang/products" params={{ lang }} className="c-back">
        {t('editor.back')}
      </Link>
      <h1 id="editor-title">{product ? t('editor.editTitle') : t('editor.newTitle')}</h1>
      <form onSubmit={submit} noValidate className="c-editor__form">
        <div className="c-editor__main">
          <Section title={t('editor.names')}>
            <div className="c-two">
              <Text label={t('editor.nameEn')} value={form.name} onChange={text('name')} max={200} dir="ltr" required />
              <Text label={t('editor.nameAr')} value={form.nameAr} onChange={text('nameAr')} max={200} dir="rtl" lang="ar" required />
              <Text label={t('editor.shortEn')} value={form.shortDescription} onChange={text('shortDescription')} max={1000} dir="ltr" area />
              <Text label={t('editor.shortAr')} value={form.shortDescriptionAr} onChange={text('shortDescriptionAr')} max={1000} dir="rtl" lang="ar" area />
              <Text label={t('editor.fullEn')} value={form.fullDescription} onChange={text('fullDescription')} max={20000} dir="ltr" area />
              <Text label={t('editor.fullAr')} value={form.fullDescriptionAr} onChange={text('fullDescriptionAr')} max={20000} dir="rtl" lang="ar" area />
            </div>
          </Section>
          <Section title={t('editor.where')}>
            <div className="c-two">
              <label className="c-field">
                <span>{t('editor.category')}</span>
                <select value={form.categoryId} onChange={text('categoryId')} required>
                  <option value="">{t('editor.chooseCategory')}</option>
                  {tops.map((top) => (
                    <optgroup key={top.id} label={label(top)}>
                      <option value={top.id}>{label(top)}</option>
                      {categories.filter((c) => c.parentId === top.id).map((c) => (
                        <option key={c.id} value={c.id}>{`${label(top)} › ${label(c)}`}</option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </label>
              <label className="c-field">
                <span>{t('editor.brand')}</span>
                <select value={form.manufacturerId} onChange={text('manufacturerId')}>
                  <option value="">{t('editor.noBrand')}</option>
                  {lookups.brands.map((b) => <option key={b.id} value={b.id}>{label(b)}</option>)}
                </select>
              </label>
            </div>
          </Section>
          <Section title={t('editor.priceStock')}>
            <div className="c-two">
              <Text label={t('editor.price')} value={form.price} onChange={text('price')} numeric="decimal" required />
              <Text label={t('editor.discounted')} value={form.discounted} onChange={text('discounted')} numeric="decimal" />
              <Text label={t('editor.stock')} value={form.stock} onChange={text('stock')} numeric="numeric" required />
              <Text label={t('editor.orderMaximum')} value={form.orderMaximum} onChange={text('orderMaximum')} numeric="numeric" />
            </div>
          </Section>
          <Section title={t('editor.variants')}>
            <Chips legend={t('editor.colours')} items={lookups.colours} picked={form.colours} onToggle={(id) => toggle('colours', id)} label={label} swatch />
            <Chips legend={t('editor.sizes')} items={lookups.sizes} picked={form.sizes} onToggle={(id) => toggle('sizes', id)} label={label} />
            <h3>{t('editor.options')}</h3>
            {form.extras.map((x, i) => (
              <div key={x.id ?? `new-${i}`} className="c-subcard">
                <div className="c-two">
                  <label className="c-field">
                    <span>{t('editor.optionAttribute')}</span>
                    <select value={x.attributeId} onChange={(e) => setExtra(i, { attributeId: Number(e.target.value), valueId: nextValue(Number(e.target.value)) })}>
                      {lookups.attributes.map((a) => <option key={a.id} value={a.id}>{label(a)}</option>)}
                    </select>
                  </label>
                  <Text label={t('editor.optionPrice')} value={x.price} onChange={(e) => setExtra(i, { price: e.target.value })} numeric="decimal" suffix={x.priceType === 'percentage' ? '%' : undefined} />
                  <Text label={t('editor.optionEn')} value={x.displayValue} onChange={(e) => setExtra(i, { displayValue: e.target.value })} max={100} dir="ltr" />
                  <Text label={t('editor.optionAr')} value={x.displayValueAr} onChange={(e) => setExtra(i, { displayValueAr: e.target.value })} max={100} dir="rtl" lang="ar" />
                </div>
                <button type="button" className="c-button c-button--quiet" onClick={() => set('extras', form.extras.filter((_, k) => k !== i))}>{t('editor.remove')}</button>
              </div>
            ))}
            {lookups.attributes.length > 0 && (
              <button type="button" className="c-button" onClick={() => {
                const attributeId = lookups.attributes[0]!.id;
                set('extras', [...form.extras, { attributeId, valueId: nextValue(attributeId), displayValue: '', displayValueAr: '', priceType: 'fixed', price: '', isRequired: false }]);
              }}>
                {t('editor.addOption')}
              </button>
            )}
          </Section>
          <Section title={t('editor.personalisation')}>
            <p className="c-muted">{t('editor.personalisationHint')}</p>
            {form.fields.map((x, i) => (
              <fieldset key={i} className="c-subcard">
                <legend>{t('editor.field', { n: i + 1 })}</legend>
                <div className="c-two">
                  <label className="c-field">
                    <span>{t('editor.fieldKind')}</span>
                    <select value={x.kind} onChange={(e) => setField(i, { kind: e.target.value as FieldForm['kind'], maxLength: e.target.value === 'text' ? x.maxLength || '20' : '' })}>
                      <option value="text">{t('editor.fieldText')}</option>
                      <option value="photo">{t('editor.fieldPhoto')}</option>
                    </select>
                  </label>
                  <Text label={t('editor.fieldKey')} value={x.key} onChange={(e) => setField(i, { key: e.target.value })} max={20} dir="ltr" />
                  <Text label={t('editor.fieldLabelEn')} value={x.label} onChange={(e) => setField(i, { label: e.target.value })} max={60} dir="ltr" />
                  <Text label={t('editor.fieldLabelAr')} value={x.labelAr} onChange={(e) => setField(i, { labelAr: e.target.value })} max={60} dir="rtl" lang="ar" />
                  {x.kind === 'text' && <Text label={t('editor.fieldMax')} value={x.maxLength} onChange={(e) => setField(i, { maxLength: e.target.value })} numeric="numeric" />}
                  <label className="c-check">
                    <input type="checkbox" checked={x.isRequired} onChange={(e) => setField(i, { isRequired: e.target.checked })} />
                    <span>{t('editor.fieldRequired')}</span>
                  </label>
                </div>
                <div className="c-four">
                  <Text label={t('editor.fieldX')} value={x.x} onChange={(e) => setField(i, { x: e.target.value })} numeric="decimal" />
                  <Text label={t('editor.fieldY')} value={x.y} onChange={(e) => setField(i, { y: e.target.value })} numeric="decimal" />
                  <Text label={t('editor.fieldW')} value={x.w} onChange={(e) => setField(i, { w: e.target.value })} numeric="decimal" />
                  <Text label={t('editor.fieldH')} value={x.h} onChange={(e) => setField(i, { h: e.target.value })} numeric="decimal" />
                  <Text label={t('editor.fieldPrintW')} value={x.printWidthMm} onChange={(e) => setField(i, { printWidthMm: e.target.value })} numeric="decimal" />
                  <Text label={t('editor.fieldPrintH')} value={x.printHeightMm} onChange={(e) => setField(i, { printHeightMm: e.target.value })} numeric="decimal" />
                  <label className="c-field">
                    <span>{t('editor.fieldFont')}</span>
                    <select value={x.font} onChange={(e) => setField(i, { font: e.target.value as FieldForm['font'] })}>
                      <option value="sans">{t('editor.fontSans')}</option>
                      <option value="serif">{t('editor.fontSerif')}</option>
                    </select>
                  </label>
                  <label className="c-field">
                    <span>{t(x.kind === 'text' && form.colours.length > 0 ? 'editor.fieldInkOther' : 'editor.fieldColor')}</span>
                    <input type="color" value={x.color} onChange={(e) => setField(i, { color: e.target.value.toUpperCase() })} />
                  </label>
                </div>
                {/* The text's ink on each of the product's colours (docs/shop-rules.md P1): one that reads on it. */}
                {x.kind === 'text' && form.colours.length > 0 && (
                  <div className="c-four">
                    {form.colours.map((id) => {
                      const colour = lookups.colours.find((c) => c.id === id);
                      return colour && (
                        <label key={id} className="c-field">
                          <span>{t('editor.fieldInkOn', { colour: label(colour) })}</span>
                          <input type="color" value={(x.inks?.[String(id)] ?? x.color).toLowerCase()}
                            onChange={(e) => setField(i, { inks: { ...x.inks, [String(id)]: e.target.value.toUpperCase() } })} />
                        </label>
                      );
                    })}
                  </div>
                )}
                <button type="button" className="c-button c-button--quiet" onClick={() => set('fields', form.fields.filter((_, k) => k !== i))}>{t('editor.remove')}</button>
              </fieldset>
            ))}
            {form.fields.length < 10 && (
              <button type="button" className="c-button" onClick={() => set('fields', [...form.fields, {
                key: `line${form.fields.length + 1}`, kind: 'text', label: '', labelAr: '', isRequired: false, maxLength: '20',
                x: '30', y: '60', w: '40', h: '8', font: 'sans', color: '#2B1A28', printWidthMm: '80', printHeightMm: '18',
              }])}>
                {t('editor.addField')}
              </button>
            )}
          </Section>
        </div>
        <div className="c-editor__side">
          {product ? <ProductPhotos product={product} version={product.version} onChanged={mediaChanged} /> : (
            <div className="c-card"><h2>{t('editor.photos')}</h2><p className="c-muted">{t('editor.saveFirst')}</p></div>
          )}
          <Section title={t('editor.shipping')}>
            <label className="c-check">
              <input type="checkbox" checked={form.isDigital} onChange={(e) => set('isDigital', e.target.checked)} />
              <span>{t('editor.isDigital')}</span>
            </label>
            {form.isDigital ? (
              product ? <DigitalFile product={product} version={product.version} onChanged={mediaChanged} /> : <p className="c-muted">{t('editor.saveFirst')}</p>
            ) : (
              <>
                <label className="c-check">
                  <input type="checkbox" checked={form.isShippingFree} onChange={(e) => set('isShippingFree', e.target.checked)} />
                  <span>{t('editor.shippingFree')}</span>
                </label>
                <div className="c-two">
                  {!form.isShippingFree && <Text label={t('editor.shippingCharges')} value={form.shippingCharges} onChange={text('shippingCharges')} numeric="decimal" />}
                  <Text label={t('editor.shippingDays')} value={form.shippingDays} onChange={text('shippingDays')} numeric="numeric" />
                </div>
              </>
            )}
          </Section>
          <Section title={t('editor.tags')}>
            <Chips legend={t('editor.tags')} items={lookups.tags} picked={form.tagIds} onToggle={(id) => toggle('tagIds', id)} label={label} hideLegend />
          </Section>
          <div className="c-savebar">
            {conflict && (
              <div className="c-problem" role="alert">
                <p>{t('editor.conflict')}</p>
                <button type="button" className="c-button c-button--quiet" onClick={() => void reload()}>{t('editor.reload')}</button>
              </div>
            )}
            <FormProblem text={problem} />
            <label className="c-check c-publish">
              <input type="checkbox" checked={form.isPublished} onChange={(e) => set('isPublished', e.target.checked)} />
              <span>{t('editor.publish')}</span>
            </label>
            <button type="submit" className="c-button c-button--primary c-button--block" disabled={save.isPending}>
              {save.isPending ? t('editor.saving') : t('editor.save')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}

function Text(props: {
  label: string; value: string; onChange: (e: { target: { value: string } }) => void; max?: number; dir?: 'ltr' | 'rtl'; lang?: string;
  area?: boolean; numeric?: 'decimal' | 'numeric'; required?: boolean; suffix?: string;
}) {
  const common = { value: props.value, onChange: props.onChange, maxLength: props.max, dir: props.numeric ? 'ltr' : props.dir, lang: props.lang, required: props.required };
  return (
    <label className={`c-field${props.area ? ' c-field--wide' : ''}`}>
      <span>{props.label}{props.suffix ? ` (${props.suffix})` : ''}</span>
      {props.area ? <textarea rows={3} {...common} /> : <input inputMode={props.numeric} autoComplete="off" {...common} />}
    </label>
  );
}

function Chips(props: {
  legend: string; items: { id: number; name: string; nameAr: string; hex?: string }[]; picked: number[]; onToggle: (id: number) => void;
  label: (x: { name: string; nameAr: string }) => string; swatch?: boolean; hideLegend?: boolean;
}) {
  return (
    <fieldset className="c-choices">
      <legend className={props.hideLegend ? 'c-visually-hidden' : undefined}>{props.legend}</legend>
      {props.items.map((x) => (
        <label key={x.id} className="c-choice">
          <input type="checkbox" checked={props.picked.includes(x.id)} onChange={() => props.onToggle(x.id)} />
          {props.swatch && x.hex && <span className="c-swatch" style={{ background: x.hex }} aria-hidden="true" />}
          <span>{props.label(x)}</span>
        </label>
      ))}
    </fieldset>
  );
}
