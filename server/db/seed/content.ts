// Home banners, campaigns, payment methods, coupons and app settings of the demo shop.
import { bannerImageUrl, campaignCoverUrl, LOGO_URL, paymentIconUrl } from './media-urls.ts';

export interface SeedBanner {
  id: number; imageUrl: string;
  topTitle: string; topTitleAr: string; mainTitle: string; mainTitleAr: string; bottomTitle: string; bottomTitleAr: string;
  leftButtonText: string; leftButtonTextAr: string; leftButtonUrl: string;
  rightButtonText: string; rightButtonTextAr: string; rightButtonUrl: string;
}

// Button URLs are in-app paths without the language prefix; the PWA adds /{lang}.
export const BANNERS: readonly SeedBanner[] = [
  {
    id: 1, imageUrl: bannerImageUrl(1),
    topTitle: 'Made just for them', topTitleAr: 'صُنعت خصيصاً لهم',
    mainTitle: 'Personalised Mugs from ₹89', mainTitleAr: 'مجات مخصصة تبدأ من ₹89',
    bottomTitle: 'Your photo and your words, printed in our Mumbai studio', bottomTitleAr: 'صورتك وكلماتك، مطبوعة في استوديو مومباي',
    leftButtonText: 'Shop Mugs', leftButtonTextAr: 'تسوق المجات', leftButtonUrl: '/all-products/1/personalised-mugs',
    rightButtonText: 'All Products', rightButtonTextAr: 'جميع المنتجات', rightButtonUrl: '/all-products/0/all-categories',
  },
  {
    id: 2, imageUrl: bannerImageUrl(2),
    topTitle: 'Festive collection', topTitleAr: 'تشكيلة الأعياد',
    mainTitle: 'Hampers, Lamps and Candles', mainTitleAr: 'سلال ومصابيح وشموع',
    bottomTitle: 'Light up Diwali and Eid with gifts that glow', bottomTitleAr: 'أضئ ديوالي والعيد بهدايا متوهجة',
    leftButtonText: 'Gift Hampers', leftButtonTextAr: 'سلال الهدايا', leftButtonUrl: '/all-products/35/gift-hampers',
    rightButtonText: 'Home Decor', rightButtonTextAr: 'ديكور المنزل', rightButtonUrl: '/all-products/6/home-decor',
  },
  {
    id: 3, imageUrl: bannerImageUrl(3),
    topTitle: 'Keep it close', topTitleAr: 'اجعلها قريبة دائماً',
    mainTitle: 'Jewellery That Says Their Name', mainTitleAr: 'مجوهرات تحمل أسماءهم',
    bottomTitle: 'Sterling silver, engraved by hand', bottomTitleAr: 'فضة إسترلينية محفورة يدوياً',
    leftButtonText: 'Shop Jewellery', leftButtonTextAr: 'تسوق المجوهرات', leftButtonUrl: '/all-products/5/jewellery',
    rightButtonText: 'Digital Gifts', rightButtonTextAr: 'هدايا رقمية', rightButtonUrl: '/all-products/8/digital-gifts',
  },
];

export interface SeedCampaign {
  id: number; mainTitle: string; mainTitleAr: string; discountTitle: string; discountTitleAr: string;
  body: string; bodyAr: string; coverPictureUrl: string;
  /** Days from the seed date to the first and the last day it runs (both inclusive). */
  startsInDays: number; endsInDays: number;
  /** Its products: those of a category (with its children) and/or of a tag. */
  categoryId: number | null; tagId: number | null;
}
export const CAMPAIGNS: readonly SeedCampaign[] = [
  {
    id: 1, coverPictureUrl: campaignCoverUrl(1),
    mainTitle: 'Diwali Festival of Gifts', mainTitleAr: 'مهرجان هدايا ديوالي',
    discountTitle: 'Up to 30% off hampers', discountTitleAr: 'خصم حتى 30% على السلال',
    body: 'Celebrate the festival of lights with dry fruit hampers, brass diyas and scented candles, each with a card carrying your wishes.',
    bodyAr: 'احتفل بمهرجان الأضواء مع سلال الفواكه المجففة ومصابيح الديا النحاسية والشموع المعطرة، ومع كل هدية بطاقة تحمل تمنياتك.',
    startsInDays: -7, endsInDays: 45, categoryId: null, tagId: 4,
  },
  {
    id: 2, coverPictureUrl: campaignCoverUrl(2),
    mainTitle: "Valentine's Week Specials", mainTitleAr: 'عروض أسبوع عيد الحب',
    discountTitle: 'Flat 20% on couple gifts', discountTitleAr: 'خصم 20% على هدايا الأزواج',
    body: 'Couple mugs, heart cushions, promise rings and LED frames: say it with something made just for the two of you.',
    bodyAr: 'مجات الأزواج ووسائد القلوب وخواتم الوعد والإطارات المضيئة: عبّر عن حبك بهدية صُنعت لكما وحدكما.',
    startsInDays: -3, endsInDays: 60, categoryId: null, tagId: 6,
  },
  {
    id: 3, coverPictureUrl: campaignCoverUrl(3),
    mainTitle: 'Corporate Gifting Made Easy', mainTitleAr: 'هدايا الشركات بكل سهولة',
    discountTitle: '15% off on 25 or more', discountTitleAr: 'خصم 15% عند طلب 25 قطعة أو أكثر',
    body: 'Engraved pens, diaries and welcome kits with your company logo, packed and shipped to every office in India. Ask for a quote on WhatsApp.',
    bodyAr: 'أقلام ومذكرات وحقائب ترحيب محفورة بشعار شركتك، معبأة ومشحونة إلى كل مكتب في الهند. اطلب عرض سعر عبر واتساب.',
    startsInDays: -30, endsInDays: 335, categoryId: 7, tagId: null,
  },
];

export const PAYMENT_METHODS: readonly { id: number; name: string; nameAr: string; imageUrl: string }[] = [
  { id: 6, name: 'Cash on Delivery', nameAr: 'الدفع عند الاستلام', imageUrl: paymentIconUrl('cash') },
  { id: 2, name: 'PayPal', nameAr: 'باي بال', imageUrl: paymentIconUrl('paypal') },
  { id: 5, name: 'Credit / Debit Card', nameAr: 'بطاقة ائتمان / خصم', imageUrl: paymentIconUrl('card') },
];

export interface SeedCoupon {
  code: string;
  /** 1 percentage, 2 fixed amount. */
  discountType: 1 | 2;
  value: number; minOrder: number; maxUses: number | null;
  /** Hours from the seed time; negative: already expired; null: never. */
  expiresInHours: number | null;
}
export const COUPONS: readonly SeedCoupon[] = [
  { code: 'GIFT10', discountType: 1, value: 10, minOrder: 0, maxUses: null, expiresInHours: null },
  { code: 'FLAT100', discountType: 2, value: 100, minOrder: 500, maxUses: null, expiresInHours: null },
  { code: 'OLDYEAR', discountType: 1, value: 15, minOrder: 0, maxUses: null, expiresInHours: -24 },
  { code: 'FIRST5', discountType: 1, value: 20, minOrder: 0, maxUses: 5, expiresInHours: 24 * 365 },
];

/** free_delivery_from: the demo shop's shipping rule, free delivery from ₹999 (README, Shipping). */
export const APP_CONFIG: Readonly<Record<string, string>> = { website_logo: LOGO_URL, free_delivery_from: '999' };
