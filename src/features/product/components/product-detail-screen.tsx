// Product detail (docs/rules.md R2): gallery (a colour narrows it to its images, the full
// set as fallback), name, price of the chosen options, rating, vendor, stock, options and
// the buy box; tabs for description (sanitised HTML), tags, shipping, why buy from us and
// reviews; related products (a related link replaces the history entry); title, meta
// description and keywords, and Product JSON-LD.
import { memo, useDeferredValue, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { IMAGE_SIZES } from '../../../../contract/images.ts';
import { detailView, pictureView, productLink } from '../../../../contract/markup.ts';
import { ATTRIBUTE, type LangCode, type ProductDetail, type ProductListItem, type SelectedAttribute } from '../../../../contract/models.ts';
import { LABEL_ENTITY, SELECTABLE_PAYMENT_METHODS, categorySlug } from '../../../../contract/shop-rules.ts';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatMoney } from '../../../lib/money.ts';
import { h } from '../../../components/ui/markup.ts';
import { paymentMethodsQuery } from '../../../lib/payment-methods-query.ts';
import { categoriesQuery, categoryPath } from '../../../lib/category-queries.ts';
import { categoryEnglishName, categoryName } from '../../../lib/category-names.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';
import { ProductCard } from '../../../components/ui/product-card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { productDetailQuery, productOptionsQuery, relatedProductsQuery } from '../product-api.ts';
import { withSingleChoices } from '../single-choices.ts';
import { BuyBox } from './buy-box.tsx';
import { PersonalisationPreview } from '../../../components/ui/personalisation-preview.tsx';
import { usePersonalisation } from '../personalisation/use-personalisation.ts';
import { ReviewSection } from './review-section.tsx';
import { useStagedReveal } from '../../../lib/use-staged-reveal.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
// product.css: with the shell's stylesheets, loaded by src/main.tsx (not added by this lazy chunk).

type Tab = 'description' | 'info' | 'shipping' | 'why' | 'reviews';

const NO_PRODUCTS: ProductListItem[] = [];

/**
 * Below the fold, and its answer comes after the page is shown: the component gets it as a
 * deferred value, so its 20 cards render as a transition, in slices, instead of in the one
 * synchronous render a query's answer otherwise causes (bench/README.md, Lighthouse).
 */
const RelatedProducts = memo(function RelatedProducts({ products, lang, title }: { products: ProductListItem[]; lang: LangCode; title: string }) {
  if (products.length === 0) return null;
  return (
    <section className="section detail-related" aria-labelledby="related">
      <h2 id="related">{title}</h2>
      {/* A rail: one row that scrolls sideways, not twenty cards stacked down the phone. */}
      <ul className="product-rail">{products.map((r) => <li key={r.ProductId}><ProductCard product={r} lang={lang} replace /></li>)}</ul>
    </section>
  );
});

/** Meta description and keywords, and Product JSON-LD (a data block, allowed by the CSP); the title bar names the tab. */
function usePageMeta(p: ProductDetail | null | undefined) {
  useEffect(() => {
    if (!p) return;
    const meta = (name: string, content: string) => {
      let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
      if (!el) {
        el = document.createElement('meta');
        el.name = name;
        document.head.append(el);
      }
      el.content = content;
    };
    meta('description', p.MetaDescription || p.ShortDescription);
    meta('keywords', p.MetaKeywords);
    const ld = document.createElement('script');
    ld.type = 'application/ld+json';
    ld.textContent = JSON.stringify({
      '@context': 'https://schema.org', '@type': 'Product', name: p.ProductName, description: p.ShortDescription,
      image: p.ProductImagesJson.map((i) => new URL(i.AttachmentURL, location.origin).href), brand: p.ManufacturerName ?? undefined,
      ...(p.Rating !== null && p.TotalReviews > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.Rating, reviewCount: p.TotalReviews } } : {}),
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: p.DiscountedPrice ?? p.Price, availability: p.StockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock' },
    });
    document.head.append(ld);
    return () => ld.remove();
  }, [p]);
}

/**
 * An older address of the product (another category slug, the name in the page's language)
 * moves to its canonical one once the product is known (docs/rules.md R12.1), in place of
 * the history entry: the server answers such an address with a 301, but the service
 * worker answers every navigation with the shell, online or not.
 */
function useCanonicalAddress(p: ProductDetail | null | undefined, lang: LangCode, category: string, slug: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!p?.ProductSlug || !p.CategorySlug) return;
    const canonical = productLink(p, lang);
    if (canonical.category === category && canonical.slug === slug) return;
    void navigate({ to: '/$lang/product-detail/$productId/$category/$slug', params: canonical, replace: true });
  }, [p, lang, category, slug, navigate]);
}

function Detail() {
  const t = useT();
  const intl = useIntl();
  const lang = useLang();
  const { productId, category: categoryParam, slug } = useParams({ from: '/$lang/product-detail/$productId/$category/$slug' });
  const detail = useQuery(productDetailQuery(productId, lang));
  const options = useQuery(productOptionsQuery(productId, lang)).data ?? [];
  const related = useDeferredValue(useQuery(relatedProductsQuery(productId, lang)).data ?? NO_PRODUCTS);
  // Only the methods the checkout offers: an icon of one it cannot take would mislead.
  const payments = (useQuery(paymentMethodsQuery(lang)).data ?? [])
    .filter((m) => SELECTABLE_PAYMENT_METHODS.includes(m.PaymentMethodId));
  const categories = useQuery(categoriesQuery(lang)).data;
  const [chosen, setSelected] = useState<SelectedAttribute[]>([]);
  const [tab, setTab] = useState<Tab>('description');
  const [imageIndex, setImageIndex] = useState(0);
  // Below the fold, after the first commit: the tabs in the second, the related products in
  // the third, so each commit's style, layout and effects are a shorter task
  // (docs/decisions/0032).
  const stage = useStagedReveal(2);
  // In one column (phones, tablets: product.css) the buy box lies below the picture, out of
  // view: it comes with the tabs in the second commit. Its options, fields, counter, buttons
  // and payment icons (about 100 elements) were the first commit's largest part off screen
  // (docs/decisions/0042). Beside the picture (wider screens) it is in view, in the first.
  const oneColumn = useMediaQuery('(max-width: 960px)');
  const p = detail.data;
  const selected = withSingleChoices(chosen, p, options);
  usePageMeta(p);
  useCanonicalAddress(p?.ProductId === productId ? p : null, lang, categoryParam, slug);
  // Another product (a related link): its options start unchosen and its gallery at the
  // first image. Adjusted while rendering, so no frame shows the previous product's choice.
  const [shownId, setShownId] = useState(productId);
  if (shownId !== productId) {
    setShownId(productId);
    setSelected([]);
    setImageIndex(0);
  }
  const personal = usePersonalisation(p?.ProductId ?? 0);
  const galleryColour = useDeferredValue(selected.find((s) => s.ProductAttributeID === ATTRIBUTE.Color)?.PrimaryKeyValue);
  const fields = p?.PersonalisationJson ?? [];

  if (detail.isSuccess && !p) return <><PageTitleBar title={t('detail.notFound')} /><div className="container section"><p className="notice">{t('detail.notFound')}</p></div></>;
  if (detail.isError && detail.error && 'failure' in detail.error && (detail.error as { failure: { status: number } }).failure.status === 404) {
    return <><PageTitleBar title={t('detail.notFound')} /><div className="container section"><p className="notice">{t('detail.notFound')}</p></div></>;
  }

  const colourId = selected.find((s) => s.ProductAttributeID === ATTRIBUTE.Color)?.PrimaryKeyValue;
  const allImages = p?.ProductImagesJson ?? [];
  // A colour's press paints the pressed swatch, its name and its price first; the gallery's
  // pictures for it (new images to fetch, thumbnails to lay out) follow in a render of their
  // own (interaction to next paint, docs/decisions/0026).
  const colourImages = galleryColour ? allImages.filter((i) => i.ColorID === galleryColour) : [];
  const images = colourImages.length ? colourImages : allImages;
  const main = images[Math.min(imageIndex, images.length - 1)];
  const tabs: [Tab, string][] = [
    ['description', t('detail.tab.description')], ['info', t('detail.tab.info')], ['shipping', t('detail.tab.shipping')],
    ['why', t('detail.tab.why')], ['reviews', t('detail.tab.reviews', { count: p?.TotalReviews ?? 0 })],
  ];

  return (
    <>
      {/* Offline and never opened, or failed: the title says so instead of "Loading…" forever. */}
      <PageTitleBar
        title={p?.ProductName ?? (detail.fetchStatus === 'paused' ? t('page.offlineTitle') : detail.isError ? t('page.unavailableTitle') : t('page.loading'))}
        heading={!p}
        trail={p ? categoryPath(categories ?? [], p.CategoryID).map((c) => ({
          key: String(c.CategoryID),
          link: <Link to="/$lang/all-products/$categoryId/$slug" params={{ lang, categoryId: c.CategoryID, slug: categorySlug(categoryEnglishName(c)) }}>{categoryName(c, lang)}</Link>,
        })) : []}
      />
      <div className="container section">
        <QueryState query={detail} skeleton={<div className="skeleton" style={{ blockSize: 480 }} />}>
          {p && (
            <>
              {detailView(h, p.ProductName, {
                image: main?.AttachmentURL,
                overlay: fields.length > 0 && imageIndex === 0 && (
                  <PersonalisationPreview fields={fields} colorId={main?.ColorID ?? colourId} picture={main?.AttachmentURL} values={personal.values} photos={personal.photos} label={t('personal.preview')} />
                ),
                thumbs: images.length > 1 && (
                  <div className="gallery__thumbs">
                    {images.map((img, i) => (
                      <button key={img.AttachmentURL} type="button" aria-pressed={i === imageIndex} aria-label={t('detail.image', { n: i + 1 })} onClick={() => setImageIndex(i)}>
                        {pictureView(h, img.AttachmentURL, IMAGE_SIZES.thumb, { alt: '', width: 80, height: 80, loading: 'lazy', decoding: 'async' })}
                      </button>
                    ))}
                  </div>
                ),
                info: [
                  <Rating key="rating" rating={p.Rating} count={p.TotalReviews} />,
                  <p key="short" className="detail__short">{p.ShortDescription}</p>,
                  <ul key="facts" className="detail__facts">
                    {p.VendorName && <li>{t('detail.vendor', { name: p.VendorName })}</li>}
                    {p.ManufacturerName && <li>{t('detail.brand', { name: p.ManufacturerName })}</li>}
                    <li className={p.StockQuantity > 0 ? 'in-stock' : 'out-of-stock'}>
                      {p.StockQuantity > 0 ? (p.DisplayStockQuantity ? t('detail.inStock', { n: p.StockQuantity }) : t('detail.inStockShort')) : t('product.outOfStock')}
                    </li>
                  </ul>,
                  (!oneColumn || stage > 0) && <BuyBox key="buy" product={p} options={options} lang={lang} selected={selected} onSelect={(s) => { setSelected(s); setImageIndex(0); }} paymentIcons={payments} personal={personal} />,
                ],
              })}
              {stage > 0 && <div className="tabs">
                <div role="tablist" className="tabs__list">
                  {tabs.map(([id, label]) => (
                    <button key={id} id={`tab-${id}`} role="tab" type="button" aria-selected={tab === id} aria-controls={`panel-${id}`} onClick={() => setTab(id)}>{label}</button>
                  ))}
                </div>
                <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tabs__panel">
                  {/* FullDescription is sanitised by the server when stored and again when answered. */}
                  {tab === 'description' && <div className="prose" dangerouslySetInnerHTML={{ __html: p.FullDescription }} />}
                  {tab === 'info' && (
                    <dl className="facts"><dt>{t('detail.tags')}</dt><dd>{p.ProductTagsJson.length ? intl.formatList(p.ProductTagsJson.map((g) => g.TagName), { type: 'unit' }) : '—'}</dd></dl>
                  )}
                  {tab === 'shipping' && (
                    <ul>
                      {p.ProductShipMethodsJson.map((m) => <li key={m.ShippingMethodName}>{m.ShippingMethodName}</li>)}
                      <li>{p.IsShippingFree ? t('detail.freeShipping') : t('detail.shippingCharge', { amount: formatMoney(intl, p.ShippingCharges) })}</li>
                      <li>{t('detail.estimatedDays', { days: p.EstimatedShippingDays })}</li>
                    </ul>
                  )}
                  {tab === 'why' && <ul><li>{t('detail.why1')}</li><li>{t('detail.why2')}</li><li>{t('detail.why3')}</li></ul>}
                  {tab === 'reviews' && <ReviewSection productId={p.ProductId} lang={lang} />}
                </div>
              </div>}
              {stage > 1 && <RelatedProducts products={related} lang={lang} title={t('detail.related')} />}
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

export function ProductDetailScreen() {
  return (
    <LabelScope entity={LABEL_ENTITY.ProductDetail}>
      <Detail />
    </LabelScope>
  );
}
