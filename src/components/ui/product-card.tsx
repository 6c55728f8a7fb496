// The product card of Home and the listing (docs/rules.md R2.9, R2.10): image, name cut to
// 45, price with the discounted price, rating or "No reviews yet", and a link to the detail.
// Its markup is the shared view (contract/markup.ts) the server's first paint uses too.
import { createContext, memo, useContext, type ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { productCardView, productLink } from '../../../contract/markup.ts';
import type { LangCode, ProductListItem } from '../../../contract/models.ts';
import { useT } from '../../i18n/use-t.ts';
import { CardImage } from './card-image.tsx';
import { h } from './markup.ts';
import { Rating } from './rating.tsx';

/**
 * The card's own control over its picture (the wish-list heart), given by the layout: the
 * cart and wish-list store it needs is not part of the first paint (app/layout/use-shop-counts.ts).
 */
export const CardActionContext = createContext<((p: ProductListItem) => ReactElement) | null>(null);

export interface ProductCardProps {
  product: ProductListItem;
  lang: LangCode;
  /** Images above the fold load eagerly; the rest lazily. */
  eager?: boolean;
  /** Replace the history entry (related products, docs/rules.md R2). */
  replace?: boolean;
}

/**
 * Rendered again only when its product (the same object while the query's answer is the same),
 * language or flags change: a filter chosen or a page's own state moving does not re-render a
 * grid of cards (interaction to next paint, bench/README.md).
 */
export const ProductCard = memo(function ProductCard({ product: p, lang, eager = false, replace = false }: ProductCardProps) {
  const t = useT();
  const action = useContext(CardActionContext);
  return productCardView(h, lang, p, {
    action: action?.(p),
    media: <CardImage src={p.ProductImagesJson?.[0]?.AttachmentURL} eager={eager} />,
    link: (text) => (
      <Link to="/$lang/product-detail/$productId/$category/$slug" params={productLink(p, lang)} replace={replace} title={p.ProductName}>
        {text}
      </Link>
    ),
    rating: <Rating rating={p.Rating} count={p.TotalReviews} />,
    words: { now: t('product.priceNow'), was: t('product.priceWas'), outOfStock: t('product.outOfStock'), off: (percent) => t('product.off', { percent }) },
  });
});

export function ProductGridSkeleton({ count = 8, className = 'product-grid' }: { count?: number; className?: string }) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => <li key={i} className="skeleton skeleton--card" />)}
    </ul>
  );
}
