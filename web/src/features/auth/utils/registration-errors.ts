import { AUTH_MESSAGES } from '@darsak/common';
import type { FieldErrors } from '@/lib/api-client';
import type { Registration } from '../api/register';

const FIELDS: readonly (keyof Registration)[] = ['name', 'email', 'password', 'password_confirmation'];

/**
 * The server's field errors, each shown once beside the field it is about: every message of a
 * field (not only the first), duplicates dropped, and Laravel's 'confirmed' error (reported on
 * `password`) moved beside the confirmation field where the student has to fix it.
 */
export function errorsByField(errors: FieldErrors): Partial<Record<keyof Registration, string>> {
  const byField: Partial<Record<keyof Registration, string[]>> = {};
  const add = (field: keyof Registration, message: string) => {
    const list = (byField[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const [field, list] of Object.entries(errors)) {
    for (const message of list ?? []) {
      if (field === 'password' && message === AUTH_MESSAGES.passwordMismatch) add('password_confirmation', message);
      else if ((FIELDS as readonly string[]).includes(field)) add(field as keyof Registration, message);
    }
  }
  return Object.fromEntries(Object.entries(byField).map(([field, list]) => [field, list.join(' ')]));
}
