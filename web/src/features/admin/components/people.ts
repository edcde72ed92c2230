import type { PersonRef } from '../types';

/** "Name <email>" or whichever of the two exists. */
export function personLabel(person: PersonRef | undefined, fallbackEmail?: string | null): string | null {
  const name = person?.name?.trim();
  const email = person?.email ?? fallbackEmail ?? null;
  if (name && email) return `${name} (${email})`;
  return name || email || null;
}
