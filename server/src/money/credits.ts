import type { Db } from '../db/index.ts';
import { utcIso } from '../lib/time/beirut.ts';
import { creditBalance, creditEntriesOfItem, insertCreditEntry, lockCreditAccount, packageItemsOfOrder } from '../repositories/credits.ts';

/**
 * Packages become hours of credit (issue 20, point 7; decision 086), in the transactions of the
 * money desk (decision 077): the one that marks the order paid writes the purchase, the one that
 * refunds it in full removes what is still unspent.
 */

/** The English title of a package's order line: '5 hours with Rana Haddad'. */
export const packageTitle = (hours: number, tutorName: string) => `${hours} ${hours === 1 ? 'hour' : 'hours'} with ${tutorName}`;

/**
 * The order just became paid: each package item becomes its hours of credit for the buyer (one
 * purchase entry per item). An order without a buyer (a guest's) has no package: POST /api/orders
 * refuses one signed out. Answers the minutes credited.
 */
export async function creditPackagesOfOrder(trx: Db, order: { id: number; userId: number | null }, now: number): Promise<number> {
  if (order.userId === null) return 0;
  let credited = 0;
  for (const item of await packageItemsOfOrder(trx, order.id)) {
    const minutes = item.hours * 60;
    await insertCreditEntry(trx, {
      userId: order.userId,
      tutorId: Number(item.tutor_id),
      kind: 'purchase',
      minutes,
      orderItemId: Number(item.item_id),
      at: utcIso(now),
    });
    credited += minutes;
  }
  return credited;
}

/**
 * The order was refunded in full: what is left of each package's hours is removed (at most what
 * the package gave; hours already spent on sessions stay spent). The account's row is locked
 * first, so a booking spending the same credit meanwhile is written before or after, never beside.
 * Answers the minutes removed.
 */
export async function removeUnspentCredit(trx: Db, order: { id: number; userId: number | null }, now: number): Promise<number> {
  if (order.userId === null) return 0;
  const items = await packageItemsOfOrder(trx, order.id);
  if (items.length === 0) return 0;
  await lockCreditAccount(trx, order.userId);
  let removed = 0;
  for (const item of items) {
    const entries = await creditEntriesOfItem(trx, Number(item.item_id));
    const purchased = entries.find((e) => e.kind === 'purchase')?.minutes ?? 0;
    if (purchased <= 0 || entries.some((e) => e.kind === 'refund')) continue;
    const left = await creditBalance(trx, order.userId, Number(item.tutor_id));
    const minutes = Math.max(0, Math.min(left, purchased));
    await insertCreditEntry(trx, {
      userId: order.userId,
      tutorId: Number(item.tutor_id),
      kind: 'refund',
      minutes: -minutes,
      orderItemId: Number(item.item_id),
      at: utcIso(now),
    });
    removed += minutes;
  }
  return removed;
}
