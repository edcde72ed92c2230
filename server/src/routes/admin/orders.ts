import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { pageWindow } from '../../lib/http/pagination.ts';
import { orderReceiptEmail } from '../../mail/order-templates.ts';
import { presentAdminOrder } from '../../presenters/admin.ts';
import { findOrderForAdmin, listOrdersForAdmin } from '../../repositories/admin-orders.ts';
import { recordAudit } from '../../repositories/audit-log.ts';
import { transitionOrder } from '../../repositories/orders.ts';
import { verifyRatingsForPurchase } from '../../repositories/ratings.ts';
import { findUserById } from '../../repositories/users.ts';
import { cancelBookingIn, confirmBookingOfOrder } from '../../bookings/service.ts';
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
    const order = await findOrderForAdmin(app.db, request.params.reference);
    if (!order) throw notFound('orders.not_found');
    return presentAdminOrder(order);
  });

  route(app, contracts.admin.markOrderPaid, async (request) => {
    const { reference } = request.params;
    const { note } = request.body;
    const paid = await app.db.transaction().execute(async (trx) => {
      const row = await transitionOrder(trx, reference, ['pending', 'expired'], 'paid', note ?? null);
      if (!row) return undefined;
      // A session's order confirms its booking here; a lapsed hold whose time was taken rolls
      // the whole mark-paid back (409 bookings.slot_lost). Its confirmation is the receipt.
      const session = await confirmBookingOfOrder(app, trx, Number(row.id), Date.now());
      const order = (await findOrderForAdmin(trx, reference))!;
      const buyer = order.user_id === null ? undefined : await findUserById(trx, Number(order.user_id));
      if (buyer) {
        const courses = order.items.filter((i) => i.kind !== 'session').map((i) => Number(i.course_id));
        if (courses.length) await verifyRatingsForPurchase(trx, Number(buyer.id), courses);
        if (!session)
          await app.mailer.queue(
            orderReceiptEmail({ to: buyer.email, name: buyer.name, order, appUrl: app.config.appUrl, locale: buyer.locale }),
            trx,
          );
      }
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'order.mark_paid',
        targetType: 'order',
        targetId: reference,
        details: {
          total: order.total_cents,
          note: note ?? null,
          receipt_to_buyer: Boolean(buyer),
          ...(session ? { session_confirmed: true } : {}),
        },
      });
      return order;
    });
    if (!paid) throw await notPendingOrMissing(reference, 'paid');
    app.mailer.kick();
    request.log.info({ reference }, 'order marked paid');
    return { message: 'Order marked as paid.', ...presentAdminOrder(paid) };
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
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'order.cancel',
        targetType: 'order',
        targetId: reference,
        details: { reason: reason ?? null },
      });
      return findOrderForAdmin(trx, reference);
    });
    if (!cancelled) throw await notPendingOrMissing(reference, 'cancelled');
    app.mailer.kick();
    return { message: 'Order cancelled.', ...presentAdminOrder(cancelled) };
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
