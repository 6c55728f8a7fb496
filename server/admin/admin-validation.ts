// The admin API validates with TypeBox (contract/admin.ts), the schemas' own validator, so
// an impossible date (2026-02-30) is refused and a body's types are what they say: a body
// is checked as sent (no "5" for 5, no 5 for "5"); query strings and route parameters,
// always text, are converted to the schema's numbers and booleans first.
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

export class AdminValidationError extends Error {
  readonly statusCode = 400;
  readonly validation = true;
}

const PART_NAMES: Record<string, string> = { body: 'The body', querystring: 'The query', params: 'The path' };

export const adminValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const validator = Compile(schema);
  const fromText = httpPart !== 'body';
  return (data: unknown) => {
    let value = data ?? (fromText ? {} : data);
    if (fromText) value = Value.Convert(schema, value);
    value = Value.Default(schema, value);
    if (validator.Check(value)) return { value };
    const first = validator.Errors(value)[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const message = first ? `${field || PART_NAMES[httpPart ?? ''] || 'The request'} ${first.message}` : 'The request is malformed.';
    return { error: new AdminValidationError(message) };
  };
};
