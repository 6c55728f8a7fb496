// Home (docs/rules.md R2): banner carousel, Popular Categories, Recent Products, campaign
// banners, Popular Products and the newsletter block; headings from the labels of
// entity 63 (Home) when the server has them.
import { useDeferredValue } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Campaign, ProductListItem } from '../../../../contract/models.ts';
import { IMAGE_SIZES } from '../../../../contract/images.ts';
import { pictureView } from '../../../../contract/markup.ts';
import { h } from '../../../components/ui/markup.ts';
import { LABEL_ENTITY, TRUNCATE, categorySlug, nameSlug, truncate } from '../../../../contract/shop-rules.ts';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { categoryEnglishName, categoryName } from '../../../lib/category-names.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { MessageId } from '../../../i18n/en.ts';
import { ProductCard, ProductGridSkeleton } from '../../../components/ui/product-card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ArrowEndIcon } from '../../../components/ui/icons.tsx';
import { bannersQuery, campaignsQuery, popularCategoriesQuery, popularProductsQuery, recentProductsQuery } from '../home-api.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { NewsletterBlock } from './newsletter-block.tsx';
import { useStagedReveal, useStagedSlice } from '../../../lib/use-staged-reveal.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

function PopularCategories() {
  const t = useT();
  const lang = useLang();
  const query = useDeferredValue(useQuery(popularCategoriesQuery(lang)));
  return (
    <section className="section container" aria-labelledby="popular-categories">
      <div className="section-head"><h2 id="popular-categories">{t('lbl_home_popular_categories')}</h2></div>
      <QueryState query={query} skeleton={<ProductGridSkeleton count={6} className="category-grid rail" />}>
        <ul className="category-grid rail">
          {(query.data ?? []).map((c) => (
            <li key={c.CategoryID}>
              <Link className="category-box" to="/$lang/all-products/$categoryId/$slug" params={{ lang, categoryId: c.CategoryID, slug: categorySlug(categoryEnglishName(c)) }}>
                {c.AttachmentURL && pictureView(h, c.AttachmentURL, IMAGE_SIZES.category, { alt: '', width: 300, height: 300, loading: 'lazy', decoding: 'async' })}
                <span className="category-box__name">{truncate(categoryName(c, lang), TRUNCATE.categoryBox)}</span>
                <span className="category-box__count">{t('home.products', { count: c.TotalProducts })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}

const NO_PRODUCTS: ProductListItem[] = [];
/** A rail's cards in one commit: the two a phone shows and the next two. */
const RAIL_BATCH = 4;

function ProductBlock({ titleId, slug, products, eager }: { titleId: MessageId; slug: string; products: ReturnType<typeof useQuery<ProductListItem[]>>; eager?: boolean }) {
  const t = useT();
  const lang = useLang();
  const id = `block-${slug}`;
  // When the answer comes, the skeleton stays until its 20 cards have rendered as a
  // transition, in slices, instead of in one synchronous render (bench/README.md, Lighthouse).
  const query = useDeferredValue(products);
  // On phones and tablets a block is a rail (components.css), which grows sideways: its cards
  // come four at a time, a commit apart (docs/decisions/0057). On a desktop it is a grid,
  // whose later rows would move what follows it: all in one commit.
  const rail = useMediaQuery('(max-width: 960px)');
  const cards = useStagedSlice(query.data ?? NO_PRODUCTS, rail ? RAIL_BATCH : Infinity);
  return (
    <section className="section container" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{t(titleId)}</h2>
        <Link to="/$lang/all-products/$categoryId/$slug" params={{ lang, categoryId: 0, slug }}>
          {t('lbl_home_view_all')} <ArrowEndIcon size={16} />
        </Link>
      </div>
      <QueryState query={query} skeleton={<ProductGridSkeleton className="product-grid rail" />}>
        <ul className="product-grid rail">
          {cards.map((p, i) => (
            <li key={p.ProductId}><ProductCard product={p} lang={lang} eager={eager && i < 4} /></li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}

function Campaigns() {
  const t = useT();
  const lang = useLang();
  const query = useDeferredValue(useQuery(campaignsQuery(lang)));
  // Only the offers running today (dates are inclusive; a campaign without dates always runs).
  const today = new Date().toISOString().slice(0, 10);
  const running = (query.data ?? []).filter((c) => !(c.StartsOn && c.StartsOn > today) && !(c.EndsOn && c.EndsOn < today));
  if (!running.length) return null;
  return (
    <section className="section container" aria-labelledby="campaigns">
      <div className="section-head"><h2 id="campaigns">{t('lbl_home_campaigns')}</h2></div>
      <ul className="campaigns rail">
        {running.map((c: Campaign) => (
          <li key={c.CampaignId}>
            <Link className="campaign-card" to="/$lang/campaign/$campaignId/$title" params={{ lang, campaignId: c.CampaignId, title: nameSlug(c.MainTitle) }}>
              {pictureView(h, c.CoverPictureUrl, IMAGE_SIZES.coverCard, { alt: '', width: 1200, height: 400, loading: 'lazy', decoding: 'async' })}
              <div className="campaign-card__text">
                <p className="campaign-card__discount">{truncate(c.DiscountTitle, TRUNCATE.campaignDiscountTitle)}</p>
                <h3>{c.MainTitle}</h3>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Home() {
  const t = useT();
  usePageTitle(t('page.homeTitle'), t('app.name'));
  const lang = useLang();
  const banners = useQuery(bannersQuery(lang));
  const recent = useQuery(recentProductsQuery(lang));
  const popular = useQuery(popularProductsQuery(lang));
  // Banner and categories first; each product block in a commit of its own after it.
  const stage = useStagedReveal(2);
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('app.name')}: {t('app.tagline')}</h1>
      <div className="container">
        <BannerCarousel banners={banners.data ?? []} lang={lang} />
      </div>
      <PopularCategories />
      {stage > 0 && <ProductBlock titleId="lbl_home_recent_products" slug="recent-products" products={recent} eager />}
      {stage > 1 && (
        <>
          <Campaigns />
          <ProductBlock titleId="lbl_home_popular_products" slug="popular-products" products={popular} />
          <div className="container section">
            <LabelScope entity={LABEL_ENTITY.SubscribeNewsLetter}><NewsletterBlock /></LabelScope>
          </div>
        </>
      )}
    </div>
  );
}

export function HomeScreen() {
  return (
    <LabelScope entity={LABEL_ENTITY.Home}>
      <Home />
    </LabelScope>
  );
}
