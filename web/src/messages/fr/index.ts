/**
 * TEMPORARY: the fr catalogue until i18n-translate's per-area files land (their index.ts replaces
 * this one on merge). Falls back to English so the mechanism can be built and tested; the
 * catalogue test flags every area that is not translated.
 */
import { en, type Messages } from '../en';

export const fr: Messages = en;
