// Answer rows after the one parse of `data` (docs/rules.md R3, docs/decisions/0007-envelope-and-status-codes.md).
// Nested *Json fields are arrays, not strings.
import type { OrderedPersonalisation, PersonalisationField, PersonalisationValues } from './personalisation.ts';

export type LangCode = 'en' | 'ar';

export interface LocalizedText { langId: number; text: string }

export interface ImageRow { AttachmentURL: string; ColorID: number | null }

export interface Category {
  CategoryID: number;
  ParentCategoryID: number | null;
  Name: string;
  LocalizationJsonData: LocalizedText[];
  AttachmentURL: string | null;
  TotalProducts: number;
}

/** What a product's card and its page both show: its name, category, price and sale, rating. */
interface ProductSummary {
  ProductId: number;
  ProductName: string;
  CategoryID: number;
  CategoryName: string;
  Price: number;
  DiscountedPrice: number | null;
  DiscountId: number | null;
  IsDiscountCalculated: boolean;
  CouponCode: string | null;
  Rating: number | null;
  TotalReviews: number;
}

export interface ProductListItem extends ProductSummary {
  StockQuantity: number;
  /** When the product was added (ISO 8601); the Date sorts use it. */
  CreatedOn: string;
  ProductImagesJson: ImageRow[];
  /** Matches, exact up to COUNT_LIMIT; beyond it COUNT_LIMIT with TotalRecordsRelation 'gte'. */
  TotalRecords: number;
  /** 'eq': TotalRecords is the exact count; 'gte': there are more (the PWA says "10,000+"). */
  TotalRecordsRelation?: 'eq' | 'gte';
  /** Ours: the page address's slugs, from the English names in every language (docs/rules.md R12.1). */
  ProductSlug?: string;
  CategorySlug?: string;
}

export interface ProductColor { ColorID: number; ColorName: string; HexCode: string }
export interface ProductSize { SizeID: number; ShortName: string; Name: string; Inches: string | null; Centimeters: string | null }

export interface ProductDetail extends ProductSummary {
  ShortDescription: string;
  FullDescription: string;
  VendorName: string;
  ManufacturerName: string | null;
  DisplayStockQuantity: boolean;
  StockQuantity: number;
  OrderMaximumQuantity: number;
  IsDigitalProduct: boolean;
  ProductImagesJson: ImageRow[];
  ProductColorsJson: ProductColor[];
  ProductSizesJson: ProductSize[];
  ProductTagsJson: { TagID: number; TagName: string }[];
  ProductShipMethodsJson: { ShippingMethodName: string }[];
  IsShippingFree: boolean;
  ShippingCharges: number;
  EstimatedShippingDays: number;
  MetaTitle: string;
  MetaDescription: string;
  MetaKeywords: string;
  /** Ours (the original client ignores it): the product's personalisation fields, in order (docs/shop-rules.md P1). */
  PersonalisationJson?: PersonalisationField[];
  /** Ours: the page address's slugs, from the English names (docs/rules.md R12.1). */
  ProductSlug?: string;
  CategorySlug?: string;
}

/** Attribute type of an option's AdditionalPrice (docs/rules.md R3). */
export const PRICE_TYPE = { FixedValue: 1, Percentage: 2 } as const;
export const ATTRIBUTE = { Color: 1, Size: 2 } as const;

export interface ProductAttributeOption {
  ProductId: number;
  ProductAttributeID: number;
  AttributeName: string;
  AttributeDisplayName: string;
  PrimaryKeyValue: number;
  PrimaryKeyDisplayValue: string;
  AdditionalPrice: number;
  PriceType: number;
  IsRequiredAttribute: boolean;
}

export interface Review { ReviewId: number; Rating: number; Title: string; Body: string; ReviewerName: string; ReviewDate: string }

export interface Banner {
  BannerId: number; ThemeTypeID: number; BannerImgUrl: string;
  TopTitle: string; MainTitle: string; BottomTitle: string;
  LeftButtonText: string; LeftButtonUrl: string; RightButtonText: string; RightButtonUrl: string;
}

export interface Campaign {
  CampaignId: number; MainTitle: string; DiscountTitle: string; Body: string; CoverPictureUrl: string;
  /** This shop's additions: the first and last day it runs (YYYY-MM-DD, inclusive; null: open). */
  StartsOn: string | null; EndsOn: string | null;
  /** Its products: a category (with its children) and/or a tag, as get-all-products filters them. */
  CategoryID: number | null; TagID: number | null;
  /**
   * The campaign's page only (get-web-campaign-detail): the products the owner picked by hand,
   * published ones in the owner's order; when there are any, the page shows exactly these.
   */
  Products?: ProductListItem[];
}

export interface Size {
  SizeID: number; Name: string; ShortName: string; Inches: string | null; Centimeters: string | null; LocalizationJsonData: LocalizedText[];
  /** This shop's addition: the categories with a published product in this size. */
  CategoryIDs?: number[];
}
export interface Color { ColorID: number; Name: string; HexCode: string; LocalizationJsonData: LocalizedText[] }
export interface Manufacturer { ManufacturerID: number; Name: string; LocalizationJsonData: LocalizedText[] }
export interface Tag { TagID: number; TagName: string; LocalizationJsonData: LocalizedText[] }
export interface PaymentMethod { PaymentMethodId: number; Name: string; ImageUrl: string }
export interface Country { CountryID: number; CountryName: string }
export interface StateProvince { StateProvinceID: number; StateName: string }
export interface City { CityID: number; CityName: string }
export interface LogoSetting { AppConfigValue: string }
export interface LabelRow { labelHtmlId: string; text: string }
export interface LocalizationData { labelsJsonData: LabelRow[] }

export interface WriteRow { ResponseMsg: string }

export interface UserProfile {
  UserID: number;
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  MobileNo: string;
  AddressLineOne: string;
  CityID: number | null; CityName: string | null;
  StateProvinceID: number | null; StateName: string | null;
  CountryID: number | null; CountryName: string | null;
  PostalCode: string;
}
export interface LoginRow extends UserProfile {
  ResponseMsg: string;
  /**
   * Ours, not the original app's (which ignores it): the signed device token the PWA keeps
   * and sends back as the login's DeviceToken field, so that this device is not locked out
   * by others guessing the password (docs/decisions/0004-device-cookies-and-reset-codes.md).
   */
  DeviceToken?: string;
}

/** VALIDATE_OTP_CHANGE_PASSWORD's row (ours; the original answer had none): a device token as at login. */
export interface PasswordResetRow { DeviceToken?: string }

/** A selected option as the cart stores it (docs/rules.md R3). */
export interface SelectedAttribute { ProductId: number; ProductAttributeID: number; PrimaryKeyValue: number }

/** A cart line as the client sends it in cartJsonData. */
export interface CartLineInput {
  ProductId: number;
  productSelectedAttributes: SelectedAttribute[];
  Quantity: number;
  /** Ours: the line's personalisation (docs/shop-rules.md P1-P4); the original client sends none. */
  Personalisation?: PersonalisationValues;
}

export interface CartLinePriced {
  ProductId: number;
  ProductName: string;
  /** Ours: the product page address's slugs (docs/rules.md R12.1). */
  ProductSlug?: string;
  CategorySlug?: string;
  Price: number;              // unit price with options, before discount
  DiscountedPrice: number | null; // unit price with options, after discount
  UnitPrice: number;          // what one costs
  Quantity: number;
  ItemTotal: number;
  ShippingCharges: number;
  ColorName: string | null;
  SizeShortName: string | null;
  OrderMaximumQuantity: number;
  StockQuantity: number;
  MaxQuantity: number;        // min(10, OrderMaximumQuantity when positive, stock)
  IsDigitalProduct: boolean;
  ProductImagesJson: ImageRow[];
  productSelectedAttributes: SelectedAttribute[];
  SelectedAttributesDisplay: { AttributeDisplayName: string; PrimaryKeyDisplayValue: string }[];
  /** Ours: the line's personalisation as the server checked and kept it (docs/shop-rules.md P2). */
  Personalisation?: PersonalisationValues;
  /** Ours, for a personalisable product: keys of required fields still empty (P8). */
  PersonalisationMissing?: string[];
  /** Set when the server capped the quantity or the line changed (docs/rules.md R12.6). */
  Notice?: { code: 'QUANTITY_CAPPED' | 'OPTION_REMOVED'; max?: number };
}

export interface CartPricing {
  productsData: CartLinePriced[];
  /** Lines the server dropped: the product no longer exists or is out of stock. */
  droppedProductIds: number[];
  cartSubTotal: number;
  shippingSubTotal: number;
  orderTotal: number;
  /**
   * The shop's free-delivery rule: a cart whose subtotal reaches this amount (rupees) ships
   * free; null when the shop has none. The cart says how much more earns it.
   */
  freeDeliveryFrom?: number | null;
}

export interface CouponAnswer {
  DiscountValueAfterCouponAppliedWithQuantity: number;
  DiscountValueAfterCouponApplied: number;
  DiscountId: number | null;
}

export interface OrderPlacedRow { ResponseMsg: string; OrderId: number; OrderNumber: string; OrderTotal: number }

export interface OrderMaster {
  OrderId: number; OrderNumber: string; OrderDateUTC: string; LatestStatusID: number; LatestStatusName: string;
  TotalItems: number; OrderTotal: number;
}

export interface OrderItem {
  OrderItemID: number; OrderId: number; ProductId: number; ProductName: string; Price: number; Quantity: number;
  OrderItemTotal: number; DefaultImageUrl: string; IsDigitalProduct: boolean;
  LatestStatusID: number; ShippingStatusID: number | null;
  /** Signed, short-lived; present only when the item can be downloaded (docs/decisions/0009-tokens-and-sessions.md). */
  DownloadToken: string | null;
  SelectedAttributesDisplay: { AttributeDisplayName: string; PrimaryKeyDisplayValue: string }[];
  /** Ours: the line's personalisation as ordered (docs/shop-rules.md P8); null for a product without one. */
  Personalisation?: OrderedPersonalisation | null;
}
