import { formatCents } from '@darsak/common';
import type { OrderWithItems } from '../repositories/orders.ts';
import type { MailMessage } from './outbox.ts';
import { button, escapeHtml, greetingHtml, greetingText, layout } from './templates.ts';

/**
 * The e-mails of the back office (issue 7): a buyer's receipt when an order is marked paid, and
 * the answer to a tutor application. Values from users are escaped in the HTML.
 */

const BRAND = 'Darsak';
const p = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;

export function orderReceiptEmail(input: { to: string; name: string; order: OrderWithItems; appUrl: string }): MailMessage {
  const { order } = input;
  const subject = `Your ${BRAND} receipt for order ${order.reference}`;
  const url = `${input.appUrl}/orders/${order.reference}`;
  const total = `$${formatCents(order.total_cents)}`;
  const paidOn = (order.paid_at ?? '').slice(0, 10);
  const text = [
    greetingText(input.name),
    '',
    `We received your payment for order ${order.reference} on ${paidOn}. Thank you!`,
    '',
    ...order.items.map((i) => `  ${i.code}  ${i.title}  $${formatCents(i.price_cents)}`),
    `  Total: ${total} (${order.currency})`,
    '',
    `Your order: ${url}`,
    '',
    `The ${BRAND} team`,
    '',
  ].join('\n');
  const rows = order.items
    .map(
      (i) =>
        `<tr><td style="padding:6px 0;">${escapeHtml(i.code)} ${escapeHtml(i.title)}</td><td style="padding:6px 0;text-align:right;">$${formatCents(i.price_cents)}</td></tr>`,
    )
    .join('');
  const html = layout(
    subject,
    [
      greetingHtml(input.name),
      p(`We received your payment for order <strong>${escapeHtml(order.reference)}</strong> on ${escapeHtml(paidOn)}. Thank you!`),
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid #e6e9f2;">${rows}<tr><td style="padding:8px 0;border-top:1px solid #e6e9f2;font-weight:bold;">Total</td><td style="padding:8px 0;border-top:1px solid #e6e9f2;text-align:right;font-weight:bold;">${total}</td></tr></table>`,
      button(url, 'View your order'),
      `<p style="margin:0;">The ${BRAND} team</p>`,
    ].join('\n'),
    input.appUrl,
  );
  return { to: input.to, subject, text, html };
}

export function applicationDecisionEmail(input: {
  to: string;
  name: string;
  approved: boolean;
  reason: string | null;
  appUrl: string;
}): MailMessage {
  const subject = input.approved
    ? `Your ${BRAND} tutor application was approved`
    : `About your ${BRAND} tutor application`;
  const lines = input.approved
    ? [
        `Good news: your application to tutor on ${BRAND} was approved.`,
        'We will contact you within a few days to set up your profile and your first sessions.',
      ]
    : [
        `Thank you for applying to tutor on ${BRAND}. After reviewing your application, we cannot offer you a place at this time.`,
        ...(input.reason ? [`Reason: ${input.reason}`] : []),
        'You are welcome to apply again later.',
      ];
  const text = [greetingText(input.name), '', ...lines.flatMap((l) => [l, '']), `The ${BRAND} team`, ''].join('\n');
  const html = layout(
    subject,
    [greetingHtml(input.name), ...lines.map((l) => p(escapeHtml(l))), `<p style="margin:0;">The ${BRAND} team</p>`].join('\n'),
    input.appUrl,
  );
  return { to: input.to, subject, text, html };
}
