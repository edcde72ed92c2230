import { API_ERRORS } from '@darsak/common';
import { afterEach, describe, expect, it } from 'vitest';
import { en, type Messages } from '@/messages/en';
import { localizeApiError } from './api-messages';
import { activateLocale } from './i18n';
import { needsIcu } from './icu-syntax';

afterEach(() => activateLocale('en', en));

/** A catalogue whose error texts and field names are marked, to see which ones the SPA picked. */
const marked: Messages = {
  ...en,
  errors: {
    codes: Object.fromEntries(Object.entries(en.errors.codes).map(([code, text]) => [code, `«${text}»`])),
    attributes: { ...en.errors.attributes, password: 'mot de passe', 'course ids': 'cours', title: 'titre' },
  } as unknown as Messages['errors'],
};

describe('localizeApiError', () => {
  it("the English error texts are the API's, plain templates the precompiler need not see", () => {
    expect(en.errors.codes).toBe(API_ERRORS);
    expect(Object.values(API_ERRORS).filter(needsIcu)).toEqual([]);
  });

  it('words an error from its code and params, naming the field in the reader’s language', () => {
    activateLocale('fr', marked);
    expect(localizeApiError('These credentials do not match our records.', { code: 'auth.failed' })).toBe(
      '«These credentials do not match our records.»',
    );
    expect(
      localizeApiError('Too many login attempts. Please try again in 42 seconds.', { code: 'auth.throttled', params: { seconds: 42 } }),
    ).toBe('«Too many login attempts. Please try again in 42 seconds.»');
    expect(localizeApiError('x', { code: 'validation.min.string', params: { attribute: 'password', min: 8 } })).toBe(
      '«The mot de passe field must be at least 8 characters.»',
    );
    expect(localizeApiError('x', { code: 'validation.in', params: { attribute: 'course ids.3' } })).toBe(
      '«The selected cours is invalid.»',
    );
    // A nested field (a translation's title) is named by its last part.
    expect(localizeApiError('x', { code: 'validation.required', params: { attribute: 'translations.fr.title' } })).toBe(
      '«The titre field is required.»',
    );
  });

  it('leaves a message without a code, or with a code the catalogue does not know, as the server sent it', () => {
    activateLocale('fr', marked);
    expect(localizeApiError('The name field is required.', undefined)).toBe('The name field is required.');
    expect(localizeApiError('Something new.', { code: 'no.such.code' as never })).toBe('Something new.');
  });
});
