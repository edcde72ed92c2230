import type { z } from 'zod';
import type {
  adminApplicationSchema,
  adminApplicationSummarySchema,
  adminAuditEntrySchema,
  adminOrderDetailSchema,
  adminOrderSchema,
  moneyEntrySchema,
  adminRatingSchema,
  adminStatsSchema,
  adminUserSchema,
} from './contracts/admin.ts';
import type { adminCategorySchema, adminCourseSchema, adminTutorSchema } from './contracts/admin-catalogue.ts';

/**
 * Response shapes of /api/admin/* (their schemas: contracts/admin.ts). Every list is {data, total}.
 * A list whose exact total would mean counting a large table (orders, users, ratings, the audit
 * log) counts at most ADMIN_TOTAL_CAP rows: beyond that it answers total = ADMIN_TOTAL_CAP with
 * total_capped = true ("more than 200"; decisions 040 and 087).
 */
export type AdminList<T> = { data: T[]; total: number; total_capped?: boolean };
export const ADMIN_TOTAL_CAP = 200;
/** The dashboard's count of this week's ratings stops here: "more than 1,000" (decision 087). */
export const ADMIN_STATS_COUNT_CAP = 1000;

export type AdminOrder = z.output<typeof adminOrderSchema>;
export type AdminOrderDetail = z.output<typeof adminOrderDetailSchema>;
export type MoneyEntry = z.output<typeof moneyEntrySchema>;
export type AdminApplicationSummary = z.output<typeof adminApplicationSummarySchema>;
export type AdminApplication = z.output<typeof adminApplicationSchema>;
export type AdminRating = z.output<typeof adminRatingSchema>;
export type AdminUser = z.output<typeof adminUserSchema>;
export type AdminAuditEntry = z.output<typeof adminAuditEntrySchema>;
export type AdminStats = z.output<typeof adminStatsSchema>;
export type AdminCourse = z.output<typeof adminCourseSchema>;
export type AdminCategory = z.output<typeof adminCategorySchema>;
export type AdminTutor = z.output<typeof adminTutorSchema>;
