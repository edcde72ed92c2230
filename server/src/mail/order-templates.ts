import { COURSE_TEXTS_AR, COURSE_TEXTS_FR, DEFAULT_LOCALE, formatUsd, intlTag, type Locale } from '@darsak/common';
import type { OrderWithItems } from '../repositories/orders.ts';
import type { MailMessage } from './outbox.ts';
import { button, COMMON_TEXTS, escapeHtml, greetingHtml, greetingText, layout } from './templates.ts';

/**
 * The e-mails of the back office (issue 7): a buyer's receipt when an order is marked paid, and
 * the answer to a tutor application. Values from users are escaped in the HTML.
 */

const BRAND = 'Darsak';
/** Dates in e-mails are Beirut dates, where the business and its students are. */
const BEIRUT = 'Asia/Beirut';
const COURSE_TITLES: Partial<Record<Locale, Record<number, { title: string }>>> = { fr: COURSE_TEXTS_FR, ar: COURSE_TEXTS_AR };
const p = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;

/** The receipt's words in each language (issue 10: e-mails in users.locale). */
const RECEIPT: Record<
  Locale,
  { subject: (ref: string) => string; paid: (ref: string, on: string) => string; total: string; totalLine: (total: string) => string; link: string; button: string }
> = {
  en: {
    subject: (ref) => `Your ${BRAND} receipt for order ${ref}`,
    paid: (ref, on) => `We received your payment for order ${ref} on ${on}. Thank you!`,
    total: 'Total',
    totalLine: (total) => `Total: ${total}`,
    link: 'Your order',
    button: 'View your order',
  },
  fr: {
    subject: (ref) => `Votre reçu ${BRAND} pour la commande ${ref}`,
    paid: (ref, on) => `Nous avons bien reçu votre paiement pour la commande ${ref} le ${on}. Merci\u202f!`,
    total: 'Total',
    totalLine: (total) => `Total\u00a0: ${total}`,
    link: 'Votre commande',
    button: 'Voir votre commande',
  },
  ar: {
    subject: (ref) => `إيصال ${BRAND} للطلب ${ref}`,
    paid: (ref, on) => `استلمنا دفعتك للطلب ${ref} بتاريخ ${on}. شكرًا لك!`,
    total: 'المجموع',
    totalLine: (total) => `المجموع: ${total}`,
    link: 'طلبك',
    button: 'عرض طلبك',
  },
};

const DECISION: Record<
  Locale,
  { approvedSubject: string; rejectedSubject: string; approved: string[]; rejected: string; reason: (r: string) => string; again: string }
> = {
  en: {
    approvedSubject: `Your ${BRAND} tutor application was approved`,
    rejectedSubject: `About your ${BRAND} tutor application`,
    approved: [
      `Good news: your application to tutor on ${BRAND} was approved.`,
      'We will contact you within a few days to set up your profile and your first sessions.',
    ],
    rejected: `Thank you for applying to tutor on ${BRAND}. After reviewing your application, we cannot offer you a place at this time.`,
    reason: (r) => `Reason: ${r}`,
    again: 'You are welcome to apply again later.',
  },
  fr: {
    approvedSubject: `Votre candidature de tuteur sur ${BRAND} est acceptée`,
    rejectedSubject: `À propos de votre candidature de tuteur sur ${BRAND}`,
    approved: [
      `Bonne nouvelle\u00a0: votre candidature pour donner des cours sur ${BRAND} a été acceptée.`,
      'Nous vous contacterons d’ici quelques jours pour préparer votre profil et vos premières séances.',
    ],
    rejected: `Merci d’avoir proposé vos services de tuteur sur ${BRAND}. Après examen de votre candidature, nous ne pouvons pas vous proposer de place pour le moment.`,
    reason: (r) => `Motif\u00a0: ${r}`,
    again: 'Vous pourrez postuler de nouveau plus tard.',
  },
  ar: {
    approvedSubject: `تمت الموافقة على طلبك للتدريس في ${BRAND}`,
    rejectedSubject: `بخصوص طلبك للتدريس في ${BRAND}`,
    approved: [
      `خبر سار: تمت الموافقة على طلبك للتدريس في ${BRAND}.`,
      'سنتواصل معك خلال أيام قليلة لإعداد ملفك وتحديد حصصك الأولى.',
    ],
    rejected: `شكرًا لتقدّمك للتدريس في ${BRAND}. بعد مراجعة طلبك، لا يمكننا أن نقدّم لك مكانًا في الوقت الحالي.`,
    reason: (r) => `السبب: ${r}`,
    again: 'يسعدنا أن تتقدّم بطلب جديد لاحقًا.',
  },
};

export function orderReceiptEmail(input: { to: string; name: string; order: OrderWithItems; appUrl: string; locale?: Locale }): MailMessage {
  const { order } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = RECEIPT[locale];
  const subject = t.subject(order.reference);
  const url = `${input.appUrl}/orders/${order.reference}`;
  // Prices and the date through Intl in the buyer's language, as the SPA shows them (decision 059).
  const tag = intlTag(locale);
  const total = formatUsd(order.total_cents / 100, tag, 'total');
  const price = (cents: number) => formatUsd(cents / 100, tag);
  const paidOn = order.paid_at ? new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: BEIRUT }).format(new Date(order.paid_at)) : '';
  // The order keeps the English titles it was made with; the buyer reads the catalogue's in their language.
  const title = (item: OrderWithItems['items'][number]) => COURSE_TITLES[locale]?.[Number(item.course_id)]?.title ?? item.title;
  const text = [
    greetingText(input.name, locale),
    '',
    t.paid(order.reference, paidOn),
    '',
    ...order.items.map((i) => `  ${i.code}  ${title(i)}  ${price(i.price_cents)}`),
    `  ${t.totalLine(total)}`,
    '',
    `${t.link}: ${url}`,
    '',
    COMMON_TEXTS[locale].signature,
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
      p(escapeHtml(t.paid(order.reference, paidOn)).replace(escapeHtml(order.reference), `<strong><bdi>${escapeHtml(order.reference)}</bdi></strong>`)),
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid #e6e9f2;">${rows}<tr><td style="padding:8px 0;border-top:1px solid #e6e9f2;font-weight:bold;">${escapeHtml(t.total)}</td><td style="padding:8px 0;border-top:1px solid #e6e9f2;text-align:${end};font-weight:bold;"><bdi>${escapeHtml(total)}</bdi></td></tr></table>`,
      button(url, t.button),
      `<p style="margin:0;">${escapeHtml(COMMON_TEXTS[locale].signature)}</p>`,
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
  const t = DECISION[locale];
  const subject = input.approved ? t.approvedSubject : t.rejectedSubject;
  const lines = input.approved ? t.approved : [t.rejected, ...(input.reason ? [t.reason(input.reason)] : []), t.again];
  const signature = COMMON_TEXTS[locale].signature;
  const text = [greetingText(input.name, locale), '', ...lines.flatMap((l) => [l, '']), signature, ''].join('\n');
  const html = layout(
    subject,
    [greetingHtml(input.name, locale), ...lines.map((l) => p(escapeHtml(l))), `<p style="margin:0;">${escapeHtml(signature)}</p>`].join('\n'),
    input.appUrl,
    locale,
  );
  return { to: input.to, subject, text, html };
}
