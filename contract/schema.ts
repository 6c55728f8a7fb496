// The four TypeBox builders the call declarations use (contract/call-fields.ts), written
// out so the declarations carry no schema library at run time: the PWA's forms import
// them in a few hundred bytes. The objects are plain JSON Schema, typed as TypeBox's own
// types, so `Static` gives each call's payload type (docs/decisions/0014-one-schema-per-call.md).
import type { TObject, TOptional, TProperties, TSchema, TString, TUnsafe } from 'typebox';

/** Keys that are ours, not JSON Schema (left out of the OpenAPI document). */
export const OPTIONAL_MARK = '~optional';

function object<P extends TProperties>(properties: P): TObject<P> {
  const required = Object.keys(properties).filter((k) => !(OPTIONAL_MARK in (properties[k] as object)));
  return { type: 'object', properties, required } as unknown as TObject<P>;
}

function optional<T extends TSchema>(schema: T): TOptional<T> {
  return { ...schema, [OPTIONAL_MARK]: true } as TOptional<T>;
}

function string(options: Record<string, unknown> = {}): TString {
  return { type: 'string', ...options } as unknown as TString;
}

function unsafe<T>(schema: Record<string, unknown>): TUnsafe<T> {
  return { ...schema } as unknown as TUnsafe<T>;
}

export const Type = { Object: object, Optional: optional, String: string, Unsafe: unsafe };
