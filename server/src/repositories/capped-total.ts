import { ADMIN_TOTAL_CAP } from '@darsak/common';

/** A back-office list's total: exact up to ADMIN_TOTAL_CAP, else the cap and `capped` ('more than 200'; decisions 040 and 087). */
export type CappedTotal = { total: number; capped: boolean };

/**
 * The total of a page of a back-office list without an exact count over a big table. A page that
 * is not full (and not past the end) says it by itself: offset + its rows, no query. Otherwise
 * `count(limit)` counts at most `limit` matching rows, read in the list's own index order, so the
 * count is an index range that stops at ADMIN_TOTAL_CAP + 1 rows whatever the table's size.
 */
export async function cappedTotal(
  rowsOnPage: number,
  page: { limit: number; offset: number },
  count: (limit: number) => Promise<number | string>,
): Promise<CappedTotal> {
  if (rowsOnPage < page.limit && (rowsOnPage > 0 || page.offset === 0)) return { total: page.offset + rowsOnPage, capped: false };
  const counted = Number(await count(ADMIN_TOTAL_CAP + 1));
  return counted > ADMIN_TOTAL_CAP ? { total: ADMIN_TOTAL_CAP, capped: true } : { total: counted, capped: false };
}
