import { z } from 'zod';
import { safeText } from './schemas/text.ts';

/**
 * The money desk (issue 20; decision 077): payments and refunds recorded against an order in US
 * dollars or Lebanese lira, converted at a recorded rate and rounded once, to the cent.
 *
 * Amounts are integer minor units with their currency: USD cents, whole lira (LBP has no minor
 * unit in use). A rate is whole lira per US dollar.
 */

export const PAYMENT_CURRENCIES = ['USD', 'LBP'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** Decimal places an amount may have, by currency. */
export const CURRENCY_DECIMALS: Record<PaymentCurrency, number> = { USD: 2, LBP: 0 };

/** A payment may exceed the balance by at most this much (rounding of a lira payment), in cents. */
export const PAYMENT_ROUNDING_TOLERANCE_CENTS = 100;
/** The largest amount accepted in one entry: 100,000 USD, or its worth in lira at the highest rate. */
export const PAYMENT_MAX_USD = 100_000;
/** A rate of lira per dollar, whole, between these. */
export const LBP_RATE_MIN = 1;
export const LBP_RATE_MAX = 10_000_000;
export const PAYMENT_NOTE_MAX_LENGTH = 1000;
export const PAYMENT_RECEIPT_NUMBER_MAX_LENGTH = 64;
/** A proof of payment (an image or a PDF) is at most this large. */
export const PAYMENT_PROOF_MAX_BYTES = 5 * 1024 * 1024;

/**
 * An amount as a number of minor units, or null when it has more decimals than its currency
 * allows. Read from the decimal text, not from float arithmetic: 0.29 is 29 cents, never 28.
 */
export function amountToMinor(amount: number, currency: PaymentCurrency): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const places = CURRENCY_DECIMALS[currency];
  const text = amount.toFixed(10).replace(/0+$/, '').replace(/\.$/, '');
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > places) return null;
  return Number(whole) * 10 ** places + Number(fraction.padEnd(places, '0') || '0');
}

/**
 * The entry's worth in US cents: a dollar amount as it is; lira divided by the rate, rounded to
 * the nearest cent (half up). Integer arithmetic: lira * 100 stays far below 2^53.
 */
export function toUsdCents(amountMinor: number, currency: PaymentCurrency, rate: number | null): number {
  if (currency === 'USD') return amountMinor;
  if (!rate || rate <= 0) throw new Error('toUsdCents: a lira amount needs a rate');
  const numerator = amountMinor * 100;
  const cents = Math.floor(numerator / rate);
  const remainder = numerator - cents * rate;
  return remainder * 2 >= rate ? cents + 1 : cents;
}

/** Minor units as the API writes them: '5.00' for USD, '450000' for LBP. */
export function formatMinor(amountMinor: number, currency: PaymentCurrency): string {
  if (currency === 'LBP') return String(amountMinor);
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(amountMinor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = (value: unknown) => {
  const v = trimmed(value);
  return v === '' || v === null ? undefined : v;
};
/** A number also sent as text (a multipart field): '12.50' is 12.5. */
const numberLike = (value: unknown) => {
  const v = emptyToUndefined(value);
  return typeof v === 'string' && /^\d{1,12}(\.\d{1,10})?$/.test(v) ? Number(v) : v;
};

const optionalText = (max: number) => z.preprocess(emptyToUndefined, safeText(z.string().max(max)).optional());

/**
 * One money entry as an admin records it (a payment or a refund). `method` is an id of
 * PAYMENT_METHODS (checked against the configuration by the server); `rate` is required for
 * lira; the amount's decimals are checked against its currency.
 */
const moneyEntryShape = {
  method: z.preprocess(trimmed, z.string().min(1).max(32)),
  amount: z.preprocess(
    numberLike,
    z
      .number()
      .positive()
      .max(PAYMENT_MAX_USD * LBP_RATE_MAX),
  ),
  currency: z.preprocess(trimmed, z.enum(PAYMENT_CURRENCIES)),
  rate: z.preprocess(numberLike, z.int().min(LBP_RATE_MIN).max(LBP_RATE_MAX).optional()),
};

const withCurrencyRules = <T extends z.ZodType<{ amount: number; currency: PaymentCurrency; rate?: number | undefined }>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    if (amountToMinor(value.amount, value.currency) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `The amount field must have at most ${CURRENCY_DECIMALS[value.currency]} decimal places.`,
        params: { code: 'payments.decimals', values: { places: CURRENCY_DECIMALS[value.currency] } },
      });
    }
    if (value.currency === 'LBP' && value.rate === undefined) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: 'The rate field is required.', params: { code: 'validation.required' } });
    }
  });

/** POST /api/admin/orders/{reference}/payments (JSON, or multipart with `proof`). */
export const paymentInputSchema = withCurrencyRules(
  z.object({
    ...moneyEntryShape,
    receipt_number: optionalText(PAYMENT_RECEIPT_NUMBER_MAX_LENGTH),
    note: optionalText(PAYMENT_NOTE_MAX_LENGTH),
  }),
);
export type PaymentInput = z.output<typeof paymentInputSchema>;

/** POST /api/admin/orders/{reference}/refund: a note is required (why the money went back). */
export const refundInputSchema = withCurrencyRules(
  z.object({
    ...moneyEntryShape,
    note: z.preprocess(trimmed, safeText(z.string().min(1).max(PAYMENT_NOTE_MAX_LENGTH))),
  }),
);
export type RefundInput = z.output<typeof refundInputSchema>;

/** POST /api/admin/lbp-rate {rate, note?}: the day's rate. */
export const lbpRateInputSchema = z.object({
  rate: z.preprocess(numberLike, z.int().min(LBP_RATE_MIN).max(LBP_RATE_MAX)),
  note: optionalText(PAYMENT_NOTE_MAX_LENGTH),
});

/** POST /api/admin/orders/{reference}/notes {body}. */
export const orderNoteInputSchema = z.object({ body: z.preprocess(trimmed, safeText(z.string().min(1).max(PAYMENT_NOTE_MAX_LENGTH))) });

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
    params: { code: 'validation.regex' },
    message: 'The {attribute} field format is invalid.',
  });

export const REPORT_GROUPS = ['day', 'month', 'course', 'tutor', 'method'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included, UTC); either may be left out. */
export const dateRangeQuerySchema = z.object({
  from: z.preprocess(emptyToUndefined, isoDate.optional()),
  to: z.preprocess(emptyToUndefined, isoDate.optional()),
});

export const revenueQuerySchema = dateRangeQuerySchema.extend({
  group: z.preprocess(emptyToUndefined, z.enum(REPORT_GROUPS).default('month')),
});
