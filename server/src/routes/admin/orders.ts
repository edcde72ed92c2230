import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { pageWindow } from '../../lib/http/pagination.ts';
import { presentAdminOrder } from '../../presenters/admin.ts';
import { findOrderForAdmin, listOrdersForAdmin } from '../../repositories/admin-orders.ts';
import { recordAudit } from '../../repositories/audit-log.ts';
import { transitionOrder } from '../../repositories/orders.ts';
import { ledgerTotals, lockOrder } from '../../repositories/payments.ts';
import { appendMoneyEntry } from '../../money/entries.ts';
import { cancelBookingIn } from '../../bookings/service.ts';
import { checkMethod, settleOrderIn } from '../../money/ledger.ts';
import { orderCancelledEmail } from '../../mail/order-templates.ts';
import { findUserById } from '../../repositories/users.ts';
import { loadAdminOrderDetail } from '../../money/order-detail.ts';
import { findBookingOfOrder } from '../../repositories/bookings.ts';
import { actorOf } from './actor.ts';

/**
 * The order book: list and search, mark paid (pending or expired -> paid, receipt e-mailed to a
 * known buyer, their ratings of the courses become verified) and cancel (pending -> cancelled).
 * A transition is one conditional UPDATE: of two concurrent calls exactly one wins, the other
 * answers 409 and changes nothing (decision 012).
 */
export default async function adminOrderRoutes(app: FastifyInstance) {
  route(app, contracts.admin.listOrders, async (request) => {
    const query = request.query;
    const { rows, total, capped } = await listOrdersForAdmin(app.db, { status: query.status, q: query.q }, pageWindow(query));
    return { data: rows.map(presentAdminOrder), total, ...(capped ? { total_capped: true } : {}) };
  });

  route(app, contracts.admin.getOrder, async (request) => {
    const order = await loadAdminOrderDetail(app.db, request.params.reference);
    if (!order) throw notFound('orders.not_found');
    return order;
  });

  // Mark-paid records one payment of the whole balance (USD) with the method the admin names
  // (the first configured one when none is named), then has every effect of a payment that
  // covers the total: receipt, verified ratings, a session confirmed (decision 077).
  route(app, contracts.admin.markOrderPaid, async (request) => {
    const { reference } = request.params;
    const { note, method: chosen } = request.body;
    const method = chosen ?? app.config.business.paymentMethods[0]?.id ?? 'cash';
    if (chosen !== undefined) checkMethod(app, chosen);
    const now = Date.now();
    const actor = actorOf(request);
    const paid = await app.db.transaction().execute(async (trx) => {
      const locked = await lockOrder(trx, reference);
      if (!locked || (locked.status !== 'pending' && locked.status !== 'expired')) return undefined;
      const { paidCents } = await ledgerTotals(trx, Number(locked.id));
      const balance = Math.max(0, locked.total_cents - paidCents);
      const entry =
        balance > 0
          ? await appendMoneyEntry(trx, {
              orderId: Number(locked.id),
              kind: 'payment',
              method,
              amount: balance,
              currency: 'USD',
              rate: null,
              usdCents: balance,
              receiptNumber: null,
              note: note ?? null,
              proof: null,
              actor,
            })
          : undefined;
      const settled = await settleOrderIn(app, trx, { reference, note: note ?? null, now });
      if (!settled) return undefined;
      await recordAudit(trx, {
        actor,
        action: 'order.mark_paid',
        targetType: 'order',
        targetId: reference,
        details: {
          total: settled.order.total_cents,
          note: note ?? null,
          method,
          ...(entry ? { payment_id: Number(entry.id), usd_cents: balance } : {}),
          receipt_number: settled.receiptNumber,
          receipt_to_buyer: settled.receiptToBuyer,
          ...(settled.sessionConfirmed ? { session_confirmed: true } : {}),
        },
      });
      return settled;
    });
    if (!paid) throw await notPendingOrMissing(reference, 'paid');
    app.metrics.ordersPaid.inc();
    if (paid.sessionConfirmed) app.metrics.bookingsConfirmed.inc();
    app.mailer.kick();
    request.log.info({ reference }, 'order marked paid');
    return { message: 'Order marked as paid.', ...(await loadAdminOrderDetail(app.db, reference))! };
  });

  route(app, contracts.admin.cancelOrder, async (request) => {
    const { reference } = request.params;
    const { reason } = request.body;
    const cancelled = await app.db.transaction().execute(async (trx) => {
      const row = await transitionOrder(trx, reference, ['pending'], 'cancelled', reason ?? null);
      if (!row) return undefined;
      // A session's order: its held booking is cancelled with it (the time is free again).
      const booking = await findBookingOfOrder(trx, Number(row.id));
      if (booking && booking.status === 'held')
        await cancelBookingIn(app, trx, booking, { by: 'admin', reason: reason ?? null, now: Date.now() });
      // The buyer is told, with the reason (decision 077): at the account's address, in its language.
      const buyer = row.user_id === null ? undefined : await findUserById(trx, Number(row.user_id));
      // A session's order: the booking's own cancellation e-mail tells them already.
      if (buyer && !booking)
        await app.mailer.queue(
          orderCancelledEmail({
            to: buyer.email,
            name: buyer.name,
            reference,
            reason: reason ?? null,
            appUrl: app.config.appUrl,
            locale: buyer.locale,
          }),
          trx,
        );
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'order.cancel',
        targetType: 'order',
        targetId: reference,
        details: { reason: reason ?? null, buyer_told: Boolean(buyer) },
      });
      return findOrderForAdmin(trx, reference);
    });
    if (!cancelled) throw await notPendingOrMissing(reference, 'cancelled');
    app.mailer.kick();
    return { message: 'Order cancelled.', ...(await loadAdminOrderDetail(app.db, reference))! };
  });

  /** 404 when there is no such order; else 409, saying what state it is in. */
  async function notPendingOrMissing(reference: string, wanted: 'paid' | 'cancelled'): Promise<AppError> {
    const order = await findOrderForAdmin(app.db, reference);
    if (!order) return notFound('orders.not_found');
    if (wanted === 'paid') return conflict(order.status === 'paid' ? 'orders.already_paid' : 'orders.cancelled_cannot_be_paid');
    if (order.status === 'cancelled') return conflict('orders.already_cancelled');
    return conflict(order.status === 'paid' ? 'orders.paid_cannot_be_cancelled' : 'orders.expired_cannot_be_cancelled');
  }
}
