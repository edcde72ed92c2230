import { formatUsd, intlTag, type Locale, type PaymentMethod } from '@darsak/common';
import { formatShortDate, formatWhen } from '../lib/time/format.ts';
import { presentPaymentMethods } from '../presenters/order.ts';
import { addressOf, sessionInvitation } from './ics.ts';
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
 * The e-mails of sessions (issue 19, decision 072), each in its recipient's language: held (how
 * to pay, until when), confirmed (to the student and the tutor, with an .ics invitation), the
 * reminder a day before, cancelled and moved (both sides; the invitation updated or withdrawn).
 * Their words are in server/src/messages/<locale>/mail.ts (`booking`); dates through
 * lib/time/format.ts, Beirut time with the zone named.
 */

export type Recipient = { email: string; name: string; locale: Locale };

/** What the e-mails of one session say. */
export type SessionFacts = {
  reference: string;
  start: number;
  end: number;
  duration: number;
  privateCourse: string | null;
  totalCents: number;
  /** The invitation's SEQUENCE (grows with each change). */
  sequence: number;
  /** The tutor's name in a language. */
  tutorName: (locale: Locale) => string;
  studentName: string;
  studentEmail: string | null;
};

export type MailContext = { appUrl: string; mailFrom: string; now: number };

type Block = { text: string; html: string };
const line = (template: string, values: Record<string, string | number> = {}): Block => ({
  text: say(template, values),
  html: p(sayHtml(template, values)),
});

function compose(
  to: Recipient,
  subject: string,
  blocks: Block[],
  url: string | null,
  ctx: MailContext,
  attachments?: MailMessage['attachments'],
): MailMessage {
  const t = mailTexts(to.locale).booking;
  const text = [
    greetingText(to.name, to.locale),
    '',
    ...blocks.flatMap((b) => [b.text, '']),
    ...(url ? [say(t.link, { url }), ''] : []),
    signatureText(to.locale),
    '',
  ].join('\n');
  const html = layout(
    subject,
    [
      greetingHtml(to.name, to.locale),
      ...blocks.map((b) => b.html),
      ...(url ? [button(url, say(t.button))] : []),
      signatureHtml(to.locale),
    ].join('\n'),
    ctx.appUrl,
    to.locale,
  );
  return { to: to.email, subject, text, html, ...(attachments?.length ? { attachments } : {}) };
}

const money = (cents: number, locale: Locale) => formatUsd(cents / 100, intlTag(locale), 'total');
const bookingUrl = (facts: SessionFacts, ctx: MailContext) => `${ctx.appUrl}/orders/${facts.reference}`;

/** The other side of the session, as the recipient names it. */
const otherName = (role: 'student' | 'tutor', facts: SessionFacts, locale: Locale) =>
  role === 'student' ? facts.tutorName(locale) : facts.studentName;

function invitation(to: Recipient, role: 'student' | 'tutor', facts: SessionFacts, ctx: MailContext, method: 'REQUEST' | 'CANCEL') {
  const t = mailTexts(to.locale).booking;
  const url = bookingUrl(facts, ctx);
  return sessionInvitation({
    method,
    uid: facts.reference,
    sequence: facts.sequence,
    start: facts.start,
    end: facts.end,
    stamp: ctx.now,
    summary: say(t.eventSummary, { name: otherName(role, facts, to.locale) }),
    description: say(t.eventDescription, { reference: facts.reference, url }),
    url,
    organizer: addressOf(ctx.mailFrom),
    attendee: { name: to.name, email: to.email },
  });
}

/** To the student: the time is held; how to pay and until when. */
export function bookingHeldEmail(
  to: Recipient,
  facts: SessionFacts,
  input: { holdUntil: number; paymentMethods: PaymentMethod[] },
  ctx: MailContext,
): MailMessage {
  const t = mailTexts(to.locale).booking;
  const subject = say(t.heldSubject, { date: formatShortDate(facts.start, to.locale) });
  const methods = presentPaymentMethods(input.paymentMethods, facts.reference, to.locale);
  const list: Block = {
    text: methods.map((m) => `  - ${m.name}: ${m.instructions}${m.account ? ` (${m.account})` : ''}`).join('\n'),
    html: `<ul style="margin:0 0 16px;padding-inline-start:20px;">${methods
      .map(
        (m) =>
          `<li><strong>${escapeHtml(m.name)}</strong>: ${escapeHtml(m.instructions)}${m.account ? ` (<bdi>${escapeHtml(m.account)}</bdi>)` : ''}</li>`,
      )
      .join('')}</ul>`,
  };
  const blocks = [
    line(t.held, { duration: facts.duration, tutor: facts.tutorName(to.locale), when: formatWhen(facts.start, to.locale) }),
    ...(facts.privateCourse ? [line(t.privateCourse, { course: facts.privateCourse })] : []),
    line(t.heldPay, {
      total: money(facts.totalCents, to.locale),
      until: formatWhen(input.holdUntil, to.locale),
      reference: facts.reference,
    }),
    list,
    line(t.heldRelease),
  ];
  return compose(to, subject, blocks, bookingUrl(facts, ctx), ctx);
}

/** To the student once paid: the session is confirmed (the e-mail is also the receipt), with the invitation. */
export function bookingConfirmedEmail(to: Recipient, facts: SessionFacts, input: { changeUntil: number }, ctx: MailContext): MailMessage {
  const t = mailTexts(to.locale).booking;
  const subject = say(t.confirmedSubject, { date: formatShortDate(facts.start, to.locale) });
  const blocks = [
    line(t.confirmed, { reference: facts.reference, total: money(facts.totalCents, to.locale) }),
    line(t.session, { duration: facts.duration, tutor: facts.tutorName(to.locale), when: formatWhen(facts.start, to.locale) }),
    ...(facts.privateCourse ? [line(t.privateCourse, { course: facts.privateCourse })] : []),
    line(t.calendar),
    line(t.changeUntil, { deadline: formatWhen(input.changeUntil, to.locale) }),
  ];
  return compose(to, subject, blocks, bookingUrl(facts, ctx), ctx, [invitation(to, 'student', facts, ctx, 'REQUEST')]);
}

/** To the tutor once paid: a new session, the student's e-mail, the invitation. */
export function tutorSessionConfirmedEmail(to: Recipient, facts: SessionFacts, ctx: MailContext): MailMessage {
  const t = mailTexts(to.locale).booking;
  const subject = say(t.tutorConfirmedSubject, { date: formatShortDate(facts.start, to.locale), student: facts.studentName });
  const blocks = [
    line(t.tutorConfirmed, { student: facts.studentName, duration: facts.duration, when: formatWhen(facts.start, to.locale) }),
    ...(facts.privateCourse ? [line(t.privateCourse, { course: facts.privateCourse })] : []),
    ...(facts.studentEmail ? [line(t.tutorContact, { email: facts.studentEmail })] : []),
    line(t.calendar),
  ];
  return compose(to, subject, blocks, null, ctx, [invitation(to, 'tutor', facts, ctx, 'REQUEST')]);
}

/** To either side, a day before. */
export function bookingReminderEmail(to: Recipient, role: 'student' | 'tutor', facts: SessionFacts, ctx: MailContext): MailMessage {
  const t = mailTexts(to.locale).booking;
  const subject = say(t.reminderSubject, { date: formatShortDate(facts.start, to.locale) });
  const blocks = [line(t.reminder, { name: otherName(role, facts, to.locale), when: formatWhen(facts.start, to.locale) })];
  return compose(to, subject, blocks, role === 'student' ? bookingUrl(facts, ctx) : null, ctx);
}

/** To either side: the session is cancelled (the reason when the back office gave one; the refund a paid student is owed). */
export function bookingCancelledEmail(
  to: Recipient,
  role: 'student' | 'tutor',
  facts: SessionFacts,
  input: { reason: string | null; refund: boolean; withdrawInvitation: boolean },
  ctx: MailContext,
): MailMessage {
  const t = mailTexts(to.locale).booking;
  const subject = say(t.cancelledSubject, { date: formatShortDate(facts.start, to.locale) });
  const blocks = [
    line(t.cancelled, { name: otherName(role, facts, to.locale), when: formatWhen(facts.start, to.locale) }),
    ...(input.reason ? [line(t.reason, { reason: input.reason })] : []),
    ...(input.refund && role === 'student' ? [line(t.refund, { total: money(facts.totalCents, to.locale) })] : []),
    ...(input.withdrawInvitation ? [line(t.calendarCancel)] : []),
  ];
  const attachments = input.withdrawInvitation ? [invitation(to, role, facts, ctx, 'CANCEL')] : undefined;
  return compose(to, subject, blocks, role === 'student' ? bookingUrl(facts, ctx) : null, ctx, attachments);
}

/** To either side: the session moved (a confirmed one's invitation is updated). */
export function bookingRescheduledEmail(
  to: Recipient,
  role: 'student' | 'tutor',
  facts: SessionFacts,
  input: { from: number; updateInvitation: boolean },
  ctx: MailContext,
): MailMessage {
  const t = mailTexts(to.locale).booking;
  const subject = say(t.rescheduledSubject, { date: formatShortDate(facts.start, to.locale) });
  const blocks = [
    line(t.rescheduled, {
      name: otherName(role, facts, to.locale),
      from: formatWhen(input.from, to.locale),
      when: formatWhen(facts.start, to.locale),
    }),
    ...(input.updateInvitation ? [line(t.calendarUpdate)] : []),
  ];
  const attachments = input.updateInvitation ? [invitation(to, role, facts, ctx, 'REQUEST')] : undefined;
  return compose(to, subject, blocks, role === 'student' ? bookingUrl(facts, ctx) : null, ctx, attachments);
}
