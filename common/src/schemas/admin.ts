import { z } from 'zod';
import { RATING_TYPES } from '../constants.ts';
import { ORDER_STATUSES } from '../orders.ts';
import { safeText } from './text.ts';

/**
 * Inputs of /api/admin/* (issue 7). Lists take ?page=&per_page=: page from 1, per_page 20 by
 * default and capped at ADMIN_PER_PAGE_MAX (a larger value is read as the cap, like a paginator).
 */
export const ADMIN_PER_PAGE_DEFAULT = 20;
export const ADMIN_PER_PAGE_MAX = 100;
export const ADMIN_REASON_MAX_LENGTH = 1000;
export const ADMIN_SEARCH_MAX_LENGTH = 255;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = (value: unknown) => {
  const v = trimmed(value);
  return v === '' || v === null ? undefined : v;
};
const wholeNumber = (value: unknown) => {
  const v = emptyToUndefined(value);
  return typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v;
};

export const adminPageQuerySchema = z.object({
  page: z.preprocess(wholeNumber, z.int().min(1).default(1)),
  per_page: z.preprocess(
    wholeNumber,
    z
      .int()
      .min(1)
      .default(ADMIN_PER_PAGE_DEFAULT)
      .transform((n) => Math.min(n, ADMIN_PER_PAGE_MAX)),
  ),
});

const search = z.preprocess(emptyToUndefined, z.string().max(ADMIN_SEARCH_MAX_LENGTH).optional());

export const adminOrdersQuerySchema = adminPageQuerySchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(ORDER_STATUSES).optional()),
  q: search,
});

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const adminApplicationsQuerySchema = adminPageQuerySchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(APPLICATION_STATUSES).optional()),
});

/** hidden=true|false (also 1|0). */
const booleanLike = z.preprocess((value) => {
  const v = emptyToUndefined(value);
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return v;
}, z.boolean().optional());

export const adminRatingsQuerySchema = adminPageQuerySchema.extend({
  type: z.preprocess(emptyToUndefined, z.enum(RATING_TYPES).optional()),
  hidden: booleanLike,
});

export const adminUsersQuerySchema = adminPageQuerySchema.extend({ q: search });

/** GET /api/admin/audit?actor=&action=&target=: the actor's e-mail (contains), an action ('order.refund') or a resource ('order'), a target's id (decision 077). */
export const adminAuditQuerySchema = adminPageQuerySchema.extend({
  actor: search,
  action: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z_]+(\.[a-z_]+)?$/)
      .max(64)
      .optional(),
  ),
  target: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
});

/** An admin's words reach the buyer's or applicant's inbox: no control or bidi character (decision 073). */
const optionalNote = z.preprocess(emptyToUndefined, safeText(z.string().max(ADMIN_REASON_MAX_LENGTH)).optional());
const requiredReason = z.preprocess(trimmed, safeText(z.string().min(1).max(ADMIN_REASON_MAX_LENGTH)));

/** POST /api/admin/orders/{reference}/mark-paid {note?} and .../cancel {reason?}. */
export const adminMarkPaidSchema = z.object({
  note: optionalNote,
  /** How the money came (an id of PAYMENT_METHODS); the first configured method when left out (decision 077). */
  method: z.preprocess(emptyToUndefined, z.string().max(32).optional()),
});
export const adminCancelOrderSchema = z.object({ reason: optionalNote });
/** POST /api/admin/applications/{id}/reject {reason} and /api/admin/ratings/{id}/hide {reason}. */
export const adminReasonSchema = z.object({ reason: requiredReason });
