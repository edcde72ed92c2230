import { z } from 'zod';
import type { orderDetailSchema, orderItemSchema, orderSchema } from './contracts/orders.ts';

/** Orders (issue 7; decision 012). Money is a 2-decimal string of US dollars, e.g. '5.00'. */

/** 'refunded': paid, then every dollar given back (decision 077). */
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** 'DRS-' and 6 characters of this alphabet (no 0/O, 1/I/L look-alikes). */
export const ORDER_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_REFERENCE_PATTERN = /^DRS-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
/** At most this many courses in one order (the whole catalogue). */
export const ORDER_MAX_COURSES = 25;

/**
 * POST /api/orders {course_ids}: a non-empty list of at most 25 entries (an empty list is
 * "required", as in Laravel). Each entry is then read by `readCourseId` (errors under
 * course_ids.N, as Laravel's course_ids.* rules report them); duplicates collapse.
 */
export const orderCreateSchema = z
  .object({
    course_ids: z.preprocess(
      (value) => (Array.isArray(value) && value.length === 0 ? undefined : value),
      z.array(z.unknown()).max(ORDER_MAX_COURSES).optional(),
    ),
    /** One of the three plans on /plans (ORDERABLE_PLANS), priced by the server (decision 077). */
    plan_id: z.preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
      z.int().min(1).max(3).optional(),
    ),
    /** One of a tutor's packages on sale (GET /api/tutors/{id} `packages`), priced by the server (decision 086). */
    package_id: z.preprocess(
      (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
      z.int().min(1).max(2_147_483_647).optional(),
    ),
  })
  // Courses, a plan, a package, or several; nothing at all is "course ids required", as before plans.
  .superRefine((value, ctx) => {
    if (value.course_ids === undefined && value.plan_id === undefined && value.package_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['course_ids'],
        message: 'The {attribute} field is required.',
        params: { code: 'validation.required' },
      });
    }
  });
export type OrderCreateInput = { course_ids?: number[]; plan_id?: number; package_id?: number };

/**
 * The plans a student can order (SPEC: per semester), priced here for the server: an order item
 * of kind 'plan' (decision 077). The SPA's /plans shows the same ids and prices (web/src/data/plans.ts).
 */
export const ORDERABLE_PLANS = [
  { id: 1, code: 'PLAN-BASIC', title: 'Basic Plan', price_cents: 1999 },
  { id: 2, code: 'PLAN-STANDARD', title: 'Standard Plan', price_cents: 4999 },
  { id: 3, code: 'PLAN-PREMIUM', title: 'Premium Plan', price_cents: 9999 },
] as const;

/** A course id: a positive whole number, also sent as a string ("3"), as Laravel's integer rule reads it. */
export function readCourseId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n < 2 ** 31 ? n : null;
}

export type OrderItem = z.output<typeof orderItemSchema>;
/** An order as POST /api/orders and GET /api/orders answer it. */
export type Order = z.output<typeof orderSchema>;
/** GET /api/orders/{reference}: the order, when it was paid, and how to pay it. */
export type OrderDetail = z.output<typeof orderDetailSchema>;
