/**
 * The shape every locale's catalogue must have: the English catalogue with its string literals
 * widened to string. Objects keep exactly their keys and tuples their length, so a translation
 * that misses a key, adds one or drops an array item fails the type check
 * (`export const shell = { ... } as const satisfies Localized<typeof en.shell>`).
 */
export type Localized<T> = T extends string ? string : { readonly [K in keyof T]: Localized<T[K]> };
