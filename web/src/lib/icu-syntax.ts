/**
 * Whether a message needs the ICU formatter (plural/select/number/date arguments or ICU quoting)
 * rather than plain {name} substitution. Shared by the build-time precompiler and the runtime.
 */
export const needsIcu = (message: string): boolean => /\{\s*\w+\s*,/.test(message) || /'[{}#|']/.test(message);
