// The owner's console API for the shop itself (server/admin/README.md): its settings (the
// shipping rule, the facility strip, contact details and hours; owner only), its home
// banners and its campaigns. Declared once, like contract/admin.ts: the server validates
// with these schemas and /api/openapi.json describes them; the console infers its types.
import { Type, type Static } from 'typebox';

const text = (title: string, maxLength: number, minLength = 0) => Type.String({ title, minLength, maxLength });
const ref = (title: string) => Type.Integer({ title, minimum: 1, maximum: 2_147_483_647 });
const version = () => Type.Integer({ title: 'version', minimum: 1, description: 'The version the edit was made on; 409 VERSION_CONFLICT if it changed since' });
const isoDate = (title: string) => Type.String({ title, format: 'date', description: 'a calendar date that exists, e.g. 2026-02-28' });
/** A picture or a link inside the shop (a path) or anywhere on https. */
const url = (title: string, minLength = 0) => Type.String({ title, minLength, maxLength: 500, pattern: minLength > 0 ? '^(/|https://)' : '^(/|https://|$)' });

/** A text in both of the shop's languages. */
const bilingual = (title: string, maxLength: number, minLength = 1) =>
  Type.Object({ en: text(`${title}.en`, maxLength, minLength), ar: text(`${title}.ar`, maxLength, minLength) });

// ---- settings (owner only) --------------------------------------------------------------

/** The largest free-delivery amount the shop rule can hold (app_config free_delivery_from, docs/shop-rules.md). */
export const MAX_FREE_DELIVERY_PAISE = 10_000_000_00;

/**
 * The shop's WhatsApp number as the owner types it: with its country code, 8 to 15 digits
 * (E.164), spaces, ( ) and - between them, an optional + first. wa.me takes the digits.
 */
export const WHATSAPP_PATTERN = '^\\+?[0-9](?:[ ()-]*[0-9]){7,14}$';

export const ShopSettingsFields = Type.Object({
  /**
   * The shipping rule (docs/shop-rules.md, Delivery): a cart whose subtotal reaches this
   * ships free; below it each product pays its own delivery charge. null: no rule.
   */
  freeDeliveryFromPaise: Type.Union([Type.Integer({ title: 'freeDeliveryFromPaise', minimum: 100, maximum: MAX_FREE_DELIVERY_PAISE, description: 'in paise' }), Type.Null()]),
  /** The facility strip under the header, on every page: four texts in both languages (an empty one: the shop's built-in text). */
  facility: Type.Object({
    delivery: bilingual('facility.delivery', 60, 0),
    returns: bilingual('facility.returns', 60, 0),
    payment: bilingual('facility.payment', 60, 0),
    support: bilingual('facility.support', 60, 0),
  }),
  /** The contact page and the footer. An empty text leaves the shop's built-in one. */
  contact: Type.Object({
    phone: Type.String({ title: 'contact.phone', maxLength: 30, pattern: '^(\\+?[0-9][0-9 ()-]{4,28}[0-9])?$', description: 'digits, spaces, ( ) and -, an optional + first' }),
    email: Type.String({ title: 'contact.email', maxLength: 200, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' }),
    /** Where the cart's hand-off and the shop's chat button open WhatsApp (the same in both languages). */
    whatsapp: Type.String({ title: 'contact.whatsapp', maxLength: 30, pattern: WHATSAPP_PATTERN, description: 'with the country code: 8 to 15 digits, spaces, ( ) and -, an optional + first' }),
    address: bilingual('contact.address', 300, 0),
    hours: bilingual('contact.hours', 100, 0),
  }),
});
export type ShopSettingsFields = Static<typeof ShopSettingsFields>;

export const ShopSettingsBody = Type.Object({ ...ShopSettingsFields.properties, version: version() });
export type ShopSettingsBody = Static<typeof ShopSettingsBody>;
export const ShopSettings = Type.Object({ ...ShopSettingsFields.properties, version: Type.Integer() });
export type ShopSettings = Static<typeof ShopSettings>;
export const ShopSettingsAnswer = Type.Object({ settings: ShopSettings });

// ---- banners ----------------------------------------------------------------------------

export const BannerFields = Type.Object({
  imageUrl: url('imageUrl', 1),
  topTitle: text('topTitle', 100),
  topTitleAr: text('topTitleAr', 100),
  mainTitle: text('mainTitle', 100, 1),
  mainTitleAr: text('mainTitleAr', 100, 1),
  bottomTitle: text('bottomTitle', 200),
  bottomTitleAr: text('bottomTitleAr', 200),
  leftButtonText: text('leftButtonText', 40),
  leftButtonTextAr: text('leftButtonTextAr', 40),
  leftButtonUrl: url('leftButtonUrl'),
  rightButtonText: text('rightButtonText', 40),
  rightButtonTextAr: text('rightButtonTextAr', 40),
  rightButtonUrl: url('rightButtonUrl'),
  sortOrder: Type.Integer({ title: 'sortOrder', minimum: 0, maximum: 10_000 }),
  isPublished: Type.Boolean({ title: 'isPublished' }),
});
export type BannerFields = Static<typeof BannerFields>;
export const BannerUpdateBody = Type.Object({ ...BannerFields.properties, version: version() });
export type BannerUpdateBody = Static<typeof BannerUpdateBody>;
export const Banner = Type.Object({ id: Type.Integer(), ...BannerFields.properties, version: Type.Integer() });
export type Banner = Static<typeof Banner>;
export const BannerAnswer = Type.Object({ banner: Banner });
export const BannersAnswer = Type.Object({ banners: Type.Array(Banner) });

// ---- campaigns (docs/decisions/0018-campaigns-lead-to-products.md) ---------------------

export const CampaignFields = Type.Object({
  mainTitle: text('mainTitle', 100, 1),
  mainTitleAr: text('mainTitleAr', 100, 1),
  discountTitle: text('discountTitle', 100, 1),
  discountTitleAr: text('discountTitleAr', 100, 1),
  body: text('body', 2000, 1),
  bodyAr: text('bodyAr', 2000, 1),
  coverPictureUrl: url('coverPictureUrl', 1),
  /** Both inclusive; null: open-ended. */
  startsOn: Type.Union([isoDate('startsOn'), Type.Null()]),
  endsOn: Type.Union([isoDate('endsOn'), Type.Null()]),
  /** The campaign's products: a category (a parent with its children) and/or a tag; neither: every product. */
  categoryId: Type.Union([ref('categoryId'), Type.Null()]),
  tagId: Type.Union([ref('tagId'), Type.Null()]),
  sortOrder: Type.Integer({ title: 'sortOrder', minimum: 0, maximum: 10_000 }),
  isPublished: Type.Boolean({ title: 'isPublished' }),
});
export type CampaignFields = Static<typeof CampaignFields>;
export const CampaignUpdateBody = Type.Object({ ...CampaignFields.properties, version: version() });
export type CampaignUpdateBody = Static<typeof CampaignUpdateBody>;
export const Campaign = Type.Object({ id: Type.Integer(), ...CampaignFields.properties, version: Type.Integer() });
export type Campaign = Static<typeof Campaign>;
export const CampaignAnswer = Type.Object({ campaign: Campaign });
export const CampaignsAnswer = Type.Object({ campaigns: Type.Array(Campaign) });

/** Tags, for choosing a campaign's products (categories come from GET categories). */
export const TagsAnswer = Type.Object({ tags: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), nameAr: Type.String() })) });
