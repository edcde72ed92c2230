import { z } from 'zod';
import { RATING_TYPES } from '../constants.ts';
import { PAYMENT_CURRENCIES } from '../money.ts';
import {
  adminApplicationsQuerySchema,
  adminAuditQuerySchema,
  adminCancelOrderSchema,
  adminMarkPaidSchema,
  adminOrdersQuerySchema,
  adminRatingsQuerySchema,
  adminReasonSchema,
  adminUsersQuerySchema,
  APPLICATION_STATUSES,
} from '../schemas/admin.ts';
import { defineEndpoint } from './define.ts';
import { orderSchema } from './orders.ts';
import { idParams, referenceParams } from './params.ts';

/**
 * The back office, /api/admin/* (decision 011). Every list is {data, total}; a list whose exact
 * total would mean counting a large table counts at most ADMIN_TOTAL_CAP rows (decision 040).
 */

/** A page of a list. */
export const adminList = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.int(), total_capped: z.boolean().optional() });

export const adminOrderSchema = orderSchema
  .extend({
    /** The buyer's e-mail; null for an order placed signed out and not claimed. */
    email: z.string().nullable(),
    user_id: z.int().nullable(),
    paid_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'AdminOrder' });

/** A payment or a refund recorded against an order (decision 077); never edited, corrections are new entries. */
export const moneyEntrySchema = z
  .object({
    id: z.int(),
    /** An id of PAYMENT_METHODS. */
    method: z.string(),
    /** In its currency: '5.00' (USD) or '450000' (LBP, whole lira). */
    amount: z.string(),
    currency: z.enum(PAYMENT_CURRENCIES),
    /** Lira per US dollar, for a lira entry. */
    rate: z.int().nullable(),
    /** Its worth in US dollars, rounded to the cent. */
    usd_amount: z.string(),
    /** The transfer's or the paper receipt's number (Whish, OMT...). */
    receipt_number: z.string().nullable(),
    note: z.string().nullable(),
    /** Whether a proof (an image or a PDF) was attached. */
    proof: z.boolean(),
    recorded_at: z.string(),
    /** The admin's e-mail at the time, or 'cli'. */
    recorded_by: z.string(),
  })
  .meta({ id: 'MoneyEntry' });

/** A note an admin added to an order; kept, never edited. */
export const orderNoteSchema = z.object({ id: z.int(), body: z.string(), author: z.string(), created_at: z.string() });

/** A change of an order's status, from the order itself and the audit log. */
export const orderHistoryEntrySchema = z.object({
  status: z.string(),
  at: z.string(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});

/** One order with its money (decision 077): what it was paid, what is left, every entry. */
export const adminOrderDetailSchema = adminOrderSchema
  .extend({
    /** What its payments add up to, in USD ('0.00'). */
    paid_total: z.string(),
    /** What is left to pay, in USD, never below '0.00'. */
    balance: z.string(),
    /** What was given back, in USD. */
    refunded_total: z.string(),
    /** DRS-R-2026-000001 once paid. */
    receipt_number: z.string().nullable(),
    /** The phone a buyer left with the order, if any. */
    phone: z.string().nullable(),
    buyer_name: z.string().nullable(),
    payments: z.array(moneyEntrySchema),
    refunds: z.array(moneyEntrySchema),
    notes: z.array(orderNoteSchema),
    history: z.array(orderHistoryEntrySchema),
    /** The total in lira at the day's rate, rounded to 1,000 (indicative), when a rate is set. */
    total_lbp: z.string().nullable(),
  })
  .meta({ id: 'AdminOrderDetail' });

export const adminApplicationSummarySchema = z.object({
  id: z.string(),
  user_id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  university: z.string(),
  year: z.int(),
  age: z.int(),
  pay: z.int(),
  coursesToGive: z.array(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  cv_name: z.string(),
  has_cv: z.boolean(),
  /** The tutor profile made from it (POST /api/admin/applications/{id}/tutor), if any. */
  tutor_id: z.int().nullable(),
});

export const adminApplicationSchema = adminApplicationSummarySchema
  .extend({
    whereYouSeeYourself: z.string(),
    otherCourses: z.string().nullable(),
    goodTutor: z.string(),
    review_reason: z.string().nullable(),
    cv_mime: z.string().nullable(),
  })
  .meta({ id: 'AdminApplication' });

export const adminRatingSchema = z
  .object({
    id: z.int(),
    type: z.enum(RATING_TYPES),
    subject_id: z.string(),
    rating: z.int(),
    feedback: z.string().nullable(),
    verified: z.boolean(),
    hidden: z.boolean(),
    hidden_at: z.string().nullable(),
    hidden_reason: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    user: z.object({ id: z.int(), name: z.string(), email: z.string() }),
  })
  .meta({ id: 'AdminRating' });

export const adminUserSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['student', 'admin', 'tutor']),
    email_verified_at: z.string().nullable(),
    disabled_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminUser' });

export const adminAuditEntrySchema = z
  .object({
    id: z.int(),
    /** The admin's e-mail at the time, or 'cli'. */
    actor: z.string(),
    actor_id: z.int().nullable(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string(),
    details: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });

export const adminStatsSchema = z.object({
  pending_orders: z.int(),
  /** Orders paid since the 1st of this month (UTC). */
  paid_this_month: z.int(),
  /** Their total, '0.00'. */
  revenue_this_month: z.string(),
  pending_applications: z.int(),
  /** Ratings given in the last 7 days, counted up to ADMIN_STATS_COUNT_CAP (decision 087). */
  ratings_this_week: z.int(),
  /** Present and true when there were more than ratings_this_week (the cap). */
  ratings_this_week_capped: z.boolean().optional(),
  /** Sessions confirmed (held ones aside) starting this Beirut week, Monday to Sunday (decision 072). */
  sessions_this_week: z.int(),
  /** Paid sessions cancelled in time whose refund the operator has not marked paid back. */
  refunds_due: z.int(),
});

export const withMessage = <T extends z.ZodObject>(schema: T) => schema.extend({ message: z.string() });
/** An application id: a UUID, in any case. */
const applicationParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
    .transform((id) => id.toLowerCase()),
});

export const stats = defineEndpoint({
  method: 'GET',
  path: '/api/admin/stats',
  tag: 'Back office',
  summary: 'The dashboard’s figures',
  access: 'admin',
  responses: { 200: adminStatsSchema },
  errors: [],
});

export const audit = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  tag: 'Back office',
  summary: 'The audit log, newest first; filtered by actor, action (or resource) and target',
  access: 'admin',
  query: adminAuditQuerySchema,
  responses: { 200: adminList(adminAuditEntrySchema) },
  errors: [],
});

export const listOrders = defineEndpoint({
  method: 'GET',
  path: '/api/admin/orders',
  tag: 'Back office',
  summary: 'The order book: filter by status, search by reference or e-mail',
  access: 'admin',
  query: adminOrdersQuerySchema,
  responses: { 200: adminList(adminOrderSchema) },
  errors: [],
});

export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/api/admin/orders/:reference',
  tag: 'Back office',
  summary: 'One order',
  access: 'admin',
  params: referenceParams,
  notFound: 'orders.not_found',
  responses: { 200: adminOrderDetailSchema },
  errors: ['orders.not_found'],
});

export const markOrderPaid = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:reference/mark-paid',
  tag: 'Back office',
  summary: 'Pending or expired -> paid: the receipt is e-mailed, the buyer’s ratings become verified; a session’s booking is confirmed',
  access: 'admin',
  params: referenceParams,
  notFound: 'orders.not_found',
  body: adminMarkPaidSchema,
  responses: { 200: withMessage(adminOrderDetailSchema) },
  errors: ['orders.not_found', 'orders.already_paid', 'orders.cancelled_cannot_be_paid', 'bookings.slot_lost', 'text.unsafe_characters'],
});

export const cancelOrder = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:reference/cancel',
  tag: 'Back office',
  summary: 'Pending -> cancelled (a session’s held booking is cancelled with it)',
  access: 'admin',
  params: referenceParams,
  notFound: 'orders.not_found',
  body: adminCancelOrderSchema,
  responses: { 200: withMessage(adminOrderDetailSchema) },
  errors: [
    'orders.not_found',
    'orders.already_cancelled',
    'orders.paid_cannot_be_cancelled',
    'orders.expired_cannot_be_cancelled',
    'text.unsafe_characters',
  ],
});

export const listApplications = defineEndpoint({
  method: 'GET',
  path: '/api/admin/applications',
  tag: 'Back office',
  summary: 'Tutor applications, by status',
  access: 'admin',
  query: adminApplicationsQuerySchema,
  responses: { 200: adminList(adminApplicationSummarySchema) },
  errors: [],
});

export const getApplication = defineEndpoint({
  method: 'GET',
  path: '/api/admin/applications/:id',
  tag: 'Back office',
  summary: 'One application',
  access: 'admin',
  params: applicationParams,
  notFound: 'applications.not_found',
  responses: { 200: adminApplicationSchema },
  errors: ['applications.not_found'],
});

export const applicationCv = defineEndpoint({
  method: 'GET',
  path: '/api/admin/applications/:id/cv',
  tag: 'Back office',
  summary: 'The application’s CV as uploaded (a download, never rendered inline)',
  access: 'admin',
  params: applicationParams,
  notFound: 'applications.not_found',
  produces: 'application/octet-stream',
  responses: { 200: 'file' },
  errors: ['applications.not_found', 'applications.no_cv'],
});

export const approveApplication = defineEndpoint({
  method: 'POST',
  path: '/api/admin/applications/:id/approve',
  tag: 'Back office',
  summary: 'Approves an application; the applicant is told by e-mail',
  access: 'admin',
  params: applicationParams,
  notFound: 'applications.not_found',
  responses: { 200: withMessage(adminApplicationSchema) },
  errors: ['applications.not_found', 'applications.already_approved', 'applications.already_rejected'],
});

export const rejectApplication = defineEndpoint({
  method: 'POST',
  path: '/api/admin/applications/:id/reject',
  tag: 'Back office',
  summary: 'Rejects an application with a reason; the applicant is told by e-mail',
  access: 'admin',
  params: applicationParams,
  notFound: 'applications.not_found',
  body: adminReasonSchema,
  responses: { 200: withMessage(adminApplicationSchema) },
  errors: ['applications.not_found', 'applications.already_approved', 'applications.already_rejected', 'text.unsafe_characters'],
});

export const listRatings = defineEndpoint({
  method: 'GET',
  path: '/api/admin/ratings',
  tag: 'Back office',
  summary: 'Ratings to moderate, by type and hidden or not',
  access: 'admin',
  query: adminRatingsQuerySchema,
  responses: { 200: adminList(adminRatingSchema) },
  errors: [],
});

export const hideRating = defineEndpoint({
  method: 'POST',
  path: '/api/admin/ratings/:id/hide',
  tag: 'Back office',
  summary: 'Hides a rating from every summary, with a reason',
  access: 'admin',
  params: idParams,
  notFound: 'ratings.not_found',
  body: adminReasonSchema,
  responses: { 200: withMessage(adminRatingSchema) },
  errors: ['ratings.not_found', 'ratings.already_hidden', 'text.unsafe_characters'],
});

export const unhideRating = defineEndpoint({
  method: 'POST',
  path: '/api/admin/ratings/:id/unhide',
  tag: 'Back office',
  summary: 'Shows a hidden rating again',
  access: 'admin',
  params: idParams,
  notFound: 'ratings.not_found',
  responses: { 200: withMessage(adminRatingSchema) },
  errors: ['ratings.not_found', 'ratings.not_hidden'],
});

export const listUsers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users',
  tag: 'Back office',
  summary: 'Accounts, searched by name or e-mail',
  access: 'admin',
  query: adminUsersQuerySchema,
  responses: { 200: adminList(adminUserSchema) },
  errors: [],
});

export const disableUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/disable',
  tag: 'Back office',
  summary: 'Disables an account; its sessions end at once',
  access: 'admin',
  params: idParams,
  notFound: 'users.not_found',
  responses: { 200: withMessage(adminUserSchema) },
  errors: ['users.not_found', 'users.cannot_disable_self', 'users.cannot_disable_admin', 'users.already_disabled'],
});

export const enableUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/enable',
  tag: 'Back office',
  summary: 'Enables a disabled account',
  access: 'admin',
  params: idParams,
  notFound: 'users.not_found',
  responses: { 200: withMessage(adminUserSchema) },
  errors: ['users.not_found', 'users.not_disabled'],
});
