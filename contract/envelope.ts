// The answer body of every call (docs/decisions/0007-envelope-and-status-codes.md): the original admin host's
// Result object. `data` is a JSON string that the client parses exactly once.

export interface ResultEnvelope {
  statusCode: number;
  statusMessage: string;
  message: string;
  errorMessage: string;
  isAuthorized: boolean;
  token: string;
  data: string;
  /** On failures (docs/rules.md R12.2): a stable code the client translates. */
  errorCode?: ErrorCode;
  errorParams?: Record<string, string | number>;
}

export const ERROR_CODES = [
  'REQUIRED',
  'MIN_LENGTH',
  'MAX_LENGTH',
  'INVALID_EMAIL',
  'NOT_A_NUMBER',
  'OUT_OF_RANGE',
  'PASSWORD_MISMATCH',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_EXISTS',
  'INVALID_LOGIN',
  'RATE_LIMITED',
  'IDEMPOTENCY_CONFLICT',
  'IDEMPOTENCY_IN_PROGRESS',
  'PAYLOAD_TOO_LARGE',
  'INVALID_COUPON',
  'OUT_OF_STOCK',
  'OVER_LIMIT',
  'INVALID_PRODUCT',
  'PAYMENT_METHOD_UNAVAILABLE',
  'EMPTY_CART',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_TRIES',
  'WRONG_PASSWORD',
  'OPEN_ORDERS',
  'SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'NOT_AN_IMAGE',
  'PHOTO_MISSING',
  'VERSION_CONFLICT',
  'CONFLICT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const STATUS_MESSAGES: Record<number, string> = {
  200: 'Ok',
  202: 'Accepted',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Wraps request fields the way every call sends them (docs/rules.md R7). */
export function requestBody(fields: Record<string, unknown>): { requestParameters: Record<string, unknown> } {
  return { requestParameters: { ...fields, recordValueJson: '[]' } };
}
