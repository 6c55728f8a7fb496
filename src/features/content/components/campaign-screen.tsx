// Campaign (docs/rules.md R2): main title, discount title, body and cover picture; then the
// dates it runs, its products (those the owner picked by hand, all of them, in the owner's
// order; else the first of its category or tag) and "Shop now" to the listing, so the page
// never ends without a way on.
import { Link, useParams } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Campaign, LangCode, ProductListItem } from '../../../../contract/models.ts';
import { IMAGE_SIZES } from '../../../../contract/images.ts';
import { pictureView } from '../../../../contract/markup.ts';
import { h } from '../../../components/ui/markup.ts';
import { LABEL_ENTITY, categorySlug } from '../../../../contract/shop-rules.ts';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { categoryEnglishName } from '../../../lib/category-names.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ProductCard, ProductGridSkeleton } from '../../../components/ui/product-card.tsx';
import { ArrowEndIcon } from '../../../components/ui/icons.tsx';
import { CAMPAIGN_PRODUCTS, campaignListing, campaignProductsQuery, campaignQuery, namesProducts } from '../content-api.ts';
import { categoriesQuery } from '../../../lib/category-queries.ts';

/** A campaign date (YYYY-MM-DD) in full, in the page's language, Latin digits (docs/rules.md R12.1). */
function fullDate(day: string, lang: LangCode): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
}

function CampaignDates({ campaign: c, lang }: { campaign: Campaign; lang: LangCode }) {
  const t = useT();
  const today = new Date().toISOString().slice(0, 10);
  const from = c.StartsOn ? fullDate(c.StartsOn, lang) : '';
  const to = c.EndsOn ? fullDate(c.EndsOn, lang) : '';
  let text = '';
  if (c.EndsOn && c.EndsOn < today) text = t('campaign.ended', { to });
  else if (from && to) text = t('campaign.runs', { from, to });
  else if (to) text = t('campaign.endsOn', { to });
  else if (from) text = t('campaign.startsOn', { from });
  return text ? <p className="campaign-dates">{text}</p> : null;
}

function ProductGrid({ products, lang }: { products: readonly ProductListItem[]; lang: LangCode }) {
  return (
    <ul className="product-grid">
      {products.map((p) => <li key={p.ProductId}><ProductCard product={p} lang={lang} /></li>)}
    </ul>
  );
}

function CampaignProducts({ campaign, lang }: { campaign: Campaign; lang: LangCode }) {
  const t = useT();
  const picked = campaign.Products ?? [];
  const products = useQuery({ ...campaignProductsQuery(campaign, lang), enabled: picked.length === 0 && namesProducts(campaign) });
  const categories = useQuery(categoriesQuery(lang));
  const { categoryId, search } = campaignListing(campaign);
  const category = categories.data?.find((c) => c.CategoryID === categoryId);
  const slug = categoryId > 0 ? (category ? categorySlug(categoryEnglishName(category)) : 'category') : 'all-categories';
  const named = namesProducts(campaign);
  return (
    <>
      {(picked.length > 0 || named) && (
        <section className="section" aria-labelledby="campaign-products">
          <div className="section-head"><h2 id="campaign-products">{t('campaign.products')}</h2></div>
          {picked.length > 0 ? <ProductGrid products={picked} lang={lang} /> : (
            <QueryState query={products} skeleton={<ProductGridSkeleton count={4} />}>
              <ProductGrid products={(products.data ?? []).slice(0, CAMPAIGN_PRODUCTS)} lang={lang} />
            </QueryState>
          )}
        </section>
      )}
      <p className="campaign-shop">
        <Link className="btn btn--primary" to="/$lang/all-products/$categoryId/$slug" params={{ lang, categoryId, slug }} search={search}>
          {t('campaign.shopNow')} <ArrowEndIcon size={16} />
        </Link>
      </p>
    </>
  );
}

function CampaignPage() {
  const t = useT();
  const lang = useLang();
  const { campaignId } = useParams({ from: '/$lang/campaign/$campaignId/$title' });
  const query = useQuery(campaignQuery(campaignId, lang));
  const campaign: Campaign | undefined = Array.isArray(query.data) ? query.data[0] : query.data;
  const failedNotFound = query.isError || (query.isSuccess && !campaign) || campaignId <= 0;
  return (
    <>
      <PageTitleBar title={campaign?.MainTitle ?? t('lbl_campaign_title')} />
      <div className="container section">
        {failedNotFound ? (
          <p className="notice">{t('campaign.notFound')}</p>
        ) : (
          <QueryState query={query}>
            {campaign && (
              <>
                <article className="campaign-hero">
                  {pictureView(h, campaign.CoverPictureUrl, IMAGE_SIZES.banner, { alt: '', width: 1200, height: 400 })}
                  <h2 className="campaign-discount">{campaign.DiscountTitle}</h2>
                  <CampaignDates campaign={campaign} lang={lang} />
                  <div className="prose"><p>{campaign.Body}</p></div>
                </article>
                <CampaignProducts campaign={campaign} lang={lang} />
              </>
            )}
          </QueryState>
        )}
      </div>
    </>
  );
}

export function CampaignScreen() {
  return <LabelScope entity={LABEL_ENTITY.Campaign}><CampaignPage /></LabelScope>;
}
