import { API_ERRORS } from '@darsak/common';
import { afterEach, describe, expect, it } from 'vitest';
import { en, type Messages } from '@/messages/en';
import { localizeApiMessage } from './api-messages';
import { activateLocale } from './i18n';
import { needsIcu } from './icu-syntax';

afterEach(() => activateLocale('en', en));

/** A catalogue whose error texts are marked, to see which ones the SPA picked. */
const marked: Messages = {
  ...en,
  errors: Object.fromEntries(Object.entries(en.errors).map(([code, text]) => [code, `«${text}»`])) as Messages['errors'],
};

describe('localizeApiMessage', () => {
  it("the English error texts are the API's, plain templates the precompiler need not see", () => {
    expect(en.errors).toBe(API_ERRORS);
    expect(Object.values(API_ERRORS).filter(needsIcu)).toEqual([]);
  });

  it('translates a known message by its code, keeping its variable parts', () => {
    activateLocale('fr', marked);
    expect(localizeApiMessage('These credentials do not match our records.', 'auth.failed')).toBe(
      '«These credentials do not match our records.»',
    );
    expect(localizeApiMessage('Too many login attempts. Please try again in 42 seconds.', 'auth.throttled')).toBe(
      '«Too many login attempts. Please try again in 42 seconds.»',
    );
    // Field errors arrive without their own code: found by their text.
    expect(localizeApiMessage('The email has already been taken.')).toBe('«The email has already been taken.»');
  });

  it('leaves unknown messages and mismatched codes as the server sent them', () => {
    activateLocale('fr', marked);
    expect(localizeApiMessage('The name field is required.', 'validation.failed')).toBe('The name field is required.');
    expect(localizeApiMessage('Not Found', 'auth.failed')).toBe('Not Found');
  });
});
