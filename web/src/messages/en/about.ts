/** English texts of the about area. */
export const about = {} as const;
