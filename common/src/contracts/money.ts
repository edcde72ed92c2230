import { z } from 'zod';
import {
  dateRangeQuerySchema,
  lbpRateInputSchema,
  orderNoteInputSchema,
  paymentInputSchema,
  refundInputSchema,
  REPORT_GROUPS,
  revenueQuerySchema,
} from '../money.ts';
import { adminOrderDetailSchema, withMessage } from './admin.ts';
import { defineEndpoint } from './define.ts';
import { idParam, referenceParam, referenceParams } from './params.ts';

/**
 * The money desk (issue 20; decision 077): payments in dollars or lira, refunds, receipts, the
 * day's lira rate, reports and exports. Every write is an admin's, CSRF-checked and audited;
 * money entries are only ever added, never edited.
 */

const paymentParams = z.object({ reference: referenceParam, id: idParam });

export const recordPayment = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:reference/payments',
  tag: 'Money desk',
  summary:
    'Records a payment (USD, or LBP at a rate), JSON or multipart with a proof image or PDF in `proof`; the order is paid once its payments cover the total',
  access: 'admin',
  params: referenceParams,
  notFound: 'orders.not_found',
  body: paymentInputSchema,
  bodyType: 'multipart',
  responses: { 201: adminOrderDetailSchema },
  errors: [
    'orders.not_found',
    'orders.already_paid',
    'orders.cancelled_cannot_be_paid',
    'payments.over_balance',
    'payments.decimals',
    'bookings.slot_lost',
    'uploads.file_type',
    'uploads.too_large',
    'text.unsafe_characters',
    'http.multipart_malformed',
  ],
});

export const paymentProof = defineEndpoint({
  method: 'GET',
  path: '/api/admin/orders/:reference/payments/:id/proof',
  tag: 'Money desk',
  summary: 'A payment’s proof as uploaded (a download, never rendered inline)',
  access: 'admin',
  params: paymentParams,
  notFound: 'payments.not_found',
  produces: 'application/octet-stream',
  responses: { 200: 'file' },
  errors: ['payments.not_found', 'payments.no_proof'],
});

export const refundOrder = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:reference/refund',
  tag: 'Money desk',
  summary: 'Records a refund, at most what was paid: fully refunded the order is refunded, else it stays paid with a refunded amount',
  access: 'admin',
  params: referenceParams,
  notFound: 'orders.not_found',
  body: refundInputSchema,
  responses: { 200: withMessage(adminOrderDetailSchema) },
  errors: ['orders.not_found', 'refunds.not_paid', 'refunds.over_paid', 'payments.decimals', 'text.unsafe_characters'],
});

export const addOrderNote = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:reference/notes',
  tag: 'Money desk',
  summary: 'Adds a note to an order (kept, never edited)',
  access: 'admin',
  params: referenceParams,
  notFound: 'orders.not_found',
  body: orderNoteInputSchema,
  responses: { 201: adminOrderDetailSchema },
  errors: ['orders.not_found', 'text.unsafe_characters'],
});

export const lbpRateSchema = z
  .object({ rate: z.int(), set_at: z.string(), set_by: z.string(), note: z.string().nullable() })
  .meta({ id: 'LbpRate' });

export const getLbpRates = defineEndpoint({
  method: 'GET',
  path: '/api/admin/lbp-rate',
  tag: 'Money desk',
  summary: 'The day’s lira rate and its history, newest first',
  access: 'admin',
  responses: { 200: z.object({ current: lbpRateSchema.nullable(), history: z.array(lbpRateSchema) }) },
  errors: [],
});

export const setLbpRate = defineEndpoint({
  method: 'POST',
  path: '/api/admin/lbp-rate',
  tag: 'Money desk',
  summary: 'Sets the day’s lira rate (lira per US dollar); the history is kept',
  access: 'admin',
  body: lbpRateInputSchema,
  responses: { 201: lbpRateSchema },
  errors: ['text.unsafe_characters'],
});

export const currentLbpRate = defineEndpoint({
  method: 'GET',
  path: '/api/lbp-rate',
  tag: 'Money desk',
  summary: 'The day’s lira rate, to show totals in LBP beside USD (indicative); null when none is set',
  access: 'public',
  responses: { 200: z.object({ rate: z.int().nullable(), set_at: z.string().nullable() }) },
  errors: [],
});

export const revenueRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  orders: z.int(),
  paid_usd: z.string(),
  refunded_usd: z.string(),
});
export const revenueReportSchema = z
  .object({
    group: z.enum(REPORT_GROUPS),
    from: z.string().nullable(),
    to: z.string().nullable(),
    rows: z.array(revenueRowSchema),
    totals: z.object({ orders: z.int(), paid_usd: z.string(), refunded_usd: z.string(), net_usd: z.string() }),
  })
  .meta({ id: 'RevenueReport' });

export const revenueReport = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/revenue',
  tag: 'Money desk',
  summary: 'Money in and out between two days (UTC, both included), by day, month, course, tutor or method',
  access: 'admin',
  query: revenueQuerySchema,
  responses: { 200: revenueReportSchema },
  errors: [],
});

export const exportOrders = defineEndpoint({
  method: 'GET',
  path: '/api/admin/exports/orders.csv',
  tag: 'Money desk',
  summary: 'Orders created between two days as CSV (UTF-8 with a BOM, Excel-safe), streamed',
  access: 'admin',
  query: dateRangeQuerySchema,
  produces: 'text/csv',
  responses: { 200: 'file' },
  errors: [],
});

export const exportPayments = defineEndpoint({
  method: 'GET',
  path: '/api/admin/exports/payments.csv',
  tag: 'Money desk',
  summary: 'Payments and refunds recorded between two days as CSV (UTF-8 with a BOM, Excel-safe), streamed',
  access: 'admin',
  query: dateRangeQuerySchema,
  produces: 'text/csv',
  responses: { 200: 'file' },
  errors: [],
});

export const orderReceipt = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:reference/receipt.pdf',
  tag: 'Orders',
  summary:
    'A paid order’s receipt, a one-page PDF in the reader’s language: to its owner and admins (404 to anyone else, and before payment)',
  access: 'public',
  params: referenceParams,
  notFound: 'orders.not_found',
  produces: 'application/pdf',
  responses: { 200: 'file' },
  errors: ['orders.not_found'],
});
