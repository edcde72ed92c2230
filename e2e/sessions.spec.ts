import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { createVerifiedAccount, expect, expectAccessible, loginViaApi, newAccount, saveScreens, test } from './fixtures.ts';

/** issue 19: a student books an hour of a tutor's time, and the tutor sees it in the tutor area. */

/** `npm run admin -- grant-tutor EMAIL TUTOR_ID` against the browser tests' database. */
function grantTutor(email: string, tutorId: number): void {
  execFileSync(process.execPath, ['server/src/cli/admin.ts', 'grant-tutor', email, String(tutorId)], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, NODE_ENV: 'development', REDIS_URL: '' },
    stdio: 'pipe',
  });
}

/** `npm run admin -- grant EMAIL` against the browser tests' database. */
function grantAdmin(email: string): void {
  execFileSync(process.execPath, ['server/src/cli/admin.ts', 'grant', email], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, NODE_ENV: 'development', REDIS_URL: '' },
    stdio: 'pipe',
  });
}

/** The booking dialog of a tutor page, once its free times have loaded. */
async function openBooking(page: Page, name: string): Promise<Locator> {
  await page
    .getByRole('region', { name: 'Get in Touch' })
    .getByRole('button', { name: /^Book Session/ })
    .click();
  const dialog = page.getByRole('dialog', { name: `Book a session with ${name}` });
  await expect(dialog.getByRole('group', { name: /^Free times on / })).toBeVisible({ timeout: 15_000 });
  return dialog;
}

test('the booking loop: a signed-out student picks a time, logs in back to the same choice, holds it -> the tutor sees it unpaid -> an admin marks the order paid -> confirmed for the student and paid in the tutor area -> cancelled in time, refund due', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await createVerifiedAccount(page.context().request, newAccount('booker'));

  // A tutor account is linked to one tutor for good: a retry books with the next tutor.
  const tutorId = 2 + test.info().retry;
  await page.goto(`/tutors/${tutorId}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  let dialog = await openBooking(page, name);
  // A day at least three days ahead (a session may be cancelled until 24 hours before it), then
  // its last free time.
  const days = dialog.getByRole('group', { name: 'Day' }).getByRole('radio');
  const soonest = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const open = await days.evaluateAll((inputs) =>
    inputs.filter((i) => !(i as HTMLInputElement).disabled).map((i) => (i as HTMLInputElement).value),
  );
  const day = open.find((value) => value >= soonest);
  expect(day, `a day with free times from ${soonest} on, among ${open.join(', ')}`).toBeDefined();
  await dialog.locator(`input[type=radio][value="${day}"]`).check();
  const times = dialog.getByRole('group', { name: /^Free times on / }).getByRole('radio');
  const chosen = times.last();
  const start = (await chosen.getAttribute('value'))!;
  await chosen.check();
  await expect(dialog.getByText(/^Total \$\d+\.\d\d, paid off the platform/)).toBeVisible();
  await expect(dialog.getByText('Your choice is kept while you log in.')).toBeVisible();
  await expectAccessible(page);
  await saveScreens(page, 'book-session-signed-out', { fullPage: false });

  // Signed out: the login screen brings the visitor back to the same choice.
  await dialog.getByRole('button', { name: 'Log in to book' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  dialog = page.getByRole('dialog', { name: `Book a session with ${name}` });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.locator(`input[type=radio][value="${start}"]`)).toBeChecked();

  // Held: the order page shows the session, the hold's end and how to pay.
  await dialog.getByRole('button', { name: 'Hold this time' }).click();
  await expect(page).toHaveURL(/\/orders\/DRS-[A-Z0-9]+$/, { timeout: 15_000 });
  const reference = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText(/^This time is held for you until .+ \(Beirut time\)\. Pay before then, or it is released\.$/)).toBeVisible();
  await expect(page.getByText('Your session')).toBeVisible();
  await expectAccessible(page);

  // The tutor, signed in to the tutor area, sees the student's name and that it is not paid yet.
  const tutorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const tutorPage = await tutorContext.newPage();
  const tutor = await createVerifiedAccount(tutorContext.request, newAccount('tutor'));
  grantTutor(tutor.email, tutorId);
  await loginViaApi(tutorPage, tutor);
  await tutorPage.goto('/about');
  await tutorPage.getByRole('navigation').getByRole('link', { name: 'Tutor area' }).click();
  await expect(tutorPage).toHaveURL('/tutor');
  const session = tutorPage.getByRole('listitem').filter({ hasText: reference });
  await expect(session).toBeVisible({ timeout: 15_000 });
  await expect(session).toContainText(student.name);
  await expect(session).toContainText('Not paid yet');
  await expect(session).toContainText('E-mail shown once paid');
  await expect(session).not.toContainText(student.email);
  await expectAccessible(tutorPage);

  // The student pays by chat; the operator marks the order paid in the back office.
  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
  const adminPage = await adminContext.newPage();
  const admin = await createVerifiedAccount(adminContext.request, newAccount('cashier'));
  grantAdmin(admin.email);
  await loginViaApi(adminPage, admin);
  await adminPage.goto('/admin/orders');
  await adminPage.getByLabel('Reference or e-mail').fill(reference);
  await adminPage.getByLabel('Reference or e-mail').press('Enter');
  const row = adminPage.getByRole('table').getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Pending payment');
  await row.getByRole('button', { name: `Mark paid: order ${reference}` }).click();
  await adminPage
    .getByRole('dialog', { name: `Mark order ${reference} paid?` })
    .getByRole('button', { name: 'Mark paid' })
    .click();
  await expect(adminPage.getByText(`Order ${reference} is marked paid.`)).toBeVisible();
  await adminContext.close();

  // Confirmed: the tutor now sees it paid, with the student's e-mail.
  await tutorPage.reload();
  await expect(session).toContainText('Paid', { timeout: 15_000 });
  await expect(session).toContainText(student.email);
  await tutorContext.close();

  // My bookings on the profile: confirmed, with its order; cancelled in time after a confirmation
  // that says it was paid, then marked for a refund.
  await page.goto('/profile');
  const bookings = page.getByRole('region', { name: 'My bookings' });
  const booking = bookings.getByRole('listitem').filter({ hasText: reference });
  await expect(booking).toContainText('Confirmed');
  await expect(booking).toContainText(`With ${name}`);
  await booking.getByRole('button', { name: `Cancel session ${reference}` }).click();
  await expect(page.getByText(/It was paid: we will refund you\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel session', exact: true }).click();
  await expect(bookings.getByText(`Session ${reference} is cancelled.`)).toBeVisible();
  await expect(booking).toContainText('Cancelled');
  await expect(booking).toContainText('Paid: a refund is due to you');

  // The time is free again for anyone.
  const answer = await page.request.get(`/api/tutors/${tutorId}/slots?from=${start.slice(0, 10)}&to=${start.slice(0, 10)}`);
  expect(answer.status()).toBe(200);
  const { slots } = (await answer.json()) as { slots: Array<{ start: string }> };
  expect(slots.map((slot) => Date.parse(slot.start))).toContain(Date.parse(start));
});
