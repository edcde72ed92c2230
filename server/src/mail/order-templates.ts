import { COURSE_TEXTS_AR, COURSE_TEXTS_FR, DEFAULT_LOCALE, formatUsd, intlTag, type Locale } from '@darsak/common';
import { formatLongDate } from '../lib/time/format.ts';
import { rawHtml } from '../messages/index.ts';
import type { OrderWithItems } from '../repositories/orders.ts';
import type { MailMessage } from './outbox.ts';
import {
  button,
  escapeHtml,
  greetingHtml,
  greetingText,
  layout,
  mailTexts,
  paragraph as p,
  say,
  sayHtml,
  signatureHtml,
  signatureText,
} from './templates.ts';

/**
 * The e-mails of the back office (issue 7): a buyer's receipt when an order is marked paid, and
 * the answer to a tutor application. Their words are in server/src/messages/<locale>/mail.ts
 * (decision 070). Values from users are escaped in the HTML.
 */

const COURSE_TITLES: Partial<Record<Locale, Record<number, { title: string }>>> = { fr: COURSE_TEXTS_FR, ar: COURSE_TEXTS_AR };

export function orderReceiptEmail(input: {
  to: string;
  name: string;
  order: OrderWithItems;
  appUrl: string;
  locale?: Locale;
  receiptNumber?: string;
}): MailMessage {
  const { order } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = mailTexts(locale).receipt;
  const subject = say(t.subject, { reference: order.reference });
  const url = `${input.appUrl}/orders/${order.reference}`;
  // A paid order enrols its buyer (decision 079): the receipt says where the courses are.
  const hasCourses = order.items.some((item) => item.course_id !== null);
  const coursesUrl = `${input.appUrl}/my-courses`;
  // Prices and the date through Intl in the buyer's language, as the SPA shows them (decision 059).
  const tag = intlTag(locale);
  const total = formatUsd(order.total_cents / 100, tag, 'total');
  const price = (cents: number) => formatUsd(cents / 100, tag);
  // Dates in e-mails are Beirut dates, where the business and its students are (lib/time/format.ts).
  const paidOn = order.paid_at ? formatLongDate(order.paid_at, locale) : '';
  // The order keeps the English titles it was made with; the buyer reads the catalogue's in their language.
  const title = (item: OrderWithItems['items'][number]) => COURSE_TITLES[locale]?.[Number(item.course_id)]?.title ?? item.title;
  const text = [
    greetingText(input.name, locale),
    '',
    say(t.paid, { reference: order.reference, date: paidOn }),
    '',
    ...order.items.map((i) => `  ${i.code}  ${title(i)}  ${price(i.price_cents)}`),
    `  ${say(t.totalLine, { total })}`,
    '',
    ...(input.receiptNumber ? [say(t.attached, { number: input.receiptNumber }), ''] : []),
    say(t.link, { url }),
    '',
    ...(hasCourses ? [say(t.courses), coursesUrl, ''] : []),
    signatureText(locale),
    '',
  ].join('\n');
  const end = locale === 'ar' ? 'left' : 'right';
  const rows = order.items
    .map(
      (i) =>
        `<tr><td style="padding:6px 0;"><bdi>${escapeHtml(i.code)}</bdi> ${escapeHtml(title(i))}</td><td style="padding:6px 0;text-align:${end};"><bdi>${escapeHtml(price(i.price_cents))}</bdi></td></tr>`,
    )
    .join('');
  const html = layout(
    subject,
    [
      greetingHtml(input.name, locale),
      p(sayHtml(t.paid, { reference: rawHtml(`<strong><bdi>${escapeHtml(order.reference)}</bdi></strong>`), date: paidOn })),
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid #e6e9f2;">${rows}<tr><td style="padding:8px 0;border-top:1px solid #e6e9f2;font-weight:bold;">${sayHtml(t.total)}</td><td style="padding:8px 0;border-top:1px solid #e6e9f2;text-align:${end};font-weight:bold;"><bdi>${escapeHtml(total)}</bdi></td></tr></table>`,
      ...(input.receiptNumber ? [p(sayHtml(t.attached, { number: rawHtml(`<bdi>${escapeHtml(input.receiptNumber)}</bdi>`) }))] : []),
      button(url, say(t.button)),
      ...(hasCourses ? [p(sayHtml(t.coursesHtml)), button(coursesUrl, say(t.coursesButton))] : []),
      signatureHtml(locale),
    ].join('\n'),
    input.appUrl,
    locale,
  );
  return { to: input.to, subject, text, html };
}

export function applicationDecisionEmail(input: {
  to: string;
  name: string;
  approved: boolean;
  reason: string | null;
  appUrl: string;
  locale?: Locale;
}): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = mailTexts(locale).application;
  const subject = say(input.approved ? t.approvedSubject : t.rejectedSubject);
  const lines = input.approved ? t.approved : [t.rejected, ...(input.reason ? [t.reason] : []), t.again];
  const values = { reason: input.reason ?? '' };
  const text = [greetingText(input.name, locale), '', ...lines.flatMap((l) => [say(l, values), '']), signatureText(locale), ''].join('\n');
  const html = layout(
    subject,
    [greetingHtml(input.name, locale), ...lines.map((l) => p(sayHtml(l, values))), signatureHtml(locale)].join('\n'),
    input.appUrl,
    locale,
  );
  return { to: input.to, subject, text, html };
}

/** The applicant's copy once the application is saved: it reached us, what comes next, where to follow it. */
export function applicationReceivedEmail(input: { to: string; name: string; appUrl: string; locale?: Locale }): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = mailTexts(locale).applicationReceived;
  const subject = say(t.subject);
  const url = `${input.appUrl}/join-team`;
  const text = [
    greetingText(input.name, locale),
    '',
    say(t.received),
    '',
    say(t.next),
    '',
    say(t.status),
    url,
    '',
    signatureText(locale),
    '',
  ].join('\n');
  const html = layout(
    subject,
    [
      greetingHtml(input.name, locale),
      p(sayHtml(t.received)),
      p(sayHtml(t.next)),
      p(sayHtml(t.statusHtml)),
      button(url, say(t.button)),
      signatureHtml(locale),
    ].join('\n'),
    input.appUrl,
    locale,
  );
  return { to: input.to, subject, text, html };
}

/** The applicant's account was linked to a tutor profile made from the application (a draft the team completes). */
export function tutorProfileCreatedEmail(input: { to: string; name: string; appUrl: string; locale?: Locale }): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = mailTexts(locale).tutorProfile;
  const subject = say(t.subject);
  const url = `${input.appUrl}/login`;
  const text = [
    greetingText(input.name, locale),
    '',
    say(t.created),
    '',
    say(t.next),
    '',
    say(t.signIn),
    url,
    '',
    signatureText(locale),
    '',
  ].join('\n');
  const html = layout(
    subject,
    [
      greetingHtml(input.name, locale),
      p(sayHtml(t.created)),
      p(sayHtml(t.next)),
      p(sayHtml(t.signInHtml)),
      button(url, say(t.button)),
      signatureHtml(locale),
    ].join('\n'),
    input.appUrl,
    locale,
  );
  return { to: input.to, subject, text, html };
}

/** The buyer's notice that an admin cancelled their order, with the reason given (decision 077). */
export function orderCancelledEmail(input: {
  to: string;
  name: string;
  reference: string;
  reason: string | null;
  appUrl: string;
  locale?: Locale;
}): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = mailTexts(locale).orderCancelled;
  const values = { reference: input.reference, reason: input.reason ?? '' };
  const subject = say(t.subject, values);
  const lines = [t.cancelled, ...(input.reason ? [t.reason] : []), t.again];
  const text = [greetingText(input.name, locale), '', ...lines.flatMap((l) => [say(l, values), '']), signatureText(locale), ''].join('\n');
  const html = layout(
    subject,
    [greetingHtml(input.name, locale), ...lines.map((l) => p(sayHtml(l, values))), signatureHtml(locale)].join('\n'),
    input.appUrl,
    locale,
  );
  return { to: input.to, subject, text, html };
}
