// Business constants of docs/rules.md R9 and the enumerations of R3.
import { PRICE_TYPE } from './models.ts';

export const ORDER_STATUS = { Active: 1, InProgress: 2, Completed: 3, Returned: 4, Refunded: 5 } as const;

export const PAYMENT_METHOD = { CashOnDelivery: 6, PayPal: 2, Card: 5 } as const;
/** The only method the checkout offers (docs/rules.md R1). */
export const SELECTABLE_PAYMENT_METHODS: readonly number[] = [PAYMENT_METHOD.CashOnDelivery];

export const QUANTITY_CAP = 10;

/** min(10, OrderMaximumQuantity when positive, stock) (docs/rules.md R12.6). */
export function maxQuantity(orderMaximumQuantity: number, stock: number): number {
  const byProduct = orderMaximumQuantity > 0 ? Math.min(QUANTITY_CAP, orderMaximumQuantity) : QUANTITY_CAP;
  return Math.max(0, Math.min(byProduct, stock));
}

export const PAGE_SIZES = [9, 18, 27, 36, 45, 54, 100] as const;
export const DEFAULT_PAGE_SIZE = 9;
export const MAX_PAGE_SIZE = 100;
/**
 * Lists count their matches exactly up to this many and page through this many at most, as
 * search engines bound their hit counts and result windows (docs/decisions/0016-the-listing-on-roaring-bitmaps.md).
 */
export const COUNT_LIMIT = 10_000;

export const SORT_OPTIONS = ['', 'Price ASC', 'Price DESC', 'Date DESC', 'Date ASC'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const PRICE_BANDS: readonly { min: number; max: number }[] = [
  { min: 10, max: 100 }, { min: 100, max: 200 }, { min: 200, max: 300 }, { min: 300, max: 400 },
  { min: 400, max: 500 }, { min: 500, max: 600 }, { min: 600, max: 1_000_000_000 },
];

export const HOME_BLOCK_SIZE = 20;
export const SIDEBAR_POPULAR_SIZE = 10;
export const RELATED_SIZE = 20;
export const LIST_PAGE_SIZE = 100;

export const TRUNCATE = {
  wishlistName: 30, menuName: 30, default: 50, listName: 45, checkoutName: 50, cartName: 80,
  shortDescription: 103, reviewBody: 500, categoryName: 30, categoryBox: 27, tagName: 30, campaignDiscountTitle: 30,
} as const;

/** Category slug: lower-cased, whitespace and slashes to hyphens (docs/rules.md R2). */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/[\s/]+/g, '-');
}

/** Product name slug for detail URLs. */
export function nameSlug(name: string): string {
  return name.trim().toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'product';
}

/** Cuts text to n characters with an ellipsis. */
export function truncate(text: string, n: number): string {
  const chars = [...text];
  return chars.length > n ? `${chars.slice(0, n).join('')}…` : text;
}

/** Money is computed in integer paise, rounded half-up (docs/decisions/0008-money-in-paise.md). */
export function toPaise(rupees: number): number {
  // 1.005 * 100 is 100.49999999999999 in binary floating point: round to 6 places first.
  return Math.round(Number((rupees * 100).toFixed(6)));
}
export function fromPaise(paise: number): number {
  return paise / 100;
}

/** n / d rounded half-up (away from zero for negatives), in integers. */
export function divideHalfUp(n: number, d: number): number {
  return n < 0 ? -Math.floor((-2 * n + d) / (2 * d)) : Math.floor((2 * n + d) / (2 * d));
}

export interface PricedOption { AdditionalPrice: number; PriceType: number }

/**
 * What one option adds, in paise (docs/rules.md R12.5): fixed rupees, or a percentage of the
 * base price. The percent is taken in hundredths, so the product is an exact integer and a
 * true half paisa rounds up (2.01 x 50% = 100.5 paise -> 101), which floats in rupees get
 * wrong (2.01 * 50 / 100 * 100 = 100.49999999999999 -> 100).
 */
export function optionPaise(option: PricedOption, basePaise: number): number {
  const value = toPaise(option.AdditionalPrice);
  return option.PriceType === PRICE_TYPE.Percentage ? divideHalfUp(basePaise * value, 10_000) : value;
}

/**
 * A product's price and discounted price with the chosen options, in paise, for the detail
 * page and the cart's pricing alike (docs/rules.md R12.5): each option adds to both; the
 * options themselves are not discounted.
 */
export function composedPaise(product: { Price: number; DiscountedPrice: number | null }, options: readonly PricedOption[]): { pricePaise: number; discountedPaise: number | null } {
  const basePaise = toPaise(product.Price);
  const extra = options.reduce((sum, o) => sum + optionPaise(o, basePaise), 0);
  return { pricePaise: basePaise + extra, discountedPaise: product.DiscountedPrice === null ? null : toPaise(product.DiscountedPrice) + extra };
}

/** The navbar's search runs for terms longer than 1 character. */
export const SEARCH_MIN_LENGTH = 2;
export const OTP_LENGTH = 6;
export const LABEL_ENTITY = {
  About: 57, Campaign: 58, Cart: 59, Checkout: 60, Contact: 61, FAQ: 62, Home: 63, Login: 64, ResetPassword: 65,
  AllProducts: 66, ProductDetail: 67, OrdersHistory: 68, Signup: 69, UpdateProfile: 70, CardSection: 71,
  CheckoutStripForm: 72, OrderSummary: 73, BannerSlider: 74, Footer: 75, MegaMenu: 76, Navbar: 77, TopHeader: 78,
  LoginUserModal: 79, Wishlist: 80, NewProducts: 81, PopularProducts: 82, ProductsFilterOptions: 83,
  ProductsGridTypeOne: 84, ProductVariants: 85, RelatedProducts: 86, BestFacilities: 87, CampaignSection: 88,
  PopularCategories: 89, SiteLeftSidebarFilter: 90, SizeGuide: 91, SubscribeNewsLetter: 92, BecomeVendor: 94,
} as const;

/** A phone number as a tel: link (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The shop's WhatsApp number (docs/rules.md R1): set in the owner's Settings, kept as the
 * footer's label `footer.whatsapp` (the same in both languages) so the shop reads it with the
 * footer's other details; this number until the owner sets one.
 */
export const WHATSAPP_LABEL = 'footer.whatsapp';
export const DEFAULT_WHATSAPP = '+91 98200 12345';

/** A wa.me chat link to `number` (as typed: wa.me takes its digits) with a prefilled message. */
export const whatsappHref = (number: string, message: string) => `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;

export const FACILITY_LABELS = ['lbl_facility_freeshipp', 'lbl_facility_moneyback', 'lbl_facility_pygateway', 'lbl_facility_support'] as const;
