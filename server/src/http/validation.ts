import type { ApiErrorCode } from '@darsak/common';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { fieldEntry, notFound, ValidationError, type FieldError, type FieldErrors } from './errors.ts';

/**
 * Request validation from the contracts' zod schemas (decision 066), worded as Laravel's
 * validator words it, each message with its code (Laravel's own key: validation.required...).
 */

const TYPE_CODES: Record<string, ApiErrorCode> = {
  string: 'validation.string',
  number: 'validation.numeric',
  int: 'validation.integer',
  boolean: 'validation.boolean',
  array: 'validation.array',
  object: 'validation.object',
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const sizeKind = (origin: string) => (origin === 'string' ? 'string' : origin === 'array' ? 'array' : 'numeric');

/**
 * The field an issue is reported under: Laravel's dotted path through objects
 * ('translations.fr.title', 'contact.email'); a list is one field, its items' errors reported on
 * the list ('coursesToGive', 'translations.fr.what_you_will_learn').
 */
function fieldOf(path: readonly PropertyKey[]): string {
  const keys: string[] = [];
  for (const key of path) {
    if (typeof key !== 'string') break;
    keys.push(key);
  }
  return keys.length ? keys.join('.') : 'input';
}

/** One zod issue as Laravel would report it: its code, params and English text. */
function issueEntry(issue: z.core.$ZodIssue, input: unknown): FieldError {
  const field = fieldOf(issue.path);
  const value = issue.path.length ? valueAt(input, issue.path) : input;
  switch (issue.code) {
    case 'invalid_type':
      // Laravel's required also fails on an empty list.
      if (isEmpty(value)) return fieldEntry(field, 'validation.required');
      return fieldEntry(field, TYPE_CODES[issue.expected] ?? 'validation.invalid');
    case 'too_small': {
      const kind = sizeKind(issue.origin);
      if (kind === 'string' && Number(issue.minimum) <= 1) return fieldEntry(field, 'validation.required');
      return fieldEntry(field, `validation.min.${kind}`, { min: Number(issue.minimum) });
    }
    case 'too_big':
      return fieldEntry(field, `validation.max.${sizeKind(issue.origin)}`, { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return fieldEntry(field, 'validation.email');
      if (issue.format === 'uuid' || issue.format === 'guid') return fieldEntry(field, 'validation.uuid');
      return fieldEntry(field, 'validation.regex');
    case 'invalid_value':
      return fieldEntry(field, 'validation.in');
    case 'custom': {
      // A refinement names its code in params ({params: {code}}); its message is the English text.
      const code = (issue.params as { code?: ApiErrorCode } | undefined)?.code ?? 'validation.invalid';
      const params = (issue.params as { values?: Record<string, string | number> } | undefined)?.values ?? {};
      // A message that is still the code's template ({attribute}) is worded here, with the field's name.
      return fieldEntry(field, code, params, issue.message.includes('{attribute}') ? undefined : issue.message);
    }
    default:
      return fieldEntry(field, 'validation.invalid');
  }
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A zod failure as Laravel's field errors (one list per field, no repeated text). */
export function fieldErrorsOf(error: z.ZodError, input: unknown): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = fieldOf(issue.path);
    const entry = issueEntry(issue, input);
    const list = (fields[key] ??= []);
    if (!list.some((known) => known.message === entry.message)) list.push(entry);
  }
  return fields;
}

/**
 * Parses a request part; a failure is a 422 ValidationError. The routes' schemas go through
 * Fastify (below); this is for what Fastify cannot see: a multipart form's fields.
 */
export function parseRequestPart<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new ValidationError(fieldErrorsOf(result.error, input ?? {}));
}

/**
 * Fastify's validator compiler for contract schemas: body and query answer 422 in Laravel's
 * shape; path parameters that do not parse answer the route's 404 (`notFoundOf`).
 */
export function contractValidatorCompiler(notFoundOf: (method: string, url: string) => ApiErrorCode): FastifySchemaCompiler<z.ZodType> {
  return ({ schema, httpPart, method, url }) => {
    if (httpPart === 'params') {
      const code = notFoundOf(method, url);
      return (data) => {
        const result = schema.safeParse(data ?? {});
        return result.success ? { value: result.data } : { error: notFound(code) };
      };
    }
    return (data) => {
      const input = data ?? {};
      const result = schema.safeParse(input);
      return result.success ? { value: result.data } : { error: new ValidationError(fieldErrorsOf(result.error, input)) };
    };
  };
}
