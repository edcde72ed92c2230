/** English texts of the cart area. */
export const cart = {} as const;
