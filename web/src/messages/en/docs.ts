/** English texts of the docs area. */
export const docs = {} as const;
