// The product card of Home and the listing (docs/rules.md R3): image, name cut to 45,
// price with the discounted price, rating or "No reviews yet", and a link to the detail.
import { Link } from '@tanstack/react-router';
import type { LangCode, ProductListItem } from '../../../contract/models.ts';
import { TRUNCATE, categorySlug, nameSlug, truncate } from '../../../contract/shop-rules.ts';
import { useT } from '../../i18n/use-t.ts';
import { CardImage } from './card-image.tsx';
import { Price } from './price.tsx';
import { Rating } from './rating.tsx';

export function productLinkParams(p: Pick<ProductListItem, 'ProductId' | 'ProductName' | 'CategoryName'>, lang: LangCode) {
  return {
    lang,
    productId: p.ProductId,
    category: categorySlug(p.CategoryName || 'shop') || 'shop',
    slug: nameSlug(p.ProductName),
  };
}

export interface ProductCardProps {
  product: ProductListItem;
  lang: LangCode;
  /** Images above the fold load eagerly; the rest lazily. */
  eager?: boolean;
  /** Replace the history entry (related products, docs/rules.md R2). */
  replace?: boolean;
}

export function ProductCard({ product: p, lang, eager = false, replace = false }: ProductCardProps) {
  const t = useT();
  const image = p.ProductImagesJson?.[0]?.AttachmentURL;
  const discounted = p.DiscountedPrice !== null && p.DiscountedPrice < p.Price;
  const percent = discounted ? Math.round((1 - (p.DiscountedPrice as number) / p.Price) * 100) : 0;
  return (
    <article className="product-card">
      <div className="product-card__media">
        <CardImage src={image} eager={eager} />
      </div>
      {p.StockQuantity === 0 ? (
        <span className="product-card__badge product-card__badge--muted">{t('product.outOfStock')}</span>
      ) : discounted ? (
        <span className="product-card__badge">{t('product.off', { percent })}</span>
      ) : null}
      <div className="product-card__body">
        <span className="product-card__category">{truncate(p.CategoryName ?? '', TRUNCATE.categoryName)}</span>
        <h3 className="product-card__name">
          <Link to="/$lang/product-detail/$productId/$category/$slug" params={productLinkParams(p, lang)} replace={replace} title={p.ProductName}>
            {truncate(p.ProductName, TRUNCATE.listName)}
          </Link>
        </h3>
        <Price price={p.Price} discounted={p.DiscountedPrice} />
        <Rating rating={p.Rating} count={p.TotalReviews} />
      </div>
    </article>
  );
}

export function ProductGridSkeleton({ count = 8, className = 'product-grid' }: { count?: number; className?: string }) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => <li key={i} className="skeleton skeleton--card" />)}
    </ul>
  );
}
