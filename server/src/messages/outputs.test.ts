import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE_COURSES, CATALOGUE_TUTORS, CATEGORY_TEXTS_EN, LOCALES, shareImagePath, type Locale } from '@darsak/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/helpers/app.ts';
import { contactEmail } from '../mail/contact-email.ts';
import {
  applicationDecisionEmail,
  applicationReceivedEmail,
  orderReceiptEmail,
  tutorProfileCreatedEmail,
} from '../mail/order-templates.ts';
import type { MailMessage } from '../mail/outbox.ts';
import { passwordChangedEmail, resetCodeEmail, verificationEmail } from '../mail/templates.ts';
import {
  bookingCancelledEmail,
  bookingConfirmedEmail,
  bookingHeldEmail,
  bookingReminderEmail,
  bookingRescheduledEmail,
  tutorSessionConfirmedEmail,
  type SessionFacts,
} from '../mail/booking-templates.ts';
import { defaultPaymentMethods } from '@darsak/common';
import type { OrderWithItems } from '../repositories/orders.ts';
import { previewFor, previewTags } from '../routes/share-meta.ts';

/**
 * Every e-mail and every link preview, in every language, byte for byte as they were when their
 * words were inline tables (decision 070): the fixtures under server/test/fixtures/server-texts
 * were written by this test from the code before the texts moved to the catalogues, and any
 * change to a subject, a body or a meta tag shows here as a diff. Inputs carry the characters
 * that need escaping (& < > " ' “ ”) so the escaping is held too.
 */
const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'server-texts');
const APP_URL = 'https://darsak.example';
const NAME = 'Nour "N" <El-Khoury> & \'Co\' “Jr”';

const rendered = (label: string, mail: MailMessage) =>
  [
    `===== ${label}`,
    `to: ${mail.to}`,
    `subject: ${mail.subject}`,
    ...(mail.replyTo ? [`reply-to: ${mail.replyTo}`] : []),
    '----- text',
    mail.text,
    '----- html',
    mail.html,
    ...(mail.attachments ?? []).flatMap((a) => [
      `----- attachment ${a.filename} (${a.contentType})`,
      Buffer.from(a.content, 'base64').toString('utf8'),
    ]),
  ].join('\n');

const ORDER: OrderWithItems = {
  id: 41,
  reference: 'DRS-K7QX2M',
  user_id: 3,
  session_key: null,
  status: 'paid',
  total_cents: 500 + 500 + 1999,
  currency: 'USD',
  note: null,
  created_at: '2026-11-18T09:00:00.000Z',
  updated_at: '2026-11-20T22:30:00.000Z',
  expires_at: '2026-11-25T09:00:00.000Z',
  // 00:30 on the 21st in Beirut: the receipt's date is Beirut's.
  paid_at: '2026-11-20T22:30:00.000Z',
  cancelled_at: null,
  receipt_number: null,
  phone: null,
  refunded_at: null,
  items: [
    { id: 1, order_id: 41, kind: 'course', booking_id: null, course_id: 1, code: 'B1100', title: 'Cell Biology', price_cents: 500 },
    {
      id: 2,
      order_id: 41,
      kind: 'course',
      booking_id: null,
      course_id: 24,
      code: CATALOGUE_COURSES.find((c) => c.id === 24)!.code,
      title: CATALOGUE_COURSES.find((c) => c.id === 24)!.title,
      price_cents: 500,
    },
    // A course the translations do not know keeps the title it was ordered with, escaped.
    {
      id: 3,
      order_id: 41,
      kind: 'course',
      booking_id: null,
      course_id: 999,
      code: 'X<9>',
      title: 'Special "topics" & <more>',
      price_cents: 1999,
    },
  ],
};

// A session (decision 072): Wednesday 2 December 2026, 16:00 in Beirut (14:00 UTC), 90 minutes.
const SESSION: SessionFacts = {
  reference: 'DRS-K7QX2M',
  start: Date.parse('2026-12-02T14:00:00Z'),
  end: Date.parse('2026-12-02T15:30:00Z'),
  duration: 90,
  privateCourse: 'Organic "Chemistry" & <more>',
  totalCents: 2250,
  sequence: 0,
  tutorName: (locale) => (locale === 'ar' ? 'رنا حداد' : 'Rana Haddad'),
  studentName: NAME,
  studentEmail: 'student@example.com',
};
const SESSION_CTX = { appUrl: APP_URL, mailFrom: 'Darsak <no-reply@darsak.example>', now: Date.parse('2026-11-30T06:00:00Z') };

function sessionMails(locale: Locale): string[] {
  const student = { email: 'student@example.com', name: NAME, locale };
  const tutor = { email: 'tutor@example.com', name: 'Rana Haddad', locale };
  const moved = { ...SESSION, sequence: 1 };
  return [
    rendered(
      'session held',
      bookingHeldEmail(
        student,
        SESSION,
        { holdUntil: Date.parse('2026-12-01T06:00:00Z'), paymentMethods: defaultPaymentMethods('96170123456') },
        SESSION_CTX,
      ),
    ),
    rendered(
      'session confirmed',
      bookingConfirmedEmail(student, SESSION, { changeUntil: Date.parse('2026-12-01T14:00:00Z') }, SESSION_CTX),
    ),
    rendered('session confirmed (tutor)', tutorSessionConfirmedEmail(tutor, SESSION, SESSION_CTX)),
    rendered('session reminder', bookingReminderEmail(student, 'student', SESSION, SESSION_CTX)),
    rendered('session reminder (tutor)', bookingReminderEmail(tutor, 'tutor', SESSION, SESSION_CTX)),
    rendered(
      'session cancelled by the office',
      bookingCancelledEmail(
        student,
        'student',
        moved,
        { reason: 'Ill <today> & "sorry"', refund: true, withdrawInvitation: true },
        SESSION_CTX,
      ),
    ),
    rendered(
      'session cancelled (tutor)',
      bookingCancelledEmail(tutor, 'tutor', moved, { reason: null, refund: false, withdrawInvitation: true }, SESSION_CTX),
    ),
    rendered(
      'session moved',
      bookingRescheduledEmail(student, 'student', moved, { from: Date.parse('2026-12-01T14:00:00Z'), updateInvitation: true }, SESSION_CTX),
    ),
  ];
}

function mails(locale: Locale): string {
  const to = 'student@example.com';
  const common = { to, name: NAME, appUrl: APP_URL, locale };
  const out = [
    rendered(
      'verification',
      verificationEmail({
        ...common,
        url: `${APP_URL}/api/email/verify/3/abc?expires=17&signature=d<e>f`,
        notMeUrl: `${APP_URL}/email/not-me/3/abc?expires=18&signature=g<h>i`,
        ttlMinutes: 60,
      }),
    ),
    rendered('reset code', resetCodeEmail({ ...common, code: '482913', ttlMinutes: 15 })),
    rendered('password changed', passwordChangedEmail({ ...common, how: 'changed' })),
    rendered('password reset', passwordChangedEmail({ ...common, how: 'reset' })),
    rendered('receipt', orderReceiptEmail({ ...common, order: ORDER })),
    rendered('application approved', applicationDecisionEmail({ ...common, approved: true, reason: null })),
    rendered(
      'application rejected with a reason',
      applicationDecisionEmail({ ...common, approved: false, reason: 'Too few hours <yet> & "more" “soon”' }),
    ),
    rendered('application rejected', applicationDecisionEmail({ ...common, approved: false, reason: null })),
    rendered('application received', applicationReceivedEmail(common)),
    rendered('tutor profile created', tutorProfileCreatedEmail(common)),
    ...sessionMails(locale),
  ];
  if (locale === 'en') {
    // The operator's copy of a contact message (INFO_EMAIL): English.
    out.push(
      rendered(
        'contact',
        contactEmail({
          to: 'info@darsak.example',
          appUrl: APP_URL,
          name: NAME,
          email: 'visitor@example.com',
          subject: 'A question\nabout  <prices> & "plans"',
          message: 'Line one\nLine <two> & "three"\n\n  indented',
        }),
      ),
    );
  }
  return `${out.join('\n')}\n`;
}

describe.each(LOCALES)('the %s e-mails', (locale) => {
  it('are unchanged, byte for byte', async () => {
    await expect(mails(locale)).toMatchFileSnapshot(join(FIXTURES, `mail.${locale}.txt`));
  });
});

describe('the link previews', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    server = await startTestServer();
    // Tutor 2 without a bio, and a tutor added after the translations (no image either).
    await server.app.db.updateTable('tutors').set({ bio: null }).where('id', '=', 2).execute();
    const base = CATALOGUE_TUTORS[0]!;
    await server.app.db
      .insertInto('tutors')
      .values({
        name: 'Rana "R" <Haddad> & \'Co\'',
        image: '/images/tutors/new.svg',
        university: 'AUB & <LAU>',
        major: 'Physics',
        year: 'Year 2',
        bio: 'Loves "waves" & <particles>.',
        courses: '[]',
        rating: 0,
        reviews: '[]',
        private_courses: '[]',
        contact: JSON.stringify(base.contact),
        joined_date: '2025-01-01',
        years_of_experience: 0,
        students: 0,
        success_rate: 0,
        availability: '[]',
      })
      .execute();
    // The images the build draws, so previewTags points at them (the new tutor has none).
    dist = mkdtempSync(join(tmpdir(), 'darsak-texts-'));
    mkdirSync(join(dist, 'og'));
    const images = [
      ...CATALOGUE_COURSES.map((c) => shareImagePath('course', c.id)),
      ...Object.keys(CATEGORY_TEXTS_EN).map((id) => shareImagePath('category', Number(id))),
      ...CATALOGUE_TUTORS.map((t) => shareImagePath('tutor', t.id)),
    ];
    for (const image of images) writeFileSync(join(dist, image), '');
  });
  afterAll(async () => {
    await server?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const paths = () => [
    ...CATALOGUE_COURSES.map((c) => `/courses/${c.categoryId}/${c.id}`),
    ...Object.keys(CATEGORY_TEXTS_EN).map((id) => `/courses/${id}`),
    ...CATALOGUE_TUTORS.map((t) => `/tutors/${t.id}`),
    `/tutors/${CATALOGUE_TUTORS.length + 1}`,
  ];

  it.each(LOCALES)('in %s are unchanged, byte for byte', async (locale) => {
    const out: string[] = [];
    for (const path of paths()) {
      const preview = await previewFor(server.app, path, locale);
      expect(preview, path).not.toBeNull();
      out.push(`===== ${path}`, `title: ${preview!.title}`, `description: ${preview!.description}`, previewTags(preview!, APP_URL, dist));
    }
    await expect(`${out.join('\n')}\n`).toMatchFileSnapshot(join(FIXTURES, `previews.${locale}.txt`));
  });
});
