import { intlTag, LOCALES } from '@darsak/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/messages/en';
import { activateLocale, format } from './i18n';

/** A file of its own: no formatter is kept from another test when this one starts. */
afterEach(() => activateLocale('en', en));

describe('numbers in messages', () => {
  it('writes a whole number under 1000 as Intl does, without building a formatter (decision 061)', () => {
    const numbers = [0, 1, 8, 42, 999];
    const built = vi.spyOn(Intl, 'NumberFormat');
    const written = LOCALES.map((lang) => {
      activateLocale(lang, en);
      return numbers.map((count) => format('{count}', { count }));
    });
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    expect(written).toEqual(LOCALES.map((lang) => numbers.map((count) => new Intl.NumberFormat(intlTag(lang)).format(count))));
    activateLocale('en', en);
    expect(format('{count}', { count: 1000 })).toBe('1,000');
    expect(format('{count}', { count: 2.5 })).toBe('2.5');
  });
});
