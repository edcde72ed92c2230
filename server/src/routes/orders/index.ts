import { ORDERABLE_PLANS, readCourseId } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldEntry, notFound, ValidationError, type FieldErrors } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { readerLocale } from '../../lib/http/locale.ts';
import { clientAddress } from '../../lib/limits/client-address.ts';
import { enforceRateLimit, rateLimitKey } from '../../lib/limits/rate-limiter.ts';
import { presentOrder, presentOrderDetail } from '../../presenters/order.ts';
import { packageTitle } from '../../money/credits.ts';
import { findCourses } from '../../repositories/courses.ts';
import { findPackageOnSale } from '../../repositories/credits.ts';
import { ownedCourseIds } from '../../repositories/enrolments.ts';
import { createOrder, findOrderByReference, listOrdersOfUser, type OrderWithItems } from '../../repositories/orders.ts';
import { findActiveUser } from '../../repositories/users.ts';
import { currentLbpRate } from '../../repositories/payments.ts';
import { receiptFileName, receiptPdf } from '../../money/receipt.ts';
import { sessionOrderKey } from './guest-orders.ts';

const ORDER_LIMIT_DECAY_SECONDS = 600;
/**
 * Look-ups by reference that found nothing the caller may see, per address (decision 073): a
 * script walking references meets 429 after 100 in 10 minutes. A look-up that finds the caller's
 * own order gives its count back, so a hall of students behind one address opening their orders
 * never reaches it.
 */
export const ORDER_LOOKUP_MISSES = { max: 100, decaySeconds: 600 } as const;
const { createOrder: create, listMyOrders, getOrder } = contracts.orders;
const { orderReceipt, currentLbpRate: lbpRate } = contracts.money;

/**
 * Orders (issue 7; decision 012). Anyone may place one (CSRF as every write); prices come from
 * the courses table only. An order is visible to the session that placed it and to its owner;
 * to anyone else it does not exist (404, never 403).
 */
export default async function orderRoutes(app: FastifyInstance) {
  /** The signed-in, enabled user of the request, if any. */
  const currentUser = async (request: FastifyRequest) => {
    const id = request.session.userId;
    return id ? await findActiveUser(app.db, id) : undefined;
  };
  const currentUserId = async (request: FastifyRequest): Promise<number | null> => {
    const user = await currentUser(request);
    return user ? Number(user.id) : null;
  };

  route(app, create, async (request, reply) => {
    const { course_ids: raw = [], plan_id: planId, package_id: packageId } = request.body;
    const plan = planId === undefined ? undefined : ORDERABLE_PLANS.find((p) => p.id === planId);
    // Anyone may order: a ceiling per address keeps a script from filling the order book.
    await enforceRateLimit(
      app.limiter,
      rateLimitKey('orders', clientAddress(request)),
      app.config.orderLimitPerIp,
      ORDER_LIMIT_DECAY_SECONDS,
    );
    const errors: FieldErrors = {};
    const ids: number[] = [];
    raw.forEach((value, index) => {
      const id = readCourseId(value);
      if (id === null) errors[`course_ids.${index}`] = [fieldEntry(`course_ids.${index}`, 'validation.integer')];
      else ids.push(id);
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const unique = [...new Set(ids)];
    const courses = unique.length ? await findCourses(app.db, unique) : [];
    const byId = new Map(courses.map((c) => [Number(c.id), c]));
    raw.forEach((value, index) => {
      const course = byId.get(readCourseId(value)!);
      const field = `course_ids.${index}`;
      if (!course) errors[field] = [fieldEntry(field, 'validation.in')];
      // Taken off sale (decision 071): orders that already hold it keep it; a new one cannot.
      else if (course.archived_at !== null) errors[field] = [fieldEntry(field, 'catalogue.course_archived', { code: course.code })];
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);

    const userId = await currentUserId(request);
    // A tutor's package (decision 086): on sale, and bought signed in, since its hours are
    // credited to an account when the order is paid.
    let tutorPackage: { id: number; code: string; title: string; price_cents: number } | undefined;
    if (packageId !== undefined) {
      const row = await findPackageOnSale(app.db, packageId);
      if (!row) throw new ValidationError({ package_id: [fieldEntry('package_id', 'validation.in')] });
      if (userId === null) throw new ValidationError({ package_id: [fieldEntry('package_id', 'orders.package_sign_in')] });
      tutorPackage = {
        id: Number(row.id),
        code: 'PACKAGE',
        title: packageTitle(row.hours, row.tutor_name).slice(0, 255),
        price_cents: row.price_cents,
      };
    }
    // A course she owns already (a paid order holds it, decision 079) is opened, not bought again.
    if (userId !== null) {
      const owned = await ownedCourseIds(app.db, userId, unique);
      raw.forEach((value, index) => {
        const course = byId.get(readCourseId(value)!)!;
        const field = `course_ids.${index}`;
        if (owned.has(Number(course.id))) errors[field] = [fieldEntry(field, 'orders.course_owned', { code: course.code })];
      });
      if (Object.keys(errors).length) throw new ValidationError(errors);
    }
    const order = await createOrder(app.db, {
      courses,
      plan,
      tutorPackage,
      userId,
      sessionKey: userId ? null : sessionOrderKey(request, true),
      expiryDays: app.config.orderExpiryDays,
    });
    request.log.info({ reference: order.reference, items: order.items.length }, 'order placed');
    app.metrics.ordersPlaced.inc();
    return reply.status(201).send(presentOrder(order));
  });

  route(app, listMyOrders, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const locale = readerLocale(request, request.user.locale);
    return (await listOrdersOfUser(app.db, Number(request.user.id))).map((order) => presentOrder(order, locale));
  });

  route(app, getOrder, async (request, reply) => {
    const missKey = rateLimitKey('order-lookups', clientAddress(request));
    await enforceRateLimit(app.limiter, missKey, ORDER_LOOKUP_MISSES.max, ORDER_LOOKUP_MISSES.decaySeconds);
    const order = await findOrderByReference(app.db, request.params.reference);
    const user = order ? await currentUser(request) : undefined;
    if (!order || !visibleTo(order, request, user)) throw notFound('orders.not_found');
    await app.limiter.release(missKey);
    reply.header('Cache-Control', 'no-store');
    const locale = readerLocale(request, user?.locale);
    const rate = await currentLbpRate(app.db);
    return presentOrderDetail(order, app.config.business.paymentMethods, locale, rate ? Number(rate.rate) : null);
  });

  // The receipt (decision 077): to the order's owner (or the session that placed it) and to
  // admins, once paid; 404 to anyone else and before payment. In the reader's language.
  route(app, orderReceipt, async (request, reply) => {
    const missKey = rateLimitKey('order-lookups', clientAddress(request));
    await enforceRateLimit(app.limiter, missKey, ORDER_LOOKUP_MISSES.max, ORDER_LOOKUP_MISSES.decaySeconds);
    const order = await findOrderByReference(app.db, request.params.reference);
    const user = order ? await currentUser(request) : undefined;
    const allowed = order && (user?.role === 'admin' || visibleTo(order, request, user));
    if (!order || !allowed || !order.receipt_number || (order.status !== 'paid' && order.status !== 'refunded'))
      throw notFound('orders.not_found');
    await app.limiter.release(missKey);
    const locale = readerLocale(request, user?.locale);
    const pdf = await receiptPdf(app, app.db, order, locale);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${receiptFileName(order)}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf);
  });

  route(app, lbpRate, async () => {
    const rate = await currentLbpRate(app.db);
    return { rate: rate ? Number(rate.rate) : null, set_at: rate?.set_at ?? null };
  });

  function visibleTo(order: OrderWithItems, request: FastifyRequest, user: { id: number | string } | undefined): boolean {
    if (order.user_id !== null && user && Number(user.id) === Number(order.user_id)) return true;
    const key = sessionOrderKey(request, false);
    return key !== null && order.session_key === key;
  }
}
