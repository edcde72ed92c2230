import { COURSE_TEXTS_AR, COURSE_TEXTS_FR, localizedText, paymentMethodIn, type Locale } from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { formatLongDate } from '../lib/time/format.ts';
import type { MailAttachment } from '../mail/outbox.ts';
import { format, messagesFor } from '../messages/index.ts';
import { presentOrderItem } from '../presenters/order.ts';
import type { OrderWithItems } from '../repositories/orders.ts';
import { listMoneyEntries, type MoneyEntryRow } from '../repositories/payments.ts';
import { findUserById } from '../repositories/users.ts';
import { renderReceiptPdf, type ReceiptLine } from './receipt-pdf.ts';

/**
 * A paid order's receipt (decision 077): the business's name and address, the receipt number,
 * the order's reference, its items, payments (methods and currencies, a lira payment with its
 * rate) and refunds, in the reader's language. Amounts are written the way a ledger writes them
 * ('10.00 USD', '450,000 LBP'), the same in every language.
 */

const BRAND = 'Darsak';
const COURSE_TITLES: Partial<Record<Locale, Record<number, { title: string }>>> = { fr: COURSE_TEXTS_FR, ar: COURSE_TEXTS_AR };

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const usdText = (cents: number) => `${grouped(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')} USD`;
export const entryAmountText = (entry: Pick<MoneyEntryRow, 'amount' | 'currency'>) =>
  entry.currency === 'USD' ? usdText(entry.amount) : `${grouped(entry.amount)} LBP`;

type ReceiptOrder = Pick<OrderWithItems, 'reference' | 'status' | 'total_cents' | 'paid_at' | 'items' | 'user_id'> & {
  receipt_number: string | null;
};

/** The receipt of `order` in `locale` as PDF bytes. */
export async function receiptPdf(
  app: FastifyInstance,
  db: Db,
  order: ReceiptOrder & { id: number | string },
  locale: Locale,
): Promise<Buffer> {
  const t = messagesFor(locale).money.receipt;
  const say = (template: string, values: Record<string, string | number> = {}) => format(template, { brand: BRAND, ...values });
  const entries = await listMoneyEntries(db, Number(order.id));
  const buyer = order.user_id === null ? undefined : await findUserById(db, Number(order.user_id));
  const methodName = (id: string) => {
    const method = app.config.business.paymentMethods.find((m) => m.id === id);
    return method ? paymentMethodIn(method, locale).name : id;
  };
  const entryLine = (entry: MoneyEntryRow): ReceiptLine => ({
    text: say(t.paymentLine, {
      date: formatLongDate(entry.recorded_at, locale),
      amount: entryAmountText(entry),
      method: methodName(entry.method),
    }),
    amount: usdText(entry.usd_cents),
  });
  const business = app.config.business;
  const address = business.address ? localizedText(business.address, locale) : '';
  const lines: ReceiptLine[] = [
    { text: BRAND, size: 13 },
    ...(address ? address.split('\n').map((line) => ({ text: line.trim(), muted: true, size: 10 })) : []),
    { text: business.infoEmail, muted: true, size: 10 },
    { text: say(t.number, { number: order.receipt_number ?? '' }), gapBefore: 10 },
    { text: say(t.reference, { reference: order.reference }) },
    ...(order.paid_at ? [{ text: say(t.issued, { date: formatLongDate(order.paid_at, locale) }) }] : []),
    ...(buyer ? [{ text: say(t.billedTo, { name: buyer.name }) }] : []),
    { text: order.status === 'refunded' ? t.status.refunded : t.status.paid, muted: true },
    { text: t.items, size: 12, gapBefore: 12, rule: true },
    ...order.items.map((item) => {
      const shown = presentOrderItem(item, locale);
      const title = item.kind === 'session' ? shown.title : (COURSE_TITLES[locale]?.[Number(item.course_id)]?.title ?? shown.title);
      return { text: `${item.code} · ${title}`, amount: usdText(item.price_cents) };
    }),
    { text: t.total, amount: usdText(order.total_cents), gapBefore: 4, rule: true },
  ];
  const payments = entries.filter((e) => e.kind === 'payment');
  const refunds = entries.filter((e) => e.kind === 'refund');
  if (payments.length) {
    lines.push({ text: t.payments, size: 12, gapBefore: 12, rule: true });
    for (const entry of payments) {
      lines.push(entryLine(entry));
      if (entry.currency === 'LBP' && entry.rate) {
        lines.push({
          text: say(t.lbpLine, { amount: entryAmountText(entry), rate: grouped(entry.rate), usd: usdText(entry.usd_cents) }),
          muted: true,
          size: 9,
        });
      }
    }
    lines.push({ text: t.paid, amount: usdText(payments.reduce((s, e) => s + e.usd_cents, 0)), rule: true, gapBefore: 4 });
  }
  if (refunds.length) {
    lines.push({ text: t.refunds, size: 12, gapBefore: 12, rule: true });
    for (const entry of refunds) lines.push(entryLine(entry));
    lines.push({ text: t.refunded, amount: usdText(refunds.reduce((s, e) => s + e.usd_cents, 0)), rule: true, gapBefore: 4 });
  }
  return renderReceiptPdf({
    direction: locale === 'ar' ? 'rtl' : 'ltr',
    title: `${t.title} ${order.receipt_number ?? ''}`.trim(),
    lines,
    footer: say(t.footer),
    info: { title: `${t.title} ${order.receipt_number ?? ''}`.trim(), subject: order.reference },
  });
}

export const receiptFileName = (order: { receipt_number: string | null; reference: string }) =>
  `${order.receipt_number ?? order.reference}.pdf`;

/** The receipt as an e-mail attachment. */
export async function receiptAttachment(
  app: FastifyInstance,
  db: Db,
  order: ReceiptOrder & { id: number | string },
  locale: Locale,
): Promise<MailAttachment> {
  const bytes = await receiptPdf(app, db, order, locale);
  return { filename: receiptFileName(order), contentType: 'application/pdf', content: bytes.toString('base64') };
}
