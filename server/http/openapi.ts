// GET /api/openapi.json: the whole API in one OpenAPI 3.1 document. The calls' paths are built
// from the same declaration the checker runs (contract/call-fields.ts, docs/decisions/0014-one-schema-per-call.md),
// so it cannot drift from what the server accepts. Every call is a POST of the envelope
// (docs/decisions/0007-envelope-and-status-codes.md).
import type { FastifyInstance } from 'fastify';
import { CALL_FIELDS } from '../../contract/call-fields.ts';
import { CALLS, callPath, type CallName } from '../../contract/calls.ts';
import { OPTIONAL_MARK } from '../../contract/schema.ts';

/** A declaration as JSON Schema: our marker of optional fields left out (`required` says it). */
function jsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonSchema);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== OPTIONAL_MARK).map(([k, v]) => [k, jsonSchema(v)]));
}

/** The calls' paths added to what @fastify/swagger describes (the admin API's routes and their TypeBox schemas). */
export function openApiDocument(routes: { paths?: Record<string, unknown>; components?: unknown } = {}): Record<string, unknown> {
  const paths: Record<string, unknown> = { ...routes.paths };
  for (const name of Object.keys(CALLS) as CallName[]) {
    paths[callPath(name)] = {
      post: {
        operationId: name,
        tags: [CALLS[name].write ? 'writes' : 'reads'],
        ...(CALLS[name].write ? { parameters: [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' } }] } : {}),
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['requestParameters'],
                properties: {
                  requestParameters: {
                    ...(jsonSchema(CALL_FIELDS[name]) as object),
                    properties: {
                      ...(jsonSchema(CALL_FIELDS[name].properties) as object),
                      languageCode: { type: 'string', enum: ['en', 'ar'] },
                    },
                  },
                },
              },
            },
          },
        },
        responses: {
          default: { description: 'The envelope: statusCode, statusMessage, data, message, errorCode and errorMessage on a failure.' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Tohfa API', version: '1' },
    ...(routes.components ? { components: routes.components } : {}),
    paths,
  };
}

/** Serves the document; built on the first request, once every route is registered. */
export function registerOpenApi(app: FastifyInstance): void {
  let body: string | undefined;
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_req, reply) => {
    body ??= JSON.stringify(openApiDocument(app.swagger() as Parameters<typeof openApiDocument>[0]));
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
