// The Fastify options that face the network: whose X-Forwarded-For to believe, how long a
// slow client may take, and the answer to a URL Fastify cannot route
// (docs/decisions/0002-the-edge-proxies-cache-headers.md).
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { trustProxyOption, type Config } from '../config.ts';
import { frameworkErrorAnswer } from '../plugins/security-headers.ts';

export function edgeOptions(config: Config, apiOrigins: string[]): FastifyHttpOptions<Server> {
  // Node refuses a headers timeout longer than a (non-zero) request timeout.
  const headersTimeout = config.requestTimeoutMs > 0 ? Math.min(config.headersTimeoutMs, config.requestTimeoutMs) : config.headersTimeoutMs;
  return {
    // No one by default: a client must not choose the IP that per-IP limits and logs see.
    trustProxy: trustProxyOption(config.trustProxy),
    // The whole request (headers and body) within requestTimeout, its headers within
    // headersTimeout: a client sending a byte now and then is dropped (Node answers 408).
    requestTimeout: config.requestTimeoutMs,
    // A socket with nothing moving on it at all.
    connectionTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout,
      // Node checks both timeouts only this often (30 s by default).
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor((headersTimeout || 20_000) / 4))),
    },
    frameworkErrors: frameworkErrorAnswer(apiOrigins),
  };
}
