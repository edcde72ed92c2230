import { intlTag, LOCALES } from '@darsak/common';
import { describe, expect, it } from 'vitest';
import { DOCS_LAST_UPDATED, DOCS_LAST_UPDATED_TEXT } from './docs';

describe('the docs date', () => {
  it('is worded in each language as Intl words DOCS_LAST_UPDATED (dateStyle long)', () => {
    for (const lang of LOCALES) {
      const worded = new Intl.DateTimeFormat(intlTag(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(DOCS_LAST_UPDATED));
      expect(DOCS_LAST_UPDATED_TEXT[lang], lang).toBe(worded);
    }
  });
});
