// Product detail queries (docs/rules.md R7): detail, options, reviews, related products;
// and the one write of the page, a review.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LangCode } from '../../../contract/models.ts';
import { RELATED_SIZE } from '../../../contract/shop-rules.ts';
import { queryApi } from '../../lib/api-client.ts';
import { mutateApi } from '../../lib/mutate-api.ts';

export const productKeys = {
  all: ['product'] as const,
  part: (part: string, productId: number, lang: LangCode) => [...productKeys.all, productId, part, lang] as const,
};

export const productDetailQuery = (productId: number, lang: LangCode) =>
  queryOptions({
    queryKey: productKeys.part('detail', productId, lang),
    queryFn: async () => (await queryApi('GET_PRODUCT_DETAIL', { ProductId: productId }, lang))[0] ?? null,
    enabled: productId > 0,
  });

export const productOptionsQuery = (productId: number, lang: LangCode) =>
  queryOptions({
    queryKey: productKeys.part('options', productId, lang),
    queryFn: () => queryApi('GET_PRODUCT_ALL_ATTRIBUTES_BY_ID', { ProductId: productId }, lang),
    enabled: productId > 0,
  });

export const productReviewsQuery = (productId: number, lang: LangCode) =>
  queryOptions({
    queryKey: productKeys.part('reviews', productId, lang),
    queryFn: () => queryApi('GET_PRODUCT_REVIEWS', { ProductId: productId }, lang),
    enabled: productId > 0,
    // Always asked again when shown: a persisted list may predate the shopper's own review.
    staleTime: 0,
  });

export const relatedProductsQuery = (productId: number, lang: LangCode) =>
  queryOptions({
    queryKey: productKeys.part('related', productId, lang),
    queryFn: () => queryApi('GET_RELATED_PRODUCTS_LIST', { ProductId: productId, PageNo: 1, PageSize: RELATED_SIZE }, lang),
    enabled: productId > 0,
  });

export interface ReviewFields { ReviewerName: string; ReviewerEmail: string; ReviewTitle: string; ReviewBody: string; ReviewRating: number }

/**
 * INSERT_PRODUCT_REVIEW; offline the service worker queues it ('queued'). A stored review
 * refreshes the product's reads (its list and its rating).
 */
export function useSendReview(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: ReviewFields) => mutateApi('INSERT_PRODUCT_REVIEW', { ...fields, ProductId: productId }),
    onSuccess: (r) => {
      if (r.kind === 'ok') void client.invalidateQueries({ queryKey: [...productKeys.all, productId] });
    },
  });
}
