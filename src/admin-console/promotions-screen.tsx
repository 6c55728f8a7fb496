// Campaigns and banners (catalogue): bilingual texts, a picture from the phone (picture-field.tsx),
// the dates a campaign runs and its products (a category and/or a tag, or products picked by
// hand and put in order: docs/decisions/0018-campaigns-lead-to-products.md), published or not.
// Each edit carries the version it was made on; the shop shows it at once.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { enqueueSnackbar } from 'notistack';
import type { Banner, BannerFields, Campaign, CampaignFields, CampaignProduct } from '../../contract/admin-shop.ts';
import { consoleWrite, type ConsoleApiError } from './console-api.ts';
import { errorText, FormProblem, Loading, QueryProblem } from './console-error.tsx';
import { bannersQuery, campaignChoicesQuery, campaignsQuery, shopKeys, type Choice } from './shop-queries.ts';
import { useConsoleLang } from './use-console-lang.ts';
import { useConsoleT } from './use-console-t.ts';
import type { ConsoleMessageId } from './messages-en.ts';
import { CatalogueTabs } from './catalogue-tabs.tsx';
import { BilingualFields as Pair } from './bilingual-fields.tsx';
import { PictureField } from './picture-field.tsx';
import { consolePicture } from './product-media.tsx';
import { CampaignProductPicker } from './campaign-products.tsx';

type Kind = 'campaigns' | 'banners';

/** Saves a new record (POST) or an edit of one (PUT with its version); a 409 reloads the list. */
function useSave<T>(kind: Kind, onSaved: () => void) {
  const t = useConsoleT();
  const queryClient = useQueryClient();
  const key = kind === 'campaigns' ? shopKeys.campaigns() : shopKeys.banners();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: T }) =>
      consoleWrite(id ? `${kind}/${id}` : kind, body, { method: id ? 'put' : 'post', idempotencyKey: crypto.randomUUID() }),
    onSuccess: () => {
      enqueueSnackbar(t('promo.saved'), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: key });
      onSaved();
    },
    onError: (err) => {
      const e = err as ConsoleApiError;
      if (e.status === 409 && e.code === 'VERSION_CONFLICT') {
        enqueueSnackbar(t('shop.conflict'), { variant: 'error', persist: true });
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/** A labelled control. A select is named by its label alone (`labelId`): wrapped in the label, its chosen option would join its name. */
function Field({ label, labelId, children }: { label: string; labelId?: string; children: ReactNode }) {
  return (
    <label className="c-field">
      <span id={labelId}>{label}</span>
      {children}
    </label>
  );
}

function PublishedBadge({ published }: { published: boolean }) {
  const t = useConsoleT();
  return <span className={published ? 'c-badge' : 'c-badge c-badge--warn'}>{t(published ? 'promo.published' : 'promo.unpublished')}</span>;
}

/** A list of campaigns or banners, each a card, and the form of a new one under it. */
function PromoScreen<T extends { id: number }>({ kind, list, texts, card, form }: {
  kind: Kind;
  list: UseQueryResult<T[]>;
  texts: Record<'title' | 'lead' | 'none' | 'add', ConsoleMessageId>;
  card: (item: T) => ReactNode;
  form: ReactNode;
}) {
  const t = useConsoleT();
  const lang = useConsoleLang();
  return (
    <section aria-labelledby={`${kind}-title`} className="c-screen">
      <CatalogueTabs lang={lang} />
      <h1 id={`${kind}-title`}>{t(texts.title)}</h1>
      <p className="c-muted">{t(texts.lead)}</p>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <QueryProblem error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="c-muted">{t(texts.none)}</p>
      ) : (
        <ul className="c-stack">{list.data.map(card)}</ul>
      )}
      <details className="c-card">
        <summary>{t(texts.add)}</summary>
        {form}
      </details>
    </section>
  );
}

/** Publish or unpublish (an edit with the record's version), and the record's form behind Edit. */
function PromoActions<T extends { id: number; version: number; isPublished: boolean }>({ kind, record, form }: { kind: Kind; record: T; form: ReactNode }) {
  const t = useConsoleT();
  const toggle = useSave<Omit<T, 'id' | 'version'> & { version: number }>(kind, () => undefined);
  return (
    <>
      <div className="c-actions">
        <button type="button" className="c-button" disabled={toggle.isPending}
          onClick={() => toggle.mutate({ id: record.id, body: { ...fieldsOf(record), isPublished: !record.isPublished, version: record.version } })}>
          {t(record.isPublished ? 'promo.unpublish' : 'promo.publish')}
        </button>
      </div>
      {toggle.isError && <FormProblem text={errorText(t, toggle.error)} />}
      <details>
        <summary>{t('promo.edit')}</summary>
        {form}
      </details>
    </>
  );
}

/** A campaign's or banner's form: its fields, the texts it needs, and saving it (a new one is emptied after); `toBody` makes the body of what the form holds. */
function usePromoForm<F, B = F>(kind: Kind, initial: F, empty: F, id: number | undefined, version: number | undefined, required: (f: F) => string[], toBody: (f: F) => B = (f) => f as unknown as B) {
  const t = useConsoleT();
  const [f, setF] = useState(initial);
  const [missing, setMissing] = useState(false);
  const save = useSave<B | (B & { version: number })>(kind, () => { if (!id) setF(empty); });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(required(f).some((v) => !v.trim()));
    if (required(f).some((v) => !v.trim())) return;
    save.mutate({ id, body: version ? { ...toBody(f), version } : toBody(f) });
  };
  const problem = missing ? t('promo.required') : save.isError ? errorText(t, save.error) : null;
  return { f, setF, submit, problem, save };
}

// ---- campaigns --------------------------------------------------------------------------

/** A campaign's form holds its hand-picked products whole (names and photos to show); the body sends their ids. */
type CampaignForm = Omit<CampaignFields, 'productIds'> & { products: CampaignProduct[] };

const NEW_CAMPAIGN: CampaignForm = {
  mainTitle: '', mainTitleAr: '', discountTitle: '', discountTitleAr: '', body: '', bodyAr: '', coverPictureUrl: '',
  startsOn: null, endsOn: null, categoryId: null, tagId: null, sortOrder: 0, isPublished: true, products: [],
};

const campaignBody = ({ products, ...f }: CampaignForm): CampaignFields => ({ ...f, productIds: products.map((p) => p.id) });
const campaignForm = ({ productIds: _ids, ...c }: Omit<Campaign, 'id' | 'version'>): CampaignForm => c;

/** A record's editable fields: all but its id and version. */
function fieldsOf<T extends { id: number; version: number }>(record: T): Omit<T, 'id' | 'version'> {
  const { id: _id, version: _version, ...fields } = record;
  return fields;
}

export function CampaignsScreen() {
  const list = useQuery(campaignsQuery());
  return (
    <PromoScreen kind="campaigns" list={list} texts={{ title: 'campaigns.title', lead: 'campaigns.lead', none: 'campaigns.none', add: 'campaigns.add' }}
      card={(c) => <CampaignCard key={c.id} campaign={c} />} form={<CampaignEditor initial={NEW_CAMPAIGN} />} />
  );
}

function CampaignCard({ campaign: c }: { campaign: Campaign }) {
  const t = useConsoleT();
  const lang = useConsoleLang();
  const intl = useIntl();
  const choices = useQuery(campaignChoicesQuery());
  const date = (d: string | null) => (d ? intl.formatDate(`${d}T00:00:00`, { dateStyle: 'medium' }) : t('campaigns.open'));
  const name = (list: Choice[] | undefined, id: number | null) => {
    const found = list?.find((x) => x.id === id);
    return found ? (lang === 'ar' ? found.nameAr || found.name : found.name) : null;
  };
  const scope = c.products.length > 0 ? t('campaigns.pickedCount', { count: c.products.length })
    : [name(choices.data?.categories, c.categoryId), name(choices.data?.tags, c.tagId)].filter(Boolean).join(' · ') || t('campaigns.any');
  const title = lang === 'ar' ? c.mainTitleAr : c.mainTitle;
  return (
    <li className="c-card">
      <article aria-label={title}>
        <p className="c-line__head">
          <strong dir="auto">{title}</strong>
          <PublishedBadge published={c.isPublished} />
        </p>
        <p dir="auto">{lang === 'ar' ? c.discountTitleAr : c.discountTitle}</p>
        <p className="c-muted">{t('campaigns.dates', { from: date(c.startsOn), to: date(c.endsOn) })} · {t('campaigns.products')}: {scope}</p>
        <PromoActions kind="campaigns" record={c} form={<CampaignEditor key={c.version} initial={campaignForm(fieldsOf(c))} id={c.id} version={c.version} />} />
      </article>
    </li>
  );
}

function CampaignEditor({ initial, id, version }: { initial: CampaignForm; id?: number; version?: number }) {
  const t = useConsoleT();
  const lang = useConsoleLang();
  const choices = useQuery(campaignChoicesQuery());
  const { f, setF, submit, problem, save } = usePromoForm('campaigns', initial, NEW_CAMPAIGN, id, version,
    (x) => [x.mainTitle, x.mainTitleAr, x.discountTitle, x.discountTitleAr, x.body, x.bodyAr, x.coverPictureUrl], campaignBody);
  const set = <K extends keyof CampaignForm>(k: K) => (v: CampaignForm[K]) => setF((x) => ({ ...x, [k]: v }));
  const text = (k: 'mainTitle' | 'mainTitleAr' | 'discountTitle' | 'discountTitleAr' | 'body' | 'bodyAr') => (v: string) => set(k)(v);
  const label = (c: Choice) => (lang === 'ar' ? c.nameAr || c.name : c.name);
  const uid = useId();
  return (
    <form onSubmit={submit} noValidate className="c-promo-form">
      <FormProblem text={problem} />
      <Pair t={t} label={t('campaigns.mainTitle')} en={f.mainTitle} ar={f.mainTitleAr} onEn={text('mainTitle')} onAr={text('mainTitleAr')} max={100} />
      <Pair t={t} label={t('campaigns.discountTitle')} en={f.discountTitle} ar={f.discountTitleAr} onEn={text('discountTitle')} onAr={text('discountTitleAr')} max={100} />
      <Pair t={t} label={t('campaigns.body')} en={f.body} ar={f.bodyAr} onEn={text('body')} onAr={text('bodyAr')} max={2000} multiline />
      <PictureField kind="campaign" label={t('picture.campaign')} value={f.coverPictureUrl} onChange={(url) => set('coverPictureUrl')(url ?? '')} />
      <div className="c-inline-form">
        <Field label={t('campaigns.startsOn')}>
          <input type="date" value={f.startsOn ?? ''} onChange={(e) => set('startsOn')(e.target.value || null)} />
        </Field>
        <Field label={t('campaigns.endsOn')}>
          <input type="date" value={f.endsOn ?? ''} onChange={(e) => set('endsOn')(e.target.value || null)} />
        </Field>
      </div>
      <div className="c-inline-form">
        <Field label={t('campaigns.category')} labelId={`${uid}-category`}>
          <select aria-labelledby={`${uid}-category`} value={f.categoryId ?? ''} onChange={(e) => set('categoryId')(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('campaigns.any')}</option>
            {choices.data?.categories.map((c) => <option key={c.id} value={c.id}>{c.parentId ? `— ${label(c)}` : label(c)}</option>)}
          </select>
        </Field>
        <Field label={t('campaigns.tag')} labelId={`${uid}-tag`}>
          <select aria-labelledby={`${uid}-tag`} value={f.tagId ?? ''} onChange={(e) => set('tagId')(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('campaigns.any')}</option>
            {choices.data?.tags.map((c) => <option key={c.id} value={c.id}>{label(c)}</option>)}
          </select>
        </Field>
        <Field label={t('promo.order')}>
          <input dir="ltr" inputMode="numeric" value={String(f.sortOrder)} onChange={(e) => set('sortOrder')(Number(e.target.value.replace(/\D/g, '').slice(0, 5)) || 0)} />
        </Field>
      </div>
      <CampaignProductPicker products={f.products} onChange={set('products')} />
      <button type="submit" className="c-button c-button--primary c-button--block" disabled={save.isPending}>{t(id ? 'promo.save' : 'promo.create')}</button>
    </form>
  );
}

// ---- banners ----------------------------------------------------------------------------

const NEW_BANNER: BannerFields = {
  imageUrl: '', topTitle: '', topTitleAr: '', mainTitle: '', mainTitleAr: '', bottomTitle: '', bottomTitleAr: '',
  leftButtonText: '', leftButtonTextAr: '', leftButtonUrl: '', rightButtonText: '', rightButtonTextAr: '', rightButtonUrl: '', sortOrder: 0, isPublished: true,
};

export function BannersScreen() {
  const list = useQuery(bannersQuery());
  return (
    <PromoScreen kind="banners" list={list} texts={{ title: 'banners.title', lead: 'banners.lead', none: 'banners.none', add: 'banners.add' }}
      card={(b) => <BannerCard key={b.id} banner={b} />} form={<BannerForm initial={NEW_BANNER} />} />
  );
}

function BannerCard({ banner: b }: { banner: Banner }) {
  const lang = useConsoleLang();
  const title = lang === 'ar' ? b.mainTitleAr : b.mainTitle;
  return (
    <li className="c-card">
      <article aria-label={title} className="c-promo">
        <img className="c-promo__picture" src={consolePicture(b.imageUrl, 96)} alt="" width={96} height={36} loading="lazy" />
        <div className="c-promo__text">
          <p className="c-line__head">
            <strong dir="auto">{title}</strong>
            <PublishedBadge published={b.isPublished} />
          </p>
          <p className="c-muted" dir="auto">{lang === 'ar' ? b.topTitleAr : b.topTitle}</p>
        </div>
      </article>
      <PromoActions kind="banners" record={b} form={<BannerForm key={b.version} initial={fieldsOf(b)} id={b.id} version={b.version} />} />
    </li>
  );
}

function BannerForm({ initial, id, version }: { initial: BannerFields; id?: number; version?: number }) {
  const t = useConsoleT();
  const { f, setF, submit, problem, save } = usePromoForm('banners', initial, NEW_BANNER, id, version, (x) => [x.mainTitle, x.mainTitleAr, x.imageUrl]);
  const set = (k: keyof BannerFields) => (v: string) => setF((x) => ({ ...x, [k]: v }));
  return (
    <form onSubmit={submit} noValidate className="c-promo-form">
      <FormProblem text={problem} />
      <Pair t={t} label={t('banners.topTitle')} en={f.topTitle} ar={f.topTitleAr} onEn={set('topTitle')} onAr={set('topTitleAr')} max={100} />
      <Pair t={t} label={t('banners.mainTitle')} en={f.mainTitle} ar={f.mainTitleAr} onEn={set('mainTitle')} onAr={set('mainTitleAr')} max={100} />
      <Pair t={t} label={t('banners.bottomTitle')} en={f.bottomTitle} ar={f.bottomTitleAr} onEn={set('bottomTitle')} onAr={set('bottomTitleAr')} max={200} />
      <PictureField kind="banner" label={t('picture.banner')} value={f.imageUrl} onChange={(url) => set('imageUrl')(url ?? '')} />
      <Pair t={t} label={t('banners.button')} en={f.leftButtonText} ar={f.leftButtonTextAr} onEn={set('leftButtonText')} onAr={set('leftButtonTextAr')} max={40} />
      <div className="c-inline-form">
        <Field label={t('banners.buttonUrl')}>
          <input dir="ltr" value={f.leftButtonUrl} maxLength={500} onChange={(e) => set('leftButtonUrl')(e.target.value)} />
        </Field>
        <Field label={t('promo.order')}>
          <input dir="ltr" inputMode="numeric" value={String(f.sortOrder)} onChange={(e) => setF((x) => ({ ...x, sortOrder: Number(e.target.value.replace(/\D/g, '').slice(0, 5)) || 0 }))} />
        </Field>
      </div>
      <button type="submit" className="c-button c-button--primary c-button--block" disabled={save.isPending}>{t(id ? 'promo.save' : 'promo.create')}</button>
    </form>
  );
}
