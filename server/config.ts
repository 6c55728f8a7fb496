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
  smtpUrl: string | undefined;
  corsOrigins: string[];
  /** Origins of the original storefront client: their failures answer HTTP 200 (plugins/legacy-origins.ts). */
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
  /** A test-only hook (issue 8): crash points for fault tests. Never set in production. */
  faultHook: string | undefined;
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
    faultHook: env.TEST_FAULT_HOOK || undefined,
  };
}
