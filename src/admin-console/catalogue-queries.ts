// The catalogue's reads in the console (products, one product, categories, what a product
// refers to) and its uploads: photos and a product's file go straight to the network (they
// are never queued: a photo of megabytes does not wait in localStorage).
import { queryOptions } from '@tanstack/react-query';
import type { PersonalisationFieldBody } from '../../contract/admin-catalogue.ts';
import type { ProductOption } from '../../contract/admin.ts';
import type { PictureAnswer, PictureFor } from '../../contract/admin-shop.ts';
import { consoleGet, consoleUpload } from './console-api.ts';
import { consoleKeys } from './console-queries.ts';

export interface ProductRow {
  id: number; name: string; nameAr: string; pricePaise: number; discountedPricePaise: number | null; stock: number; isPublished: boolean; categoryId: number; version: number;
  /** The first photo, or null. */
  photoUrl: string | null;
}

export interface Product {
  id: number; name: string; nameAr: string; shortDescription: string; shortDescriptionAr: string; fullDescription: string; fullDescriptionAr: string;
  categoryId: number; manufacturerId: number | null; pricePaise: number; discountedPricePaise: number | null; stock: number; orderMaximum: number;
  isDigital: boolean; isPublished: boolean; isShippingFree: boolean; shippingChargesPaise: number; estimatedShippingDays: number; version: number;
  tagIds: number[];
  options: (ProductOption & { id: number })[];
  photos: { id: number; url: string; colorId: number | null }[];
  digitalFile: { fileName: string; contentType: string; size: number } | null;
  personalisation: PersonalisationFieldBody[];
}

export interface Category { id: number; parentId: number | null; name: string; nameAr: string; imageUrl: string | null; isPopular: boolean; sortOrder: number; products: number }

export interface Named { id: number; name: string; nameAr: string }
export interface Lookups { brands: Named[]; colours: (Named & { hex: string })[]; sizes: Named[]; attributes: Named[]; tags: Named[] }

export const PRODUCTS_PAGE_SIZE = 30;

export const catalogueKeys = {
  all: () => [...consoleKeys.all, 'catalogue'] as const,
  products: (q: string, pages: number) => [...catalogueKeys.all(), 'products', q, pages] as const,
  product: (id: number) => [...catalogueKeys.all(), 'product', id] as const,
  categories: () => [...catalogueKeys.all(), 'categories'] as const,
  lookups: () => [...catalogueKeys.all(), 'lookups'] as const,
};

export const productsQuery = (q: string, pages: number) => queryOptions({
  queryKey: catalogueKeys.products(q, pages),
  queryFn: () => consoleGet<{ products: ProductRow[]; total: number }>('products', { q, page: 1, pageSize: PRODUCTS_PAGE_SIZE * pages }),
});

export const productQuery = (id: number) => queryOptions({
  queryKey: catalogueKeys.product(id),
  queryFn: async () => (await consoleGet<{ product: Product }>(`products/${id}`)).product,
});

export const categoriesQuery = () => queryOptions({
  queryKey: catalogueKeys.categories(),
  queryFn: async () => (await consoleGet<{ categories: Category[] }>('categories')).categories,
});

export const lookupsQuery = () => queryOptions({ queryKey: catalogueKeys.lookups(), queryFn: () => consoleGet<Lookups>('catalogue-lookups'), staleTime: 5 * 60_000 });

/** A product's photo or file, sent as multipart (console-api.ts: kept once); the product as the server answers it. */
export async function uploadToProduct(path: string, field: string, file: Blob, fileName: string, method: 'post' | 'put'): Promise<Product> {
  return (await consoleUpload<{ product: Product }>(path, field, file, fileName, method)).product;
}

/** A banner's, campaign's or category's picture from the phone; the URL its picture field takes. */
export async function uploadPicture(kind: PictureFor, file: Blob, fileName: string): Promise<string> {
  return (await consoleUpload<PictureAnswer>(`pictures?kind=${kind}`, 'photo', file, fileName, 'post')).picture.url;
}
