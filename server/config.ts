// Process configuration from the environment (README lists every variable).
import path from 'node:path';

export interface RateLimitConfig {
  /** Logins per minute per IP, and per email from unknown devices (per device token for known ones). */
  login: number;
  /** Reset-code mails per hour per email (requests: 4x that per IP an hour; code checks 10x). */
  otp: number;
  /** Sign-ups, seller requests and public forms per minute per IP. */
  forms: number;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: 'demo' | 'none';
  adminToken: string | undefined;
  /** The owner account the first start creates (OWNER_EMAIL, OWNER_PASSWORD); generated when unset. */
  ownerEmail: string | undefined;
  ownerPassword: string | undefined;
  smtpUrl: string | undefined;
  corsOrigins: string[];
  /** Origins of the original storefront client: their failures answer HTTP 200 (server/plugins/legacy-origins.ts). */
  legacyOrigins: string[];
  apiBaseUrl: string;
  rateLimits: RateLimitConfig;
  /** Bytes. */
  bodyLimit: number;
  sessionDays: number;
  logLevel: string;
  /** Secret that signs download tokens; generated into the data folder when unset. */
  downloadSecret: string | undefined;
  distDir: string;
  /** Where the image pipeline keeps the variants it encoded (docs/decisions/0019-one-image-pipeline.md). */
  imageCacheDir: string;
  /** Shoppers' photos with the embedded database (docs/shop-rules.md P7); PostgreSQL keeps them in its table. */
  photoDir: string;
  /** Test-only: the fault tests' crash and pause points (server/fault-points.ts). Never set in production. */
  faultHook: string | undefined;
  /**
   * Whose X-Forwarded-For to believe: proxy addresses or CIDRs, or a hop count (the nearest
   * N hops are proxies); false believes no one and req.ip is the socket's peer.
   */
  trustProxy: string[] | number | false;
  /** Bytes the answer cache may hold (keys and answers). */
  answerCacheBytes: number;
  /** How long a cached product list may show stock and units sold from before an order (LISTING_SALES_LAG_MS; 0: never). */
  listingSalesLagMs: number;
  /** Bytes the document cache may hold (category families: server/http/answer-cache.ts). */
  docCacheBytes: number;
  /** Memory cap of the listing's in-memory index; 0: off, every listing by SQL. */
  listingIndexBytes: number;
  /** Resident memory above which the listing index is released and SQL answers (LISTING_INDEX_MAX_RSS_MB). */
  listingIndexMaxResidentBytes: number;
  /** Time to receive a whole request, headers to body (ms). */
  requestTimeoutMs: number;
  /** Time to receive a request's headers (ms). */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection is kept (ms). */
  keepAliveTimeoutMs: number;
  /** Open connections at most; more are refused until some close. */
  maxConnections: number;
  /** Server processes on PostgreSQL (WEB_CONCURRENCY; server/cluster.ts): at least 1. */
  webConcurrency: number;
}

/** TRUST_PROXY: "" (no one), a hop count ("1") or a comma list of addresses and CIDRs. */
export function parseTrustProxy(value: string | undefined): string[] | number | false {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

/**
 * Fastify's trustProxy for a parsed TRUST_PROXY. Fastify 5 ignores a bare hop count (it
 * cannot check the peer), so a count is given as a function: the nearest N hops are trusted.
 */
export function trustProxyOption(trust: string[] | number | false): string[] | false | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env.PORT, 8080),
    dataDir: path.resolve(env.DATA_DIR || './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seed: env.SEED === 'none' ? 'none' : 'demo',
    adminToken: env.ADMIN_TOKEN || undefined,
    ownerEmail: env.OWNER_EMAIL || undefined,
    ownerPassword: env.OWNER_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    corsOrigins: (env.CORS_ORIGINS || '').split(',').map((s) => s.trim()).filter(Boolean),
    legacyOrigins: (env.LEGACY_ORIGINS || '').split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean),
    apiBaseUrl: env.API_BASE_URL || '',
    rateLimits: {
      login: int(env.RATE_LIMIT_LOGIN, 10),
      otp: int(env.RATE_LIMIT_OTP, 10),
      forms: int(env.RATE_LIMIT_FORMS, 20),
    },
    bodyLimit: int(env.BODY_LIMIT, 256 * 1024),
    sessionDays: int(env.SESSION_DAYS, 30),
    logLevel: env.LOG_LEVEL || 'info',
    downloadSecret: env.DOWNLOAD_SECRET || undefined,
    distDir: path.resolve(env.DIST_DIR || './dist'),
    imageCacheDir: path.resolve(env.IMAGE_CACHE_DIR || path.join(env.DATA_DIR || './.data', 'images')),
    photoDir: path.resolve(path.join(env.DATA_DIR || './.data', 'photos')),
    faultHook: env.TEST_FAULT_HOOK || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    answerCacheBytes: int(env.ANSWER_CACHE_MB, 16) * 1024 * 1024,
    listingSalesLagMs: int(env.LISTING_SALES_LAG_MS, 2000),
    docCacheBytes: int(env.DOC_CACHE_MB, 2) * 1024 * 1024,
    listingIndexBytes: int(env.LISTING_INDEX_MAX_MB, 256) * 1024 * 1024,
    // 0: no limit.
    listingIndexMaxResidentBytes: int(env.LISTING_INDEX_MAX_RSS_MB, 0) * 1024 * 1024 || Infinity,
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000),
    headersTimeoutMs: int(env.HEADERS_TIMEOUT_MS, 10_000),
    keepAliveTimeoutMs: int(env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
    maxConnections: int(env.MAX_CONNECTIONS, 1_000),
    webConcurrency: Math.max(1, Math.floor(int(env.WEB_CONCURRENCY, 1))),
  };
}
