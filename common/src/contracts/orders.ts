import { z } from 'zod';
import { ORDER_STATUSES, orderCreateSchema } from '../orders.ts';
import { defineEndpoint } from './define.ts';
import { referenceParams } from './params.ts';

/**
 * Orders (decision 012). Money is a 2-decimal string of US dollars, e.g. '5.00'.
 * An item is a course ({course_id, code, title, price}: no `kind`) or a session with a tutor
 * (decision 072: {kind: 'session', course_id: null, code: 'SESSION', title: '60 min with … on …'
 * in the reader's language, price: the session's total}).
 */
export const orderItemSchema = z.object({
  /**
   * Absent for a course; 'session' for a session with a tutor; 'plan' for a plan (decision 077);
   * 'package' for a tutor's package of hours (decision 086).
   */
  kind: z.enum(['course', 'session', 'plan', 'package']).optional(),
  course_id: z.int().nullable(),
  code: z.string(),
  title: z.string(),
  price: z.string(),
});

export const orderSchema = z
  .object({
    reference: z.string(),
    status: z.enum(ORDER_STATUSES),
    items: z.array(orderItemSchema),
    total: z.string(),
    currency: z.literal('USD'),
    created_at: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'Order' });

export const paymentMethodTextSchema = z.object({
  id: z.string(),
  name: z.string(),
  instructions: z.string(),
  account: z.string().optional(),
});

export const orderDetailSchema = orderSchema
  .extend({
    paid_at: z.string().nullable(),
    payment_methods: z.array(paymentMethodTextSchema),
    /** DRS-R-2026-000001 once paid: GET /api/orders/{reference}/receipt.pdf (decision 077). */
    receipt_number: z.string().nullable().optional(),
    /** The total in lira at the day's rate, rounded to 1,000 LBP: indicative; null when no rate is set. */
    total_lbp: z.string().nullable().optional(),
    lbp_rate: z.int().nullable().optional(),
  })
  .meta({ id: 'OrderDetail' });

export const createOrder = defineEndpoint({
  method: 'POST',
  path: '/api/orders',
  tag: 'Orders',
  summary:
    'Places an order for courses, a plan and/or a tutor’s package (signed in), priced by the server; signed out, the session keeps it',
  access: 'public',
  body: orderCreateSchema,
  responses: { 201: orderSchema },
  /** 422 orders.course_owned on a course the signed-in buyer owns already (decision 079). */
  /** 422 orders.package_sign_in on package_id when signed out: the hours are credited to an account (decision 086). */
  errors: ['orders.course_owned', 'orders.package_sign_in'],
});

export const listMyOrders = defineEndpoint({
  method: 'GET',
  path: '/api/orders',
  tag: 'Orders',
  summary: 'The signed-in user’s orders, newest first',
  access: 'user',
  responses: { 200: z.array(orderSchema) },
  errors: [],
});

export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:reference',
  tag: 'Orders',
  summary: 'An order, to the session that placed it or its owner; how to pay it, in the reader’s language',
  access: 'public',
  params: referenceParams,
  notFound: 'orders.not_found',
  responses: { 200: orderDetailSchema },
  errors: ['orders.not_found', 'throttle.too_many_attempts'],
});
