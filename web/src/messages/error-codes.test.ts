import { API_ERRORS, attributeName, type ApiErrorCode } from '@darsak/common';
import { ALL_ENDPOINTS } from '@darsak/common/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errors as ar } from './ar/errors';
import { errors as en } from './en/errors';
import { errors as fr } from './fr/errors';

/** Every code the contracts name, with the ones their access, CSRF and validation imply. */
function contractCodes(): Set<ApiErrorCode> {
  const codes = new Set<ApiErrorCode>(['auth.unauthenticated', 'auth.forbidden', 'auth.origin', 'csrf.mismatch', 'validation.failed']);
  for (const endpoint of ALL_ENDPOINTS) {
    for (const code of endpoint.errors) codes.add(code);
    if (endpoint.notFound) codes.add(endpoint.notFound);
  }
  // Field rules can reach any form: every validation.* code is worded too.
  for (const code of Object.keys(API_ERRORS) as ApiErrorCode[]) if (code.startsWith('validation.')) codes.add(code);
  return codes;
}

type JsonSchema = { properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };

/**
 * The name of every field a contract's body or query has, as the server names it in a 422 (the
 * field's path up to its first list index, in words); a nested field is worded by its last part.
 */
function contractFieldNames(): Set<string> {
  const names = new Set<string>();
  const walk = (schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      // _token: an HTML form's CSRF token, never named to a reader.
      if (!key.startsWith('_')) names.add(attributeName(key));
      walk(child);
    }
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(branch);
  };
  for (const endpoint of ALL_ENDPOINTS) {
    for (const schema of [endpoint.body, endpoint.query]) {
      if (schema) walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
    }
  }
  return names;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error texts', () => {
  it.each([
    ['French', fr],
    ['Arabic', ar],
  ] as const)('every code a contract may answer has its %s text, with the same placeholders as the English', (_name, catalogue) => {
    const codes = catalogue.codes as Record<string, string | undefined>;
    for (const code of contractCodes()) {
      const text = codes[code];
      expect(text, code).toBeTruthy();
      expect(text, code).not.toBe(API_ERRORS[code]);
      expect(placeholders(text!), code).toEqual(placeholders(API_ERRORS[code]));
    }
  });

  it("every field of every contract has its English name, so no 422 names a field in the server's words only", () => {
    const missing = [...contractFieldNames()].filter((name) => !(name in en.attributes));
    expect(missing).toEqual([]);
  });

  it.each([
    ['French', fr],
    ['Arabic', ar],
  ] as const)('every field the API names has its %s name', (_name, catalogue) => {
    for (const attribute of Object.keys(en.attributes)) {
      expect((catalogue.attributes as Record<string, string>)[attribute], attribute).toBeTruthy();
    }
  });
});
