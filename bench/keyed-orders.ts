// A shopper placing orders the way the PWA does (one Idempotency-Key per submission),
// retrying each 503, 409 IDEMPOTENCY_IN_PROGRESS and lost connection with the same key
// after Retry-After until a final answer. Used by the fault tests and bench/faults.ts.
import type { CallName } from '../contract/calls.ts';
import { postCall, type PostedCall } from '../server/test-support/post-call.ts';

export interface Shopper {
  id: number;
  headers: Record<string, string>;
}

/** A call's answer; status -1: no answer (connection refused or reset). */
export type Posted = PostedCall<unknown>;

/** postCall, with a lost connection as status -1 instead of a throw: the shopper retries it. */
export async function postOrNoAnswer(base: string, name: CallName, fields: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Posted> {
  try {
    return await postCall(base, name, fields, headers);
  } catch {
    return { status: -1, body: {}, data: undefined, retryAfter: null };
  }
}

export async function signUp(base: string, email: string): Promise<Shopper> {
  const password = 'faulttest1';
  const signup = await postOrNoAnswer(base, 'SIGNUP_USER', {
    FirstName: 'Fault', LastName: 'Tester', EmailAddress: email, Password: password, MobileNo: '',
    AddressLineOne: '1 Test Street', CityId: -999, StateProvinceId: -999, PostalCode: '', CountryID: 1,
  }, { 'Idempotency-Key': crypto.randomUUID() });
  if (signup.status !== 200) throw new Error(`sign-up of ${email} answered ${signup.status}`);
  const login = await postOrNoAnswer(base, 'GET_USER_LOGIN', { Email: email, Password: password });
  const id = (login.data as { UserID: number }[] | undefined)?.[0]?.UserID;
  if (login.status !== 200 || !id) throw new Error(`login of ${email} answered ${login.status}`);
  return { id, headers: { Token: String(login.body.token), UserID: String(id) } };
}

/** One cart line as the client sends it. */
export interface OrderLine {
  ProductId: number;
  productSelectedAttributes: { ProductId: number; ProductAttributeID: number; PrimaryKeyValue: number }[];
  Quantity: number;
}

export function orderFields(userId: number, line: OrderLine, note = 'fault run'): Record<string, unknown> {
  return {
    UserID: userId, OrderNote: note, cartJsonData: JSON.stringify([line]),
    CouponCode: '', PaymentMethod: 6, paymentToken: '', payPalOrderConfirmJson: '',
  };
}

export interface KeyedOrder {
  key: string;
  productId: number;
  quantity: number;
  /** The final answer's status (200, or a refusal such as 409 OUT_OF_STOCK); 0 if none came before the deadline. */
  status: number;
  errorCode?: string;
  orderId?: number;
  /** Every status seen for this key, retries included (-1: no answer). */
  seen: number[];
}

const RETRIED = (p: Posted) => p.status === -1 || p.status >= 500 || (p.status === 409 && p.body.errorCode === 'IDEMPOTENCY_IN_PROGRESS');

/**
 * Places one order and retries it with the same key until a final answer or `deadline`.
 * `bases` are the instances to send to, in turn (a retry may reach another instance).
 */
export async function placeKeyedOrder(
  bases: string[],
  shopper: Shopper,
  line: OrderLine,
  deadline: number,
  opts: {
    /** Every status met is pushed here too, as it comes. */
    statuses?: number[];
    /** The submission's key (a fresh one by default). */
    key?: string;
    note?: string;
  } = {},
): Promise<KeyedOrder> {
  const { statuses, key = crypto.randomUUID() } = opts;
  const fields = orderFields(shopper.id, line, opts.note);
  const { ProductId: productId, Quantity: quantity } = line;
  const seen: number[] = [];
  for (let i = 0; Date.now() < deadline; i++) {
    const answer = await postOrNoAnswer(bases[i % bases.length]!, 'POST_CUSTOMER_ORDER', fields, { ...shopper.headers, 'Idempotency-Key': key });
    seen.push(answer.status);
    statuses?.push(answer.status);
    if (!RETRIED(answer)) {
      const orderId = (answer.data as { OrderId?: number }[] | undefined)?.[0]?.OrderId;
      const errorCode = typeof answer.body.errorCode === 'string' ? answer.body.errorCode : undefined;
      return { key, productId, quantity, status: answer.status, seen, ...(errorCode ? { errorCode } : {}), ...(orderId ? { orderId } : {}) };
    }
    // Retry-After as the server asks (capped), or a short pause for a lost connection.
    const waitMs = answer.retryAfter && /^\d+$/.test(answer.retryAfter) ? Math.min(Number(answer.retryAfter), 5) * 1000 : 250;
    await new Promise((r) => setTimeout(r, waitMs));
  }
  return { key, productId, quantity, status: 0, seen };
}
