/// <reference lib="dom" />
/**
 * Full-page screenshots of every screen, to look at (issue 10): not part of CI.
 *
 *   node scripts/screenshots.ts [--locale ar] [--locale fr] [--out /tmp/darsak-screens] [--port 4310]
 *
 * Starts the real production server (as the browser tests do: fresh SQLite database, demo data,
 * the dev mailbox), makes a student and an admin with orders, ratings and a tutor application
 * through the API, then drives Debian's Chromium (playwright-core) over every route of
 * web/src/app/router.tsx and the dialogs (mobile menu, search results, rating, cart, confirmations)
 * at 390x844 and 1280x800. Files: <out>/<locale>/<screen>-<width>.png. Selectors are structural
 * (classes, roles), never visible text, so the same walk works in every language.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, request as apiRequest, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { isLocale, type Locale } from '@darsak/common';
import { makePdf } from '../e2e/fixtures/files.ts';
import { buildWebIfStale, ensureChromium, ROOT, startAppProcess } from './lib.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DEMO = { email: 'demo@darsak.app', password: 'darsak-demo-2026' };

const { values } = parseArgs({
  options: {
    locale: { type: 'string', multiple: true, default: ['ar'] },
    out: { type: 'string', default: join(tmpdir(), 'darsak-screens') },
    // A fixed port for the server (a shared machine's agreed range); default: any free one.
    port: { type: 'string' },
  },
});
const locales = values.locale.flatMap((l) => l.split(','));
for (const locale of locales) if (!isLocale(locale)) throw new Error(`unknown locale ${locale} (en, fr, ar)`);

type Session = { request: APIRequestContext; email: string; password: string };

async function xsrf(request: APIRequestContext): Promise<Record<string, string>> {
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''), Accept: 'application/json' };
}

/** A CSRF-protected write that must succeed. */
async function post(request: APIRequestContext, path: string, data: Record<string, unknown> = {}, multipart = false): Promise<unknown> {
  await request.get('/sanctum/csrf-cookie');
  const headers = await xsrf(request);
  const answer = await request.post(path, multipart ? { multipart: data as never, headers } : { data, headers });
  if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
  return answer.status() === 204 ? null : answer.json();
}

async function signIn(baseURL: string, email: string, password: string): Promise<Session> {
  const request = await apiRequest.newContext({ baseURL });
  await post(request, '/login', { email, password });
  return { request, email, password };
}

/** Registers an account and opens the verification link the dev mailbox shows. */
async function verifiedStudent(baseURL: string, name: string, email: string): Promise<Session> {
  const password = 'screens-pass-2026';
  const request = await apiRequest.newContext({ baseURL });
  await post(request, '/register', { name, email, password, password_confirmation: password });
  const mails = (await (await request.get('/dev/mailbox/messages.json')).json()) as { to: string; text: string }[];
  const link = /https?:\/\/\S+\/email\/verify\/[^\s"<>]+/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[0];
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  const url = new URL(link);
  await request.get(url.pathname + url.search, { maxRedirects: 0 });
  await request.dispose();
  return signIn(baseURL, email, password);
}

/** The newest reset code the dev mailbox shows for `email` (on its own indented line). */
async function resetCode(request: APIRequestContext, email: string): Promise<string> {
  const mails = (await (await request.get('/dev/mailbox/messages.json')).json()) as { to: string; text: string }[];
  const code = /^\s{4}(\S{6})\s*$/m.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1];
  if (!code) throw new Error(`no reset code for ${email}`);
  return code;
}

/** Orders, ratings, an application and admin decisions, so every back-office list has rows. */
async function seed(
  baseURL: string,
  databaseUrl: string,
): Promise<{ student: Session; admin: Session; pending: string; paid: string; applicationId: string; resetEmails: string[] }> {
  execFileSync(process.execPath, ['server/src/cli/admin.ts', 'grant', DEMO.email], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development', REDIS_URL: '' },
    stdio: 'pipe',
  });
  const admin = await signIn(baseURL, DEMO.email, DEMO.password);
  const student = await verifiedStudent(baseURL, 'Maya Khalil', 'maya@example.com');
  const other = await verifiedStudent(baseURL, 'Omar Saade', 'omar@example.com');

  const order = async (session: Session, ids: number[]) =>
    ((await post(session.request, '/api/orders', { course_ids: ids })) as { reference: string }).reference;
  const paid = await order(student, [24, 25]);
  const pending = await order(student, [1, 2, 3]);
  const cancelled = await order(other, [10]);
  await order(other, [24]);

  await post(student.request, '/api/ratings', { type: 'course', subject_id: 24, rating: 5, feedback: 'Clear and well paced.' });
  await post(student.request, '/api/ratings', { type: 'tutor', subject_id: 1, rating: 4, feedback: 'Patient with every question.' });
  await post(other.request, '/api/ratings', { type: 'product', subject_id: 1, rating: 2, feedback: 'Spam spam spam' });

  const application = (await post(student.request, '/api/save-join-team', {
    name: 'Maya Khalil',
    email: student.email,
    phone: '03 123 456',
    age: 22,
    university: 'Lebanese University',
    year: 3,
    coursesToGive: [],
    whereYouSeeYourself: 'Teaching at the faculty.',
    cv: 'cv.pdf',
    pay: 20,
    otherCourses: '',
    goodTutor: 'Patience and clear examples.',
  })) as { id: string };
  await post(student.request, '/api/upload-cv', { cv: makePdf('cv.pdf'), application_id: application.id }, true);

  await post(admin.request, `/api/admin/orders/${paid}/mark-paid`, { note: 'Whish transfer 4711' });
  // Tutor 1 sells packages of hours (the tutor page's card, the editor's section).
  await post(admin.request, '/api/admin/tutors/1/packages', { hours: 5, price: '60.00' });
  await post(admin.request, '/api/admin/tutors/1/packages', { hours: 10, price: '110.00' });
  await post(admin.request, `/api/admin/orders/${cancelled}/cancel`);
  const ratings = (await (await admin.request.get('/api/admin/ratings?type=product')).json()) as {
    data: { id: number; feedback: string | null }[];
  };
  const spam = ratings.data.find((r) => r.feedback === 'Spam spam spam');
  if (spam) await post(admin.request, `/api/admin/ratings/${spam.id}/hide`, { reason: 'Not about the platform' });
  return { student, admin, pending, paid, applicationId: application.id, resetEmails: [other.email, student.email, DEMO.email] };
}

/** Past every loader: a heading is shown, no spinner, no pending list, the network quiet. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      !document.querySelector('.page-loader, [data-loading], .loader-cover__pending, .admin-muted[role="status"]') &&
      !!document.querySelector('h1, h2'),
    undefined,
    { timeout: 20_000 },
  );
  // As a reader scrolling down would: reveals run and lazy images load; then back to the top.
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(200, window.innerHeight - 40)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || !image.checkVisibility()));
}

class Shooter {
  count = 0;
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
    mkdirSync(dir, { recursive: true });
  }

  async shot(page: Page, name: string, fullPage = true): Promise<void> {
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: join(this.dir, `${name}-${width}.png`), fullPage, animations: 'disabled', caret: 'hide' });
    this.count += 1;
  }

  /** A page at both widths (phone after laptop, re-laid out in place). */
  async screen(page: Page, name: string, path: string): Promise<void> {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    await this.both(page, name);
  }

  /** The page as it is now, at both widths. */
  async both(page: Page, name: string): Promise<void> {
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await settle(page);
      await this.shot(page, name);
    }
  }

  /** An open dialog, as the viewport shows it, at both widths. */
  async dialog(page: Page, name: string, path: string, open: (page: Page) => Promise<void>): Promise<void> {
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(path);
      await settle(page);
      await open(page);
      await page.locator('[role="dialog"], [role="alertdialog"]').last().waitFor();
      await page.waitForTimeout(300); // the opening transition
      await this.shot(page, name, false);
      await page.keyboard.press('Escape');
    }
  }
}

async function newPage(browser: Browser, baseURL: string, locale: Locale, session?: Session): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    storageState: session ? await session.request.storageState() : undefined,
  });
  await context.addInitScript((value) => localStorage.setItem('locale', value), locale);
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL }]);
  // Chat links stay on this machine.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }));
  return context.newPage();
}

const CART = JSON.stringify([
  { id: 1, code: 'B1100', title: 'Cell Biology', price: '5' },
  { id: 24, code: 'I1200', title: 'Data Structures', price: '5' },
]);

type Seeded = Awaited<ReturnType<typeof seed>>;

async function walk(browser: Browser, baseURL: string, locale: Locale, data: Seeded, resetEmail: string, shooter: Shooter): Promise<void> {
  const visitor = await newPage(browser, baseURL, locale);
  const publicScreens: [string, string][] = [
    ['home', '/'],
    ['login', '/login'],
    ['signup', '/signup'],
    ['forgot-password', '/forgot-password'],
    ['profile-signed-out', '/profile'],
    ['coursecat', '/coursecat'],
    ['courses-1', '/courses/1'],
    ['courses-2', '/courses/2'],
    ['course-page', '/courses/2/24'],
    ['course-page-missing', '/courses/2/999'],
    ['payment-empty', '/payment'],
    ['tutors', '/tutors'],
    ['tutor-1', '/tutors/1'],
    ['tutor-missing', '/tutors/99'],
    ['docs', '/docs'],
    ['about', '/about'],
    ['join-team-signed-out', '/join-team'],
    ['order-missing', '/orders/DRS-ZZZZZZ'],
    ['plans', '/plans'],
    ['testimonials', '/testimonials'],
    ['faq', '/faq'],
    ['support', '/support'],
    ['contact', '/contact'],
    ['privacy-policy', '/privacy-policy'],
    ['error-404', '/no-such-page'],
    ['admin-signed-out', '/admin'],
  ];
  for (const [name, path] of publicScreens) await shooter.screen(visitor, name, path);

  // The reset flow's screens need the state the previous step leaves: one code per language
  // (three asks per e-mail in 10 minutes are allowed), each screen at both widths.
  await visitor.setViewportSize(DESKTOP);
  await visitor.goto('/forgot-password');
  await settle(visitor);
  await visitor.locator('input[name="email"]').fill(resetEmail);
  await visitor.locator('form button[type="submit"]').click();
  await visitor.waitForURL('**/verify-code');
  await shooter.both(visitor, 'verify-code');
  await visitor.setViewportSize(DESKTOP);
  await visitor.locator('input[name="code"]').fill(await resetCode(visitor.context().request, resetEmail));
  await visitor.locator('form button[type="submit"]').click();
  await visitor.waitForURL('**/reset-password');
  await shooter.both(visitor, 'reset-password');

  await visitor.evaluate((cart) => localStorage.setItem('cartItems', cart), CART);
  await shooter.screen(visitor, 'payment-items', '/payment');
  await visitor.evaluate(() => localStorage.removeItem('cartItems'));

  await visitor.setViewportSize(PHONE);
  await visitor.goto('/');
  await settle(visitor);
  await visitor.locator('.navbar__toggle').click();
  await visitor.locator('.navbar__menu[data-open="true"]').waitFor();
  await shooter.shot(visitor, 'menu-open', false);

  await shooter.dialog(visitor, 'search-results', '/', async (page) => {
    await page.locator('.course-search__input').fill('B1');
    await page.locator('.course-search__submit').click();
  });
  await shooter.dialog(visitor, 'rating-dialog-platform', '/', (page) => page.locator('.home-about__actions .btn-primary').click());
  await shooter.dialog(visitor, 'cart-open', '/courses/1', async (page) => {
    await page.locator('.course-card__actions .btn-primary').first().click();
    await page.locator('.course-card__actions .btn-primary').first().click();
    await page.locator('.cart-toggle').first().click();
  });
  for (const size of [DESKTOP, PHONE]) {
    await visitor.setViewportSize(size);
    await visitor.goto('/courses/1');
    await settle(visitor);
    await visitor.locator('.course-card__reviews-toggle').first().click();
    await visitor.locator('.course-card .reviews').first().scrollIntoViewIfNeeded();
    await visitor.waitForTimeout(300);
    await shooter.shot(visitor, 'course-reviews', false);
  }
  await visitor.context().close();

  const student = await newPage(browser, baseURL, locale, data.student);
  for (const [name, path] of [
    ['home-signed-in', '/'],
    ['profile', '/profile'],
    ['join-team', '/join-team'],
    ['order-pending', `/orders/${data.pending}`],
    ['order-paid', `/orders/${data.paid}`],
    ['admin-not-allowed', '/admin'],
  ] as const) {
    await shooter.screen(student, name, path);
  }
  await shooter.dialog(student, 'rating-dialog-course', '/courses/2/24', (page) =>
    page.locator('.course-card__actions .btn-secondary').last().click(),
  );
  await student.context().close();

  const admin = await newPage(browser, baseURL, locale, data.admin);
  for (const [name, path] of [
    ['admin-dashboard', '/admin'],
    ['admin-orders', '/admin/orders'],
    ['admin-applications', '/admin/applications'],
    ['admin-application', `/admin/applications/${data.applicationId}`],
    ['admin-ratings', '/admin/ratings'],
    ['admin-users', '/admin/users'],
    ['admin-audit', '/admin/audit'],
    ['admin-orders-empty', '/admin/orders?q=nobody-at-all'],
    ['admin-catalogue', '/admin/catalogue'],
    ['admin-catalogue-course', '/admin/catalogue/courses/1'],
    ['admin-catalogue-tutor', '/admin/catalogue/tutors/1'],
    ['admin-system', '/admin/system'],
  ] as const) {
    await shooter.screen(admin, name, path);
  }
  await shooter.dialog(admin, 'admin-mark-paid-dialog', '/admin/orders?status=pending', (page) =>
    page.locator('.admin-actions .btn-primary').first().click(),
  );
  await shooter.dialog(admin, 'admin-cancel-confirm', '/admin/orders?status=pending', (page) =>
    page.locator('.admin-actions .btn-ghost').first().click(),
  );
  await shooter.dialog(admin, 'admin-hide-rating-dialog', '/admin/ratings?hidden=0', (page) =>
    page.locator('.admin-table .btn-ghost').first().click(),
  );
  await shooter.dialog(admin, 'admin-disable-confirm', '/admin/users', (page) => page.locator('.admin-table .btn-ghost').first().click());
  await admin.context().close();
}

async function main(): Promise<void> {
  await buildWebIfStale();
  const executablePath = await ensureChromium();
  const dir = mkdtempSync(join(tmpdir(), 'darsak-screens-'));
  const databaseUrl = `file:${join(dir, 'app.sqlite')}`;
  const app = await startAppProcess(
    dir,
    {
      SEED_DEMO_DATA: 'true',
      DEV_MAILBOX: 'true',
      // Written per language, as an operator can (decision 058).
      BUSINESS_ADDRESS: JSON.stringify({
        en: 'Bliss Street, Hamra, Beirut',
        fr: 'Rue Bliss, Hamra, Beyrouth',
        ar: 'شارع بلس، الحمرا، بيروت',
      }),
      BUSINESS_HOURS: 'Monday to Friday, 9:00 to 17:00',
    },
    values.port ? { port: Number(values.port) } : {},
  );
  const browser = await chromium.launch({
    executablePath: executablePath || undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const data = await seed(app.baseUrl, databaseUrl);
    for (const [index, locale] of (locales as Locale[]).entries()) {
      const shooter = new Shooter(join(values.out, locale));
      const started = Date.now();
      await walk(browser, app.baseUrl, locale, data, data.resetEmails[index % data.resetEmails.length]!, shooter);
      console.log(
        `${locale}: ${shooter.count} screenshots in ${join(values.out, locale)} (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
  } finally {
    await browser.close();
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
