import { API_ERRORS } from '@darsak/common';

/**
 * English texts of the API's errors, by the stable code the server sends beside its message:
 * the API's own English messages (common/src/api-errors.ts), one source for both. They are plain
 * {name} templates, never ICU (the precompiler only sees web/src/messages; a test checks it).
 */
export const errors = API_ERRORS;
