// The demo products, expanded from product-tables.ts: prices, discounts, stock, colours
// with one image each, sizes, variant options, tags, shipping, reviews. Deterministic
// (seeded generator), so tests compute expectations from PRODUCTS, not from the API.
import { nameSlug } from '../../../contract/shop-rules.ts';
import { categoryById, CATEGORIES } from './categories.ts';
import { COLORS, DISCOUNTS, SIZES, TAG, VARIANT_OPTIONS, type VariantAttributeId } from './lookups.ts';
import { productPhotoUrl } from './media-urls.ts';
import { PRODUCT_TABLES } from './product-tables.ts';
import { REVIEW_TEXTS, REVIEWERS } from './reviews.ts';
import { randomInt, seededRandom } from './seeded-random.ts';

export interface SeedOption {
  attributeId: number; valueId: number; displayValue: string; displayValueAr: string;
  priceType: 1 | 2; additionalPrice: number; isRequired: boolean; sortOrder: number;
}
export interface SeedReview { reviewerName: string; reviewerEmail: string; title: string; body: string; rating: number; daysAgo: number }
export interface SeedImage { url: string; colorId: number | null; sortOrder: number }
export type DigitalKind = 'giftcard' | 'printable' | 'wallpaper';

export interface SeedProduct {
  id: number;
  name: string; nameAr: string;
  shortDescription: string; shortDescriptionAr: string;
  fullDescription: string; fullDescriptionAr: string;
  categoryId: number; manufacturerId: number; vendorName: string;
  price: number; discountId: number | null; discountedPrice: number | null;
  stock: number; displayStockQuantity: boolean; orderMaximumQuantity: number;
  isDigital: boolean; digitalKind: DigitalKind | null; isFeatured: boolean; unitsSold: number;
  isShippingFree: boolean; shippingCharges: number; estimatedShippingDays: number;
  metaTitle: string; metaDescription: string; metaKeywords: string;
  /** created_at is the seed time minus this many hours (spread over eight months). */
  createdHoursAgo: number;
  colorIds: number[]; sizeIds: number[]; tagIds: number[];
  images: SeedImage[]; options: SeedOption[];
  shippingMethods: { name: string; nameAr: string }[];
  reviews: SeedReview[];
  /** Average of the reviews rounded to 2 decimals; null without reviews. */
  rating: number | null;
}

/** Stock 0: the shop shows them as out of stock and refuses them in the cart. */
export const OUT_OF_STOCK = ['Heart Handle Magic Mug', 'Rotating LED Photo Cube', 'Couple Hoodie Set', 'Brass Engraved Name Plate'];
/** A low OrderMaximumQuantity caps the quantity below 10. */
export const LOW_MAXIMUM: Readonly<Record<string, number>> = {
  'Set of Two Photo Mugs': 3, 'Luxury Festive Hamper': 2, 'Birthstone Family Necklace': 2, 'Executive Fountain Pen': 3,
};
const LOW_STOCK: Readonly<Record<string, number>> = { 'Arabic Calligraphy Name Necklace': 3, 'Twelve Month Calendar Collage': 4 };
const ALWAYS_FEATURED = new Set(['Classic White Photo Mug', 'Sterling Silver Name Necklace', '3D Illusion Name Lamp', 'Six Photo Collage Frame']);

const VENDORS = ['Tohfa Gifts Mumbai', 'Rang Crafts Jaipur', 'Shubh Creations Delhi', 'Kavya Designs Bengaluru', 'Noor Handicrafts Lucknow'];
const DIGITAL_KIND: Readonly<Record<number, DigitalKind>> = { 36: 'giftcard', 37: 'printable', 38: 'wallpaper' };

const round2 = (n: number) => Math.round(n * 100 + Number.EPSILON) / 100;
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function pickRating(r: number): 1 | 2 | 3 | 4 | 5 {
  if (r < 0.5) return 5;
  if (r < 0.8) return 4;
  if (r < 0.91) return 3;
  if (r < 0.96) return 2;
  return 1;
}

function buildProducts(): SeedProduct[] {
  const out: SeedProduct[] = [];
  let id = 0;
  for (const table of PRODUCT_TABLES) {
    const category = categoryById(table.categoryId);
    const parent = CATEGORIES.find((c) => c.id === category.parentId)!;
    table.rows.forEach(([name, nameAr, price], index) => {
      id += 1;
      const rand = seededRandom(id * 7919 + 17);
      const digitalKind = DIGITAL_KIND[table.categoryId] ?? null;
      const isDigital = digitalKind !== null;

      const discount = table.categoryId !== 36 ? (rand() < 0.3 ? DISCOUNTS[Math.floor(rand() * DISCOUNTS.length)]! : null) : null;
      const discountedPrice = discount ? round2(price * (1 - discount.percentage / 100)) : null;
      const unitsSold = Math.floor(rand() ** 2 * 1200);
      const stock = OUT_OF_STOCK.includes(name) ? 0 : LOW_STOCK[name] ?? (isDigital ? 1000 : randomInt(rand, 6, 240));
      const orderMaximumQuantity = LOW_MAXIMUM[name] ?? (rand() < 0.1 ? 5 : 0);
      const isFeatured = ALWAYS_FEATURED.has(name) || rand() < 0.18;
      const isShippingFree = isDigital || rand() > 0.12;
      const shippingCharges = isShippingFree ? 0 : rand() < 0.5 ? 49 : 79;
      const createdHoursAgo = ((id * 37) % 240) * 24 + ((id * 7) % 24) + 1;

      const colorIds: number[] = [];
      if (table.palette.length > 0) {
        const count = 1 + Math.floor(rand() * Math.min(4, table.palette.length));
        for (let k = 0; k < count; k++) colorIds.push(table.palette[(index + k) % table.palette.length]!);
      }
      // One photograph per colour, then a detail of the personalisation in the first colour.
      const firstColour = colorIds[0] ?? null;
      const images: SeedImage[] = [
        ...(colorIds.length > 0 ? colorIds : [null]).map((colorId, k) => ({ url: productPhotoUrl(id, colorId, 1), colorId, sortOrder: k })),
        { url: productPhotoUrl(id, firstColour, 2), colorId: firstColour, sortOrder: Math.max(1, colorIds.length) },
      ];

      const options: SeedOption[] = [];
      colorIds.forEach((colorId, k) => {
        const c = COLORS.find((x) => x.id === colorId)!;
        options.push({ attributeId: 1, valueId: c.id, displayValue: c.name, displayValueAr: c.nameAr, priceType: 1, additionalPrice: 0, isRequired: true, sortOrder: k });
      });
      table.sizes.forEach((sizeId, k) => {
        const z = SIZES.find((x) => x.id === sizeId)!;
        options.push({ attributeId: 2, valueId: sizeId, displayValue: z.shortName, displayValueAr: z.nameAr, priceType: 1, additionalPrice: 0, isRequired: true, sortOrder: k });
      });
      for (const [attributeId, isRequired] of table.variants) {
        VARIANT_OPTIONS[attributeId as VariantAttributeId].forEach((o, k) => {
          options.push({ attributeId, valueId: o.valueId, displayValue: o.name, displayValueAr: o.nameAr, priceType: o.priceType, additionalPrice: o.additionalPrice, isRequired, sortOrder: k });
        });
      }

      const tagCount = 2 + (rand() < 0.5 ? 1 : 0);
      const tagIds = [...new Set(Array.from({ length: Math.min(tagCount, table.tags.length) }, (_, k) => table.tags[(index + k) % table.tags.length]!))];
      if (unitsSold >= 700) tagIds.push(TAG.BestSeller);

      const shippingMethods = isDigital
        ? [{ name: 'Instant Download', nameAr: 'تنزيل فوري' }]
        : [
            { name: 'Standard Delivery', nameAr: 'توصيل عادي' },
            ...(price >= 500 ? [{ name: 'Express Delivery', nameAr: 'توصيل سريع' }] : []),
            ...(table.shippingDays <= 4 ? [{ name: 'Same Day Delivery (Mumbai and Delhi)', nameAr: 'توصيل في اليوم نفسه (مومباي ودلهي)' }] : []),
          ];

      const reviews: SeedReview[] = [];
      if (rand() >= 0.12) {
        const n = randomInt(rand, 2, 6);
        for (let k = 0; k < n; k++) {
          const reviewer = REVIEWERS[Math.floor(rand() * REVIEWERS.length)]!;
          const rating = pickRating(rand());
          const pool = REVIEW_TEXTS[rating][reviewer.ar ? 'ar' : 'en'];
          const [title, body] = pool[Math.floor(rand() * pool.length)]!;
          reviews.push({
            reviewerName: reviewer.name,
            reviewerEmail: `${reviewer.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
            title, body, rating,
            daysAgo: Math.floor(rand() * Math.max(1, Math.floor(createdHoursAgo / 24))),
          });
        }
      }
      const rating = reviews.length > 0 ? round2(reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) : null;

      const [short, shortAr] = table.short;
      const closing = isDigital
        ? ['Delivered instantly: download it from your order history once the order is completed.', 'يُسلَّم فوراً: نزّله من سجل طلباتك بعد اكتمال الطلب.']
        : ['Personalised orders are made in 3 to 5 business days. Shipping is within India only.', 'تُجهَّز الطلبات المخصصة خلال 3 إلى 5 أيام عمل. الشحن داخل الهند فقط.'];
      const full = (n: string, about: string, bullets: string[], close: string) =>
        `<p><strong>${escapeHtml(n)}</strong> ${escapeHtml(about)}</p><ul>${bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul><p>${escapeHtml(close)}</p>`;

      out.push({
        id, name, nameAr,
        shortDescription: short, shortDescriptionAr: shortAr,
        fullDescription: full(name, table.about[0], table.bullets.map((b) => b[0]), closing[0]!),
        fullDescriptionAr: full(nameAr, table.about[1], table.bullets.map((b) => b[1]), closing[1]!),
        categoryId: table.categoryId,
        manufacturerId: table.manufacturers[index % table.manufacturers.length]!,
        vendorName: VENDORS[(table.categoryId + index) % VENDORS.length]!,
        price, discountId: discount?.id ?? null, discountedPrice,
        stock, displayStockQuantity: !isDigital, orderMaximumQuantity,
        isDigital, digitalKind, isFeatured, unitsSold,
        isShippingFree, shippingCharges, estimatedShippingDays: table.shippingDays,
        metaTitle: `${name} | Personalised ${category.name} | Tohfa`,
        metaDescription: short,
        metaKeywords: [name, category.name, parent.name, 'personalised gift', 'India'].map((s) => s.toLowerCase()).join(', '),
        createdHoursAgo,
        colorIds, sizeIds: [...table.sizes], tagIds,
        images, options, shippingMethods, reviews, rating,
      });
    });
  }
  return out;
}

export const PRODUCTS: readonly SeedProduct[] = buildProducts();

export function productByName(name: string): SeedProduct {
  const p = PRODUCTS.find((x) => x.name === name);
  if (!p) throw new Error(`No seed product ${name}`);
  return p;
}

/** The download's file name: after the product (docs/rules.md R7.9). */
export function digitalFileName(p: SeedProduct): string {
  return `${nameSlug(p.name)}.${p.digitalKind === 'wallpaper' ? 'png' : 'pdf'}`;
}
