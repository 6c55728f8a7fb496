// Security headers on every answer (docs/rules.md R11.9), set by helmet: a CSP without
// inline scripts, no framing, nosniff, a referrer policy, COOP and HSTS. Only these: helmet's other
// defaults are off so the shop's headers stay what docs/decisions/0002-the-edge-proxies-cache-headers.md
// lists (Cross-Origin-Resource-Policy same-origin, for one, would block a PWA served from
// another origin from showing this server's images). Helmet has no Permissions-Policy: the same
// hook sets it. Helmet's middleware is made once (@fastify/helmet made a new one on every
// request: 2 % of a cache-missed listing's CPU in bench/profile-server.ts).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import { failureEnvelope } from '../http/envelope.ts';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';
/**
 * HSTS: once a browser has reached the shop over HTTPS it uses nothing else for a year
 * (browsers ignore the header on plain HTTP, so a shop on http://localhost is unaffected).
 * Not includeSubDomains and not preload: the shop's host does not decide for its parent
 * domain's other hosts, and preloading cannot be undone quickly.
 */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function cspOptions(apiOrigins: string[]) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'", ...apiOrigins],
      'font-src': ["'self'"],
      'manifest-src': ["'self'"],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    },
  };
}

/** The headers helmet sets besides the CSP, for the answers that run no hook (badRequestAnswer). */
const FIXED_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}`,
};

/** Wrapped with fastify-plugin: the headers go on every answer of the app. */
export const securityHeaders = fp<{ apiOrigins: string[] }>(async (app, { apiOrigins }) => {
  const headers = helmet({
    contentSecurityPolicy: cspOptions(apiOrigins),
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false, preload: false },
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  // On the raw answer: kept by error answers too.
  app.addHook('onRequest', (req, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}, { name: 'security-headers' });

/**
 * Fastify's frameworkErrors: a request Fastify refuses before routing (a URL that is not
 * valid percent-encoding, e.g. /%ff) runs no hook, so helmet never sees it. It still gets
 * the JSON envelope and the same security headers.
 */
export function frameworkErrorAnswer(apiOrigins: string[]) {
  // Written the way helmet writes it (a test compares the two).
  const csp = Object.entries(cspOptions(apiOrigins).directives).map(([name, values]) => [name, ...values].join(' ')).join(';');
  return (err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void => {
    reply.header('Content-Security-Policy', csp);
    for (const [name, value] of Object.entries(FIXED_HEADERS)) reply.header(name, value);
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
    const message = err.code === 'FST_ERR_BAD_URL' ? 'The address is malformed.' : 'The request is malformed.';
    void reply.code(status).type('application/json; charset=utf-8').send(failureEnvelope(status, 'BAD_REQUEST', message));
  };
}
