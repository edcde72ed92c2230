import { ORDER_REFERENCE_PATTERN, orderCreateSchema, readCourseId, type Order, type OrderDetail } from '@darsak/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, ValidationError, type FieldErrors } from '../../lib/errors.ts';
import { readerLocale } from '../../lib/locale.ts';
import { enforceRateLimit, rateLimitKey } from '../../lib/rate-limiter.ts';
import { validate } from '../../lib/validation.ts';
import { presentOrder, presentOrderDetail } from '../../presenters/order.ts';
import { findCourses } from '../../repositories/courses.ts';
import { createOrder, findOrderByReference, listOrdersOfUser, type OrderWithItems } from '../../repositories/orders.ts';
import { findActiveUser } from '../../repositories/users.ts';
import { sessionOrderKey } from './guest-orders.ts';

const ORDER_LIMIT_DECAY_SECONDS = 600;

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

  app.post('/api/orders', async (request, reply): Promise<Order> => {
    const { course_ids: raw } = validate(orderCreateSchema, request.body);
    // Anyone may order: a ceiling per address keeps a script from filling the order book.
    await enforceRateLimit(app.limiter, rateLimitKey('orders', request.ip), app.config.orderLimitPerIp, ORDER_LIMIT_DECAY_SECONDS);
    const errors: FieldErrors = {};
    const ids: number[] = [];
    raw.forEach((value, index) => {
      const id = readCourseId(value);
      if (id === null) errors[`course_ids.${index}`] = [`The course ids.${index} field must be an integer.`];
      else ids.push(id);
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const unique = [...new Set(ids)];
    const courses = await findCourses(app.db, unique);
    const known = new Set(courses.map((c) => Number(c.id)));
    raw.forEach((value, index) => {
      if (!known.has(readCourseId(value)!)) errors[`course_ids.${index}`] = [`The selected course ids.${index} is invalid.`];
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);

    const userId = await currentUserId(request);
    const order = await createOrder(app.db, {
      courses,
      userId,
      sessionKey: userId ? null : sessionOrderKey(request, true),
      expiryDays: app.config.orderExpiryDays,
    });
    request.log.info({ reference: order.reference, items: order.items.length }, 'order placed');
    return reply.status(201).send(presentOrder(order));
  });

  app.get('/api/orders', { preHandler: app.requireUser }, async (request, reply): Promise<Order[]> => {
    reply.header('Cache-Control', 'no-store');
    return (await listOrdersOfUser(app.db, Number(request.user.id))).map(presentOrder);
  });

  app.get<{ Params: { reference: string } }>('/api/orders/:reference', async (request, reply): Promise<OrderDetail> => {
    const reference = request.params.reference.toUpperCase();
    const order = ORDER_REFERENCE_PATTERN.test(reference) ? await findOrderByReference(app.db, reference) : undefined;
    const user = order ? await currentUser(request) : undefined;
    if (!order || !visibleTo(order, request, user)) throw notFound('Order not found.');
    reply.header('Cache-Control', 'no-store');
    const locale = readerLocale(request, user?.locale);
    return presentOrderDetail(order, app.config.business.paymentMethods, locale);
  });

  function visibleTo(order: OrderWithItems, request: FastifyRequest, user: { id: number | string } | undefined): boolean {
    if (order.user_id !== null && user && Number(user.id) === Number(order.user_id)) return true;
    const key = sessionOrderKey(request, false);
    return key !== null && order.session_key === key;
  }
}
