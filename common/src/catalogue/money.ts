/** Money is integer US cents everywhere; these turn cents into the strings the API and SPA show. */

/** '5.00': the API's money strings (order totals, item prices, GET /api/courses). */
export const formatCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** '5' or '5.50': the SPEC's course price string (whole dollars without decimals). */
export const specPriceString = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : formatCents(cents));
