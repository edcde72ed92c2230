import type { SlotChoice } from '@/components/slot-picker/slot-picker';

/**
 * A booking begun signed out (issue 19): the tutor, length, subject and time chosen, kept in this
 * tab's sessionStorage while the visitor logs in, then offered again on the tutor's page (?book=1).
 * Nothing personal: it never goes into a URL.
 */
const KEY = 'darsak.booking-choice';

export type StoredChoice = SlotChoice & { tutorId: number };

export function keepBookingChoice(choice: StoredChoice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Storage refused (private mode): the visitor chooses again after logging in.
  }
}

export function readBookingChoice(tutorId: number): Partial<SlotChoice> | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredChoice>;
    if (value.tutorId !== tutorId) return null;
    return {
      duration: typeof value.duration === 'number' ? value.duration : 60,
      course: typeof value.course === 'string' ? value.course : '',
      start: typeof value.start === 'string' ? value.start : null,
    };
  } catch {
    return null;
  }
}

export function forgetBookingChoice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
