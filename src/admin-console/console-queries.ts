// The console's reads (docs/architecture.md C2: one queryOptions factory per domain, keys
// from general to specific) and the shapes the admin API answers (server/admin/README.md).
import { queryOptions } from '@tanstack/react-query';
import type { AuditAnswer, StaffListed, TodayAnswer } from '../../contract/admin.ts';
import { consoleGet } from './console-api.ts';

export interface OrderRow {
  id: number;
  orderNumber: string;
  orderDate: string;
  customerEmail: string;
  shippingName: string;
  statusId: number;
  statusName: string;
  totalItems: number;
  subtotal: number;
  discount: number;
  couponCode: string | null;
  shipping: number;
  orderTotal: number;
}

export interface OrderItem {
  id: number;
  productId: number;
  productName: string;
  unitPrice: number;
  quantity: number;
  itemTotal: number;
  isDigital: boolean;
  statusId: number;
  selectedAttributes: unknown;
  personalisation: unknown;
  personalisationToFollow: boolean;
}

export interface OrderDetail extends OrderRow {
  customerPhone?: string;
  paymentMethod?: string | null;
  note: string | null;
  shippingAddress: unknown;
  items: OrderItem[];
  history: Array<{ statusId: number; statusName: string; note: string | null; at: string }>;
}

export interface OrdersSearch {
  status?: number;
  q?: string;
  /** The first and last day of the orders (YYYY-MM-DD, both inclusive). */
  from?: string;
  to?: string;
  page?: number;
}

export const ORDERS_PAGE_SIZE = 20;

export interface SellerRequest {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string;
  address: string;
  country: string | null;
  postalCode: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

export interface ContactMessage {
  id: number;
  fullName: string;
  email: string;
  phoneNumber: string;
  subject: string;
  message: string;
  createdAt: string;
}

export const consoleKeys = {
  all: ['console'] as const,
  me: () => [...consoleKeys.all, 'me'] as const,
  today: () => [...consoleKeys.all, 'today'] as const,
  orders: () => [...consoleKeys.all, 'orders'] as const,
  orderList: (search: OrdersSearch) => [...consoleKeys.orders(), 'list', search] as const,
  order: (id: number) => [...consoleKeys.orders(), 'detail', id] as const,
  inbox: () => [...consoleKeys.all, 'inbox'] as const,
  sellerRequests: () => [...consoleKeys.inbox(), 'seller-requests'] as const,
  contactMessages: () => [...consoleKeys.inbox(), 'contact-messages'] as const,
  reviews: () => [...consoleKeys.inbox(), 'reviews'] as const,
  staff: () => [...consoleKeys.all, 'staff'] as const,
  coupons: () => [...consoleKeys.all, 'coupons'] as const,
  audit: (page: number) => [...consoleKeys.all, 'audit', page] as const,
};

/** The owner's day starts at their own midnight, not the server's. */
function startOfToday(): string {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d.toISOString();
}

export const todayQuery = () => queryOptions({ queryKey: consoleKeys.today(), queryFn: () => consoleGet<TodayAnswer>('today', { from: startOfToday() }) });

export const ordersQuery = (search: OrdersSearch) =>
  queryOptions({
    queryKey: consoleKeys.orderList(search),
    queryFn: () =>
      consoleGet<{ orders: OrderRow[]; total: number; page: number; pageSize: number }>('orders', {
        status: search.status,
        q: search.q,
        from: search.from,
        to: search.to,
        page: search.page,
        pageSize: ORDERS_PAGE_SIZE,
      }),
  });

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: consoleKeys.order(id), queryFn: async () => (await consoleGet<{ order: OrderDetail }>(`orders/${id}`)).order });

export const sellerRequestsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.sellerRequests(),
    queryFn: async () => (await consoleGet<{ sellerRequests: SellerRequest[] }>('seller-requests', { pageSize: 50 })).sellerRequests,
  });

export const contactMessagesQuery = () =>
  queryOptions({
    queryKey: consoleKeys.contactMessages(),
    queryFn: async () => (await consoleGet<{ messages: ContactMessage[] }>('contact-messages', { pageSize: 50 })).messages,
  });

export const staffQuery = () =>
  queryOptions({ queryKey: consoleKeys.staff(), queryFn: async () => (await consoleGet<{ staff: StaffListed[] }>('staff')).staff });

export const AUDIT_PAGE_SIZE = 30;

export const auditQuery = (page: number) =>
  queryOptions({ queryKey: consoleKeys.audit(page), queryFn: () => consoleGet<AuditAnswer>('audit', { page, pageSize: AUDIT_PAGE_SIZE }) });

export interface Coupon {
  id: number;
  code: string;
  type: 'percentage' | 'fixed';
  value: number;
  minOrder: number;
  maxUses: number | null;
  usedCount: number;
  expiresAt: string | null;
  isActive: boolean;
}

export const couponsQuery = () =>
  queryOptions({ queryKey: consoleKeys.coupons(), queryFn: async () => (await consoleGet<{ coupons: Coupon[] }>('coupons')).coupons });

export interface Review {
  id: number;
  productName: string;
  reviewerName: string;
  title: string;
  body: string;
  rating: number;
  createdAt: string;
  hidden: boolean;
}

export const reviewsQuery = () =>
  queryOptions({ queryKey: consoleKeys.reviews(), queryFn: async () => (await consoleGet<{ reviews: Review[] }>('reviews', { pageSize: 20 })).reviews });
