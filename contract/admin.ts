// The owner's console API (/admin/api/, server/admin/README.md): every route's input and
// answer, declared once. The server validates with them (Fastify's schema validation) and
// describes them in /api/openapi.json; the console's client infers its types from them.
// Plain JSON Schema keywords only (no x- keywords): any validator reads them.
import { Type, type Static } from 'typebox';
import { PersonalisationFieldsList } from './admin-catalogue.ts';
import { PASSWORD_LENGTH } from './form-fields.ts';

const email = () => Type.String({ title: 'email', format: 'email', minLength: 3, maxLength: 200 });
const password = () => Type.String({ title: 'password', minLength: PASSWORD_LENGTH.min, maxLength: PASSWORD_LENGTH.max });
/** A staff member's name, as the staff form and the server take it. */
export const STAFF_NAME_MAX = 100;

export const StaffRole = Type.Union([Type.Literal('owner'), Type.Literal('staff')], { title: 'role' });
export type StaffRole = Static<typeof StaffRole>;

export const Staff = Type.Object({
  id: Type.Integer({ description: '0 for the admin token' }),
  email: Type.String(),
  name: Type.String(),
  role: StaffRole,
});
export type Staff = Static<typeof Staff>;

export const StaffListed = Type.Object({
  ...Staff.properties,
  disabled: Type.Boolean(),
  createdAt: Type.String(),
});
export type StaffListed = Static<typeof StaffListed>;

export const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: 'a whole number from 1' }) });

export const Paging = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
});
export type Paging = Static<typeof Paging>;

// ---- auth -------------------------------------------------------------------------------

export const LoginBody = Type.Object({
  email: email(),
  password: Type.String({ title: 'password', minLength: 1, maxLength: PASSWORD_LENGTH.max }),
  /** The device token the last login on this device answered (docs/decisions/0004). */
  deviceToken: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type LoginBody = Static<typeof LoginBody>;
export const LoginAnswer = Type.Object({ token: Type.String(), deviceToken: Type.String(), staff: Staff });
export type LoginAnswer = Static<typeof LoginAnswer>;
export const MeAnswer = Type.Object({ staff: Staff });
export const OkAnswer = Type.Object({ ok: Type.Literal(true) });

export const ResetCodeBody = Type.Object({ email: email() });
export const ResetPasswordBody = Type.Object({
  email: email(),
  code: Type.String({ title: 'code', minLength: 5, maxLength: 15 }),
  password: password(),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
export const ResetPasswordAnswer = Type.Object({ ok: Type.Literal(true), deviceToken: Type.Optional(Type.String()) });

// ---- staff (owner only) -----------------------------------------------------------------

export const StaffCreateBody = Type.Object({
  email: email(),
  name: Type.String({ title: 'name', minLength: 1, maxLength: STAFF_NAME_MAX }),
  role: StaffRole,
  password: password(),
});
export type StaffCreateBody = Static<typeof StaffCreateBody>;
export const StaffUpdateBody = Type.Object({
  role: Type.Optional(StaffRole),
  disabled: Type.Optional(Type.Boolean()),
}, { minProperties: 1 });
export type StaffUpdateBody = Static<typeof StaffUpdateBody>;
export const StaffAnswer = Type.Object({ staff: StaffListed });
export const StaffListAnswer = Type.Object({ staff: Type.Array(StaffListed) });

// ---- the audit log (owner only) ---------------------------------------------------------

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), email: Type.String() }),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditAnswer = Type.Object({
  entries: Type.Array(AuditEntry), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer(),
});
export type AuditAnswer = Static<typeof AuditAnswer>;

// ---- today ------------------------------------------------------------------------------

export const TodayQuery = Type.Object({
  from: Type.Optional(Type.String({ format: 'date-time', description: "The start of the owner's day (their midnight); the start of the UTC day if absent" })),
});
export type TodayQuery = Static<typeof TodayQuery>;

export const TodayAnswer = Type.Object({
  ordersToday: Type.Integer(),
  /** The total of today's orders, in paise (docs/decisions/0008-money-in-paise.md). */
  totalTodayPaise: Type.Integer(),
  waiting: Type.Object({
    newOrders: Type.Integer({ description: 'orders still Active (not yet in progress)' }),
    contactMessages: Type.Integer({ description: 'contact messages of the last 7 days' }),
    sellerRequests: Type.Integer({ description: 'pending seller requests' }),
    reviews: Type.Integer({ description: 'reviews of the last 7 days' }),
  }),
  lowStock: Type.Array(Type.Object({ productId: Type.Integer(), name: Type.String(), nameAr: Type.String({ description: "the Arabic name ('' when it has none)" }), stock: Type.Integer() })),
});
export type TodayAnswer = Static<typeof TodayAnswer>;

// ---- orders -----------------------------------------------------------------------------

/** An order's status id: Active 1, InProgress 2, Completed 3, Returned 4, Refunded 5 (contract/shop-rules.ts). */
export const StatusId = Type.Integer({ title: 'statusId', minimum: 1, maximum: 5, description: 'Active 1, InProgress 2, Completed 3, Returned 4, Refunded 5' });
const isoDate = (title: string) => Type.String({ title, format: 'date', description: 'a calendar date that exists, e.g. 2026-02-28' });

export const OrdersQuery = Type.Object({
  status: Type.Optional(StatusId),
  from: Type.Optional(isoDate('from')),
  to: Type.Optional(isoDate('to')),
  q: Type.Optional(Type.String({ title: 'q', maxLength: 100, description: "part of the order number, the shopper's email or phone" })),
  ...Paging.properties,
});
export type OrdersQuery = Static<typeof OrdersQuery>;

export const OrderStatusBody = Type.Object({
  statusId: StatusId,
  note: Type.Optional(Type.String({ title: 'note', maxLength: 1000 })),
});
export type OrderStatusBody = Static<typeof OrderStatusBody>;

// ---- products ---------------------------------------------------------------------------

const MAX_PAISE = 100_000_000_000; // ₹1,000,000,000.00, the catalogue's price bound
const paise = (title: string) => Type.Integer({ title, minimum: 0, maximum: MAX_PAISE, description: 'in paise (docs/decisions/0008-money-in-paise.md)' });
const text = (title: string, maxLength: number, minLength = 0) => Type.String({ title, minLength, maxLength });
const ref = (title: string) => Type.Integer({ title, minimum: 1, maximum: 2_147_483_647 });

export const ProductOption = Type.Object({
  /** An existing option of this product; absent for a new one. */
  id: Type.Optional(ref('option id')),
  /** 1 colour (valueId a colour's id), 2 size (a size's id), other attributes: the option's own number. */
  attributeId: ref('attributeId'),
  valueId: ref('valueId'),
  displayValue: text('displayValue', 100, 1),
  displayValueAr: text('displayValueAr', 100, 1),
  priceType: Type.Union([Type.Literal('fixed'), Type.Literal('percentage')], { title: 'priceType' }),
  /** Paise for a fixed price; hundredths of a percent for a percentage. */
  additionalPrice: Type.Integer({ title: 'additionalPrice', minimum: 0, maximum: MAX_PAISE }),
  isRequired: Type.Optional(Type.Boolean()),
});
export type ProductOption = Static<typeof ProductOption>;

export const ProductFields = Type.Object({
  name: text('name', 200, 1),
  nameAr: text('nameAr', 200, 1),
  shortDescription: Type.Optional(text('shortDescription', 1000)),
  shortDescriptionAr: Type.Optional(text('shortDescriptionAr', 1000)),
  /** HTML, sanitised when stored (p, ul, ol, li, strong, em, br, h3, h4, https links). */
  fullDescription: Type.Optional(text('fullDescription', 20_000)),
  fullDescriptionAr: Type.Optional(text('fullDescriptionAr', 20_000)),
  categoryId: ref('categoryId'),
  manufacturerId: Type.Optional(Type.Union([ref('manufacturerId'), Type.Null()])),
  pricePaise: paise('pricePaise'),
  /** The price after the discount, at most the price; null for none. */
  discountedPricePaise: Type.Optional(Type.Union([paise('discountedPricePaise'), Type.Null()])),
  stock: Type.Integer({ title: 'stock', minimum: 0, maximum: 1_000_000 }),
  /** 0: no maximum per order. */
  orderMaximum: Type.Optional(Type.Integer({ title: 'orderMaximum', minimum: 0, maximum: 10_000 })),
  isDigital: Type.Optional(Type.Boolean()),
  isPublished: Type.Optional(Type.Boolean()),
  isShippingFree: Type.Optional(Type.Boolean()),
  shippingChargesPaise: Type.Optional(paise('shippingChargesPaise')),
  estimatedShippingDays: Type.Optional(Type.Integer({ title: 'estimatedShippingDays', minimum: 0, maximum: 365 })),
  tagIds: Type.Optional(Type.Array(ref('tagId'), { maxItems: 50 })),
  /** Colours, sizes and other option attributes with their additional prices. Replaces the product's options. */
  options: Type.Optional(Type.Array(ProductOption, { maxItems: 200 })),
  /** The personalisation fields (contract/admin-catalogue.ts). Replaces the product's fields. */
  personalisation: Type.Optional(PersonalisationFieldsList),
});
export type ProductFields = Static<typeof ProductFields>;

export const ProductUpdateBody = Type.Object({
  ...ProductFields.properties,
  /** The version the edit was made on (GET answers it); 409 VERSION_CONFLICT if the product changed since. */
  version: Type.Integer({ title: 'version', minimum: 1 }),
});
export type ProductUpdateBody = Static<typeof ProductUpdateBody>;

export const ProductsQuery = Type.Object({
  q: Type.Optional(Type.String({ title: 'q', maxLength: 100, description: 'part of the English or Arabic name' })),
  ...Paging.properties,
});
export type ProductsQuery = Static<typeof ProductsQuery>;

// ---- messages ---------------------------------------------------------------------------

export const ReviewsQuery = Type.Object({
  productId: Type.Optional(ref('productId')),
  ...Paging.properties,
});
export type ReviewsQuery = Static<typeof ReviewsQuery>;
export const ReviewUpdateBody = Type.Object({ hidden: Type.Boolean({ title: 'hidden' }) });
export type ReviewUpdateBody = Static<typeof ReviewUpdateBody>;

// ---- categories -------------------------------------------------------------------------

/** A category of the two-level tree: a top-level one (parentId null) or a child of one. */
export const CategoryBody = Type.Object({
  name: text('name', 100, 1),
  nameAr: text('nameAr', 100, 1),
  parentId: Type.Optional(Type.Union([ref('parentId'), Type.Null()])),
  imageUrl: Type.Optional(Type.Union([Type.String({ title: 'imageUrl', maxLength: 500, pattern: '^(/|https://)' }), Type.Null()])),
  isPopular: Type.Optional(Type.Boolean()),
  sortOrder: Type.Optional(Type.Integer({ title: 'sortOrder', minimum: 0, maximum: 10_000 })),
});
export type CategoryBody = Static<typeof CategoryBody>;

// ---- coupons ----------------------------------------------------------------------------

/** Rupees with at most two decimals (the handler checks the decimals, which JSON Schema cannot say exactly for floats). */
const rupees = (title: string, minimum: number) => Type.Number({ title, minimum, maximum: 10_000_000, description: 'in rupees, at most 2 decimals' });

export const CouponBody = Type.Object({
  /** The same characters a shopper can type without surprises (the field holds 30, docs/rules.md R5). */
  code: Type.String({ title: 'code', pattern: '^[A-Za-z0-9_-]{1,30}$', description: '1 to 30 letters, digits, - or _' }),
  type: Type.Union([Type.Literal('percentage'), Type.Literal('fixed')], { title: 'type' }),
  /** A percentage (at most 100) or rupees off. */
  value: rupees('value', 0.01),
  minOrder: Type.Optional(Type.Union([rupees('minOrder', 0), Type.Null()])),
  maxUses: Type.Optional(Type.Union([Type.Integer({ title: 'maxUses', minimum: 1, maximum: 2_147_483_647 }), Type.Null()])),
  /**
   * The day (its midnight, UTC) or the moment the coupon stops, e.g. 2026-12-31T23:59:59Z or
   * 2026-12-31; a date that exists (the handler says which part does not: JSON Schema's formats
   * would only say "must match format").
   */
  expiresAt: Type.Optional(Type.Union([Type.String({ title: 'expiresAt', maxLength: 40 }), Type.Null()], { title: 'expiresAt' })),
});
export type CouponBody = Static<typeof CouponBody>;

// ---- inbox ------------------------------------------------------------------------------

export const SellerRequestsQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')], { title: 'status' })),
  ...Paging.properties,
});
export type SellerRequestsQuery = Static<typeof SellerRequestsQuery>;

export const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ title: 'to', maxLength: 200, description: 'the recipient, case-insensitive' })),
  ...Paging.properties,
});
export type OutboxQuery = Static<typeof OutboxQuery>;

export const PrintParams = Type.Object({ ...IdParams.properties, itemId: IdParams.properties.id });
