import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/messages/en';
import { formatDate, formatDateTime, formatDay, formatMonth } from './format-date';
import { activateLocale } from './i18n';

afterEach(() => activateLocale('en', en));

describe('format-date: every date of the SPA in the reader language', () => {
  it('words a calendar day in UTC, so it never moves to the day before', () => {
    expect(formatDay('2026-11-20')).toBe('Nov 20, 2026');
    expect(formatDay('2026-11-20T23:30:00Z')).toBe('Nov 20, 2026');
    expect(formatMonth('2024-09-01')).toBe('September 2024');
  });

  it('words an instant in the reader time zone, with its time when asked', () => {
    const iso = '2026-11-23T12:00:00.000Z';
    const local = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en', options).format(new Date(iso));
    expect(formatDate(iso)).toBe(local({ dateStyle: 'medium' }));
    expect(formatDate(iso, { dateStyle: 'long' })).toBe(local({ dateStyle: 'long' }));
    expect(formatDateTime(iso)).toBe(local({ dateStyle: 'medium', timeStyle: 'short' }));
    expect(formatDate(iso, { withTime: true })).toBe(formatDateTime(iso));
  });

  it('follows the active language, with Western digits in Arabic (decision 026)', () => {
    activateLocale('fr', en);
    expect(formatDay('2026-11-23')).toBe('23 nov. 2026');
    expect(formatMonth('2024-09-01')).toBe('septembre 2024');
    activateLocale('ar', en);
    expect(formatDay('2026-11-23')).toMatch(/23.*2026/);
    expect(formatDay('2026-11-23')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('never shows Invalid Date: a missing value is empty, a value that is not a date comes back as it was', () => {
    expect(formatDay('soon')).toBe('');
    expect(formatMonth('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });
});
