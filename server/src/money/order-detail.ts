import { formatCents, formatMinor, indicativeLbp, type AdminOrderDetail, type MoneyEntry } from '@darsak/common';
import type { Db } from '../db/index.ts';
import { presentAdminOrder } from '../presenters/admin.ts';
import { findOrderForAdmin } from '../repositories/admin-orders.ts';
import { currentLbpRate, listMoneyEntries, listOrderNotes, orderAuditTrail, type MoneyEntryRow } from '../repositories/payments.ts';
import { findUserById } from '../repositories/users.ts';

/** An entry of the ledger as the API writes it (decision 077). */
export const presentMoneyEntry = (row: MoneyEntryRow): MoneyEntry => ({
  id: Number(row.id),
  method: row.method,
  amount: formatMinor(row.amount, row.currency),
  currency: row.currency,
  rate: row.rate === null ? null : Number(row.rate),
  usd_amount: formatCents(row.usd_cents),
  receipt_number: row.receipt_number,
  note: row.note,
  proof: row.proof_path !== null,
  recorded_at: row.recorded_at,
  recorded_by: row.recorded_by,
});

/** The status an audited action left the order in. */
const STATUS_OF_ACTION: Record<string, string> = {
  'order.mark_paid': 'paid',
  'order.paid': 'paid',
  'order.cancel': 'cancelled',
  'order.refund_full': 'refunded',
};

const parseDetails = (json: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * One order for the back office with its money: what its payments add up to, the balance, each
 * payment and refund, the admins' notes, the status history (from the order and the audit log)
 * and the total in lira at the day's rate.
 */
export async function loadAdminOrderDetail(db: Db, reference: string): Promise<AdminOrderDetail | undefined> {
  const order = await findOrderForAdmin(db, reference);
  if (!order) return undefined;
  const orderId = Number(order.id);
  const [entries, notes, trail, rate, buyer] = await Promise.all([
    listMoneyEntries(db, orderId),
    listOrderNotes(db, orderId),
    orderAuditTrail(db, order.reference),
    currentLbpRate(db),
    order.user_id === null ? Promise.resolve(undefined) : findUserById(db, Number(order.user_id)),
  ]);
  const payments = entries.filter((e) => e.kind === 'payment');
  const refunds = entries.filter((e) => e.kind === 'refund');
  let paidCents = payments.reduce((sum, e) => sum + e.usd_cents, 0);
  // An order marked paid before the ledger existed was paid its total.
  if ((order.status === 'paid' || order.status === 'refunded') && paidCents < order.total_cents) paidCents = order.total_cents;
  const refundedCents = refunds.reduce((sum, e) => sum + e.usd_cents, 0);
  const presented = presentAdminOrder(order);
  const history: AdminOrderDetail['history'] = [{ status: 'pending', at: order.created_at, by: null, note: null }];
  for (const entry of trail) {
    const status = STATUS_OF_ACTION[entry.action];
    if (!status) continue;
    const details = parseDetails(entry.details);
    const note = typeof details.reason === 'string' ? details.reason : typeof details.note === 'string' ? details.note : null;
    history.push({ status, at: entry.created_at, by: entry.actor, note });
  }
  if (presented.status === 'expired') history.push({ status: 'expired', at: order.expires_at, by: null, note: null });
  return {
    ...presented,
    paid_total: formatCents(paidCents),
    balance: formatCents(presented.status === 'cancelled' ? 0 : Math.max(0, order.total_cents - paidCents)),
    refunded_total: formatCents(refundedCents),
    receipt_number: order.receipt_number ?? null,
    phone: order.phone ?? null,
    buyer_name: buyer?.name ?? null,
    payments: payments.map(presentMoneyEntry),
    refunds: refunds.map(presentMoneyEntry),
    notes: notes.map((n) => ({ id: Number(n.id), body: n.body, author: n.author, created_at: n.created_at })),
    history,
    total_lbp: rate ? String(indicativeLbp(order.total_cents, rate.rate)) : null,
  };
}
