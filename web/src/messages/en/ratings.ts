/** English texts of the ratings area. */
export const ratings = {} as const;
