// The owner's console API for the shop itself (server/admin/README.md): its settings (the
// shipping rule, the facility strip, contact details and hours; owner only), its screen
// labels (owner only), its home banners and its campaigns. Declared once, like contract/admin.ts: the server validates
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
/** The largest flat delivery charge (app_config delivery_charge): ₹10,000. */
export const MAX_DELIVERY_CHARGE_PAISE = 10_000_00;

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
  /**
   * The flat delivery charge of an order below the free-delivery amount (or of every order
   * without one), once per order; nothing for an order of which nothing ships (digital items,
   * products marked free delivery). null: each product pays its own delivery charge instead.
   */
  deliveryChargePaise: Type.Union([Type.Integer({ title: 'deliveryChargePaise', minimum: 0, maximum: MAX_DELIVERY_CHARGE_PAISE, description: 'in paise' }), Type.Null()]),
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

// ---- the shop's screen labels (owner only; contract/shop-labels.ts) -------------------

/** The longest label text (a heading, a button, the cart's WhatsApp note). */
export const LABEL_TEXT_MAX = 200;
const labelText = (title: string) => Type.String({ title, maxLength: LABEL_TEXT_MAX, description: 'empty: the shop\'s built-in text' });
const labelRef = {
  entityId: Type.Integer({ title: 'entityId', minimum: 1, maximum: 1000, description: 'the label scope (docs/rules.md R3.5)' }),
  id: Type.String({ title: 'id', minLength: 1, maxLength: 100 }),
};
/** One label as the owner sets it: an empty text shows the shop's built-in one. */
export const ShopLabelEdit = Type.Object({ ...labelRef, en: labelText('en'), ar: labelText('ar') });
export type ShopLabelEdit = Static<typeof ShopLabelEdit>;
export const ShopLabelsBody = Type.Object({
  labels: Type.Array(ShopLabelEdit, { title: 'labels', minItems: 1, maxItems: 200 }),
  version: version(),
});
export type ShopLabelsBody = Static<typeof ShopLabelsBody>;
/** A label as the console lists it, with what it is in both languages (`name`). */
export const ShopLabel = Type.Object({ ...ShopLabelEdit.properties, name: Type.Object({ en: Type.String(), ar: Type.String() }) });
export type ShopLabel = Static<typeof ShopLabel>;
/** Every label the owner may change, and the version an edit of them is made on. */
export const ShopLabelSet = Type.Object({ labels: Type.Array(ShopLabel), version: Type.Integer() });
export type ShopLabelSet = Static<typeof ShopLabelSet>;
export const ShopLabelsAnswer = Type.Object({ labelSet: ShopLabelSet });
export type ShopLabelsAnswer = Static<typeof ShopLabelsAnswer>;

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

/** The most products a campaign picks by hand (its page shows them all). */
export const CAMPAIGN_PRODUCTS_MAX = 24;

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
  /**
   * Products picked by hand, first shown first: when there are any, the campaign's page shows
   * exactly these (the published ones) instead of its category's or tag's. Left out of an
   * edit: the list stays as it was.
   */
  productIds: Type.Optional(Type.Array(ref('productIds'), { title: 'productIds', maxItems: CAMPAIGN_PRODUCTS_MAX })),
});
export type CampaignFields = Static<typeof CampaignFields>;
export const CampaignUpdateBody = Type.Object({ ...CampaignFields.properties, version: version() });
export type CampaignUpdateBody = Static<typeof CampaignUpdateBody>;
/** A hand-picked product as the console lists it. */
export const CampaignProduct = Type.Object({
  id: Type.Integer(), name: Type.String(), nameAr: Type.String(), photoUrl: Type.Union([Type.String(), Type.Null()]), isPublished: Type.Boolean(),
});
export type CampaignProduct = Static<typeof CampaignProduct>;
export const Campaign = Type.Object({
  id: Type.Integer(), ...CampaignFields.properties, productIds: Type.Array(Type.Integer()), products: Type.Array(CampaignProduct), version: Type.Integer(),
});
export type Campaign = Static<typeof Campaign>;
export const CampaignAnswer = Type.Object({ campaign: Campaign });
export const CampaignsAnswer = Type.Object({ campaigns: Type.Array(Campaign) });

// ---- the shop's own pictures ------------------------------------------------------------

/**
 * What a picture the owner uploads is for, and the image pipeline's kind of it
 * (contract/images.ts IMAGE_KINDS: the box it is drawn to). Its answer's `url` goes into the
 * banner's, campaign's or category's picture field.
 */
export const PICTURE_KINDS = { banner: 'b', campaign: 'k', category: 'c' } as const;
export type PictureFor = keyof typeof PICTURE_KINDS;
export const PictureQuery = Type.Object({
  kind: Type.Union([Type.Literal('banner'), Type.Literal('campaign'), Type.Literal('category')], { title: 'kind' }),
});
export type PictureQuery = Static<typeof PictureQuery>;
export const PictureAnswer = Type.Object({
  picture: Type.Object({ url: Type.String(), kind: PictureQuery.properties.kind, width: Type.Integer(), height: Type.Integer() }),
});
export type PictureAnswer = Static<typeof PictureAnswer>;

/** Tags, for choosing a campaign's products (categories come from GET categories). */
export const TagsAnswer = Type.Object({ tags: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), nameAr: Type.String() })) });
