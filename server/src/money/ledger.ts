import { amountToMinor, formatCents, PAYMENT_ROUNDING_TOLERANCE_CENTS, toUsdCents, type PaymentCurrency } from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { cancelBookingIn, confirmBookingOfOrder } from '../bookings/service.ts';
import type { Db } from '../db/index.ts';
import { conflict, fieldError, notFound } from '../http/errors.ts';
import { BEIRUT, utcIso } from '../lib/time/beirut.ts';
import { orderReceiptEmail } from '../mail/order-templates.ts';
import { findOrderForAdmin, type AdminOrderRow } from '../repositories/admin-orders.ts';
import { recordAudit, type AuditActor } from '../repositories/audit-log.ts';
import { markBookingRefunded } from '../repositories/booking-orders.ts';
import { findBookingOfOrder } from '../repositories/bookings.ts';
import { transitionOrder, type OrderRow } from '../repositories/orders.ts';
import {
  ledgerTotals,
  lockOrder,
  markOrderRefunded,
  nextReceiptSequence,
  setOrderReceiptNumber,
  touchOrder,
  type MoneyEntryRow,
} from '../repositories/payments.ts';
import { unverifyRatingsForRefund, verifyRatingsForPurchase } from '../repositories/ratings.ts';
import { findUserById } from '../repositories/users.ts';
import { creditPackagesOfOrder, removeUnspentCredit } from './credits.ts';
import { appendMoneyEntry } from './entries.ts';
import { receiptAttachment } from './receipt.ts';

/**
 * The money desk's rules (issue 20; decision 077). An order's payments and refunds are a ledger
 * appended to in the transaction that holds the order's row: an order is paid the moment its
 * payments cover its total (what mark-paid did alone before), and refunded when every dollar
 * went back. No entry is ever edited: a correction is a new entry.
 */

export type MoneyInput = {
  method: string;
  amount: number;
  currency: PaymentCurrency;
  rate?: number | undefined;
  note?: string | undefined;
  receipt_number?: string | undefined;
};

/** A receipt number: DRS-R-2026-000001 (the year in Beirut, where the business keeps its books). */
export const formatReceiptNumber = (year: number, sequence: number) => `DRS-R-${year}-${String(sequence).padStart(6, '0')}`;

/** Refuses a method the operator does not offer (PAYMENT_METHODS). */
export function checkMethod(app: FastifyInstance, method: string): void {
  if (!app.config.business.paymentMethods.some((m) => m.id === method)) throw fieldError('method', 'validation.in');
}

/** The entry's amount in minor units and in US cents (validated by the contract: decimals, rate). */
export function convert(input: MoneyInput): { amount: number; usdCents: number; rate: number | null } {
  const amount = amountToMinor(input.amount, input.currency);
  if (amount === null) throw fieldError('amount', 'payments.decimals', { places: input.currency === 'USD' ? 2 : 0 });
  const rate = input.currency === 'LBP' ? (input.rate ?? null) : null;
  if (input.currency === 'LBP' && rate === null) throw fieldError('rate', 'validation.required');
  const usdCents = toUsdCents(amount, input.currency, rate);
  // A few lira at the day's rate are less than a cent: nothing to record.
  if (usdCents < 1)
    throw fieldError('amount', 'validation.min.numeric', { min: input.currency === 'USD' ? 0.01 : Math.ceil((rate ?? 1) / 200) });
  return { amount, usdCents, rate };
}

/** Pending (also past its expiry) may take payments; the others answer why not. */
function payableOr409(order: OrderRow): void {
  if (order.status === 'paid' || order.status === 'refunded') throw conflict('orders.already_paid');
  if (order.status === 'cancelled') throw conflict('orders.cancelled_cannot_be_paid');
}

/**
 * Marks the order paid in the caller's transaction, with every effect mark-paid had: a session's
 * booking confirmed (409 bookings.slot_lost rolls it all back), the buyer's ratings of its
 * courses verified, the receipt number drawn, the receipt e-mailed with its PDF. Answers
 * undefined when the order was no longer pending or expired.
 */
export async function settleOrderIn(
  app: FastifyInstance,
  trx: Db,
  input: { reference: string; note: string | null; now: number },
): Promise<{ order: AdminOrderRow; receiptNumber: string; sessionConfirmed: boolean; receiptToBuyer: boolean } | undefined> {
  const row = await transitionOrder(trx, input.reference, ['pending', 'expired'], 'paid', input.note);
  if (!row) return undefined;
  const orderId = Number(row.id);
  // A session's order confirms its booking here; a lapsed hold whose time was taken rolls
  // the whole payment back (409 bookings.slot_lost). Its confirmation is the receipt e-mail.
  const sessionConfirmed = await confirmBookingOfOrder(app, trx, orderId, input.now);
  // A tutor's package becomes its hours of credit for the buyer (decision 086).
  await creditPackagesOfOrder(trx, { id: orderId, userId: row.user_id === null ? null : Number(row.user_id) }, input.now);
  const year = DateTime.fromMillis(input.now, { zone: BEIRUT }).year;
  const receiptNumber = formatReceiptNumber(year, await nextReceiptSequence(trx, year));
  await setOrderReceiptNumber(trx, orderId, receiptNumber);
  const order = (await findOrderForAdmin(trx, input.reference))!;
  const buyer = order.user_id === null ? undefined : await findUserById(trx, Number(order.user_id));
  if (buyer) {
    const courses = order.items.filter((i) => i.kind !== 'session' && i.course_id !== null).map((i) => Number(i.course_id));
    if (courses.length) await verifyRatingsForPurchase(trx, Number(buyer.id), courses);
    if (!sessionConfirmed) {
      const attachment = await receiptAttachment(app, trx, order, buyer.locale);
      const mail = orderReceiptEmail({
        to: buyer.email,
        name: buyer.name,
        order,
        appUrl: app.config.appUrl,
        locale: buyer.locale,
        receiptNumber,
      });
      await app.mailer.queue({ ...mail, attachments: [attachment] }, trx);
    }
  }
  return { order, receiptNumber, sessionConfirmed, receiptToBuyer: Boolean(buyer) };
}

/**
 * Records a payment: the order's row is locked, the amount converted and checked against the
 * balance (plus one dollar of rounding), the entry written and audited; when the payments cover
 * the total the order is paid (settleOrderIn). 404, 409 or 422 record nothing.
 */
export async function recordPaymentIn(
  app: FastifyInstance,
  trx: Db,
  input: {
    reference: string;
    entry: MoneyInput;
    proof: { path: string; mime: string; name: string } | null;
    actor: AuditActor;
    now: number;
    action?: string;
  },
): Promise<{ settled: boolean; sessionConfirmed: boolean; entry: MoneyEntryRow }> {
  const order = await lockOrder(trx, input.reference);
  if (!order) throw notFound('orders.not_found');
  payableOr409(order);
  checkMethod(app, input.entry.method);
  const { amount, usdCents, rate } = convert(input.entry);
  const orderId = Number(order.id);
  const { paidCents } = await ledgerTotals(trx, orderId);
  const balance = Math.max(0, order.total_cents - paidCents);
  if (usdCents > balance + PAYMENT_ROUNDING_TOLERANCE_CENTS)
    throw fieldError('amount', 'payments.over_balance', { balance: formatCents(balance) });
  const entry = await appendMoneyEntry(trx, {
    orderId,
    kind: 'payment',
    method: input.entry.method,
    amount,
    currency: input.entry.currency,
    rate,
    usdCents,
    receiptNumber: input.entry.receipt_number ?? null,
    note: input.entry.note ?? null,
    proof: input.proof,
    actor: input.actor,
    at: utcIso(input.now),
  });
  const paidAfter = paidCents + usdCents;
  await recordAudit(trx, {
    actor: input.actor,
    action: input.action ?? 'order.payment',
    targetType: 'order',
    targetId: input.reference,
    details: {
      payment_id: Number(entry.id),
      method: entry.method,
      amount,
      currency: entry.currency,
      rate,
      usd_cents: usdCents,
      receipt_number: entry.receipt_number,
      proof: input.proof !== null,
      paid_before: paidCents,
      paid_after: paidAfter,
      total: order.total_cents,
    },
  });
  if (paidAfter < order.total_cents) {
    await touchOrder(trx, orderId);
    return { settled: false, sessionConfirmed: false, entry };
  }
  const settled = await settleOrderIn(app, trx, { reference: input.reference, note: order.note, now: input.now });
  if (!settled) throw conflict('orders.already_paid');
  await recordAudit(trx, {
    actor: input.actor,
    action: 'order.paid',
    targetType: 'order',
    targetId: input.reference,
    details: {
      total: order.total_cents,
      paid: paidAfter,
      receipt_number: settled.receiptNumber,
      receipt_to_buyer: settled.receiptToBuyer,
      ...(settled.sessionConfirmed ? { session_confirmed: true } : {}),
    },
  });
  return { settled: true, sessionConfirmed: settled.sessionConfirmed, entry };
}

/**
 * Records a refund of at most what was paid and not yet given back. Fully refunded, the order is
 * 'refunded': the buyer's ratings of its courses are no longer verified (unless another paid
 * order holds the course), and a session's booking is cancelled (its refund recorded here).
 */
export async function recordRefundIn(
  app: FastifyInstance,
  trx: Db,
  input: { reference: string; entry: MoneyInput; actor: AuditActor; now: number },
): Promise<{ full: boolean }> {
  const order = await lockOrder(trx, input.reference);
  if (!order) throw notFound('orders.not_found');
  if (order.status !== 'paid') throw conflict('refunds.not_paid');
  checkMethod(app, input.entry.method);
  const { amount, usdCents, rate } = convert(input.entry);
  const orderId = Number(order.id);
  const { paidCents, refundedCents } = await ledgerTotals(trx, orderId);
  // An order paid before the ledger existed (mark-paid alone) was paid its total.
  const paid = Math.max(paidCents, order.total_cents);
  const refundable = paid - refundedCents;
  if (usdCents > refundable) throw fieldError('amount', 'refunds.over_paid', { refundable: formatCents(refundable) });
  const entry = await appendMoneyEntry(trx, {
    orderId,
    kind: 'refund',
    method: input.entry.method,
    amount,
    currency: input.entry.currency,
    rate,
    usdCents,
    receiptNumber: input.entry.receipt_number ?? null,
    note: input.entry.note ?? null,
    proof: null,
    actor: input.actor,
    at: utcIso(input.now),
  });
  const full = refundedCents + usdCents >= paid;
  await recordAudit(trx, {
    actor: input.actor,
    action: full ? 'order.refund_full' : 'order.refund',
    targetType: 'order',
    targetId: input.reference,
    details: {
      refund_id: Number(entry.id),
      method: entry.method,
      amount,
      currency: entry.currency,
      rate,
      usd_cents: usdCents,
      note: entry.note,
      refunded_before: refundedCents,
      refunded_after: refundedCents + usdCents,
      paid,
    },
  });
  if (!full) {
    await touchOrder(trx, orderId);
    return { full: false };
  }
  // The booking as it stood before the order changed (a paid session), then the order.
  const booking = await findBookingOfOrder(trx, orderId);
  await markOrderRefunded(trx, orderId);
  if (booking) {
    if (booking.status === 'held' || booking.status === 'confirmed') {
      await cancelBookingIn(app, trx, booking, { by: 'admin', reason: input.entry.note ?? null, now: input.now });
    }
    // The money went back through this refund: nothing is left owing on the booking.
    await markBookingRefunded(trx, Number(booking.id), utcIso(input.now));
  }
  // A package's hours not spent yet go with the money (decision 086); spent ones stay spent.
  await removeUnspentCredit(trx, { id: orderId, userId: order.user_id === null ? null : Number(order.user_id) }, input.now);
  if (order.user_id !== null) {
    const full_order = await findOrderForAdmin(trx, input.reference);
    const courses = (full_order?.items ?? []).filter((i) => i.kind !== 'session' && i.course_id !== null).map((i) => Number(i.course_id));
    await unverifyRatingsForRefund(trx, Number(order.user_id), courses);
  }
  return { full: true };
}
