// Errors Fastify raises before a handler runs (malformed JSON, body too large, wrong
// content type) and unknown API paths: always the JSON envelope, never a bare 500. Wrapped
// with fastify-plugin: the error handler is the app's own, for every route.
import fp from 'fastify-plugin';
import type { ErrorCode } from '../../contract/envelope.ts';
import { failureEnvelope } from '../http/envelope.ts';
import { DatabaseUnavailable } from '../db/database-unavailable.ts';
import { serviceUnavailable } from '../http/service-unavailable.ts';

export const errors = fp(async (app) => {
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (err instanceof DatabaseUnavailable) {
      req.log.warn({ url: req.url, cause: err.message }, 'database unavailable');
      const failure = serviceUnavailable();
      return reply.code(503).headers(failure.headers).send(failureEnvelope(503, failure.code, failure.message, failure.params));
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    let code: ErrorCode = 'BAD_REQUEST';
    let message = 'The request is malformed.';
    if (status === 413) {
      code = 'PAYLOAD_TOO_LARGE';
      message = 'The request is too large.';
    } else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      message = 'Content-Type must be application/json.';
    } else if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      message = 'The request body is not valid JSON.';
    } else if (status === 500) {
      req.log.error({ err }, 'unhandled error');
      code = 'SERVER_ERROR';
      message = 'An error occured. Please try again!';
    } else if (status === 404) {
      code = 'NOT_FOUND';
      message = 'Not found.';
    }
    return reply.code(status).send(failureEnvelope(status, code, message));
  });

  const notFound = failureEnvelope(404, 'NOT_FOUND', 'This call does not exist.');
  app.all('/api/*', async (_req, reply) => reply.code(404).send(notFound));
  // Unknown /admin/api/ paths answer inside the admin API, after its token check (admin-api.ts).
}, { name: 'errors' });
