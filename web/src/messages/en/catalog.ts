/** English texts of the catalog area. */
export const catalog = {} as const;
