// CORS for a PWA served from another origin (API_BASE_URL, CORS_ORIGINS allow-list).
import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'Content-Type, Accept, Token, UserID, Idempotency-Key';

export function cors(app: FastifyInstance, origins: string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
      await reply.code(204).send();
    }
  });
}
