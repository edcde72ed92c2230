import { en, type Messages } from '@/messages/en';

/** The active catalogue. Only English exists today; another locale swaps this object. */
export const messages: Messages = en;

/** Fills {name} placeholders: format('Welcome back, {name}!', { name: 'Rana' }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
