// The owner's console API (/admin/api/, server/admin/README.md): every route's input and
// answer, declared once. The server validates with them (Fastify's schema validation) and
// describes them in /api/openapi.json; the console's client infers its types from them.
// Plain JSON Schema keywords only (no x- keywords): any validator reads them.
import { Type, type Static } from 'typebox';

const email = () => Type.String({ title: 'email', format: 'email', minLength: 3, maxLength: 200 });
// docs/rules.md R10.7: passwords are 6 to 150 characters everywhere.
const password = () => Type.String({ title: 'password', minLength: 6, maxLength: 150 });

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
  password: Type.String({ title: 'password', minLength: 1, maxLength: 150 }),
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
  name: Type.String({ title: 'name', minLength: 1, maxLength: 100 }),
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
  lowStock: Type.Array(Type.Object({ productId: Type.Integer(), name: Type.String(), stock: Type.Integer() })),
});
export type TodayAnswer = Static<typeof TodayAnswer>;
