import type { z } from 'zod';
import { ValidationError, type FieldErrors } from './errors.ts';

/** Laravel's attribute name: snake_case and camelCase become words ("password confirmation"). */
export const attributeName = (field: string) =>
  field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

const typeWords: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
};

/** Turns one zod issue into the sentence Laravel's validator would produce. */
function laravelMessage(issue: z.core.$ZodIssue, input: unknown): string {
  const field = attributeName(String(issue.path[0] ?? 'input'));
  const value = issue.path.length ? getPath(input, issue.path) : input;
  switch (issue.code) {
    case 'invalid_type':
      // Laravel's required also fails on an empty list.
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
        return `The ${field} field is required.`;
      }
      return `The ${field} field must be ${typeWords[issue.expected] ?? issue.expected}.`;
    case 'too_small': {
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `The ${field} field is required.`
          : `The ${field} field must be at least ${issue.minimum} characters.`;
      }
      if (issue.origin === 'array') return `The ${field} field must have at least ${issue.minimum} items.`;
      return `The ${field} field must be at least ${issue.minimum}.`;
    }
    case 'too_big':
      if (issue.origin === 'string') return `The ${field} field must not be greater than ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `The ${field} field must not have more than ${issue.maximum} items.`;
      return `The ${field} field must not be greater than ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return `The ${field} field must be a valid email address.`;
      return `The ${field} field format is invalid.`;
    case 'invalid_value':
      return `The selected ${field} is invalid.`;
    case 'unrecognized_keys':
      return `The ${field} field is invalid.`;
    case 'custom':
      return issue.message;
    default:
      return `The ${field} field is invalid.`;
  }
}

function getPath(input: unknown, path: PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Validates a request part; throws a 422 ValidationError in Laravel's shape. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'input';
    const message = laravelMessage(issue, input ?? {});
    const list = (errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  throw new ValidationError(errors);
}
