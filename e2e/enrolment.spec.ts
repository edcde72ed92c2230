import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createVerifiedAccount, expect, expectAccessible, loginViaApi, newAccount, saveScreens, test } from './fixtures.ts';
import { makePdf } from './fixtures/files.ts';
import { fastLoaders, pastLoader, PHONE } from './support/public.ts';

/**
 * Issue 21 in the browser, on a phone (390 px) in the three languages: a paid order enrols its
 * buyer; her course says 'Open course' instead of 'Add to Cart' and opens in My courses with its
 * material, link and lecture; the navigation names My courses and My orders; the filters live in
 * the address; a new student's My courses says what to do.
 */

test.use({ viewport: PHONE });

const TEXT = {
  en: {
    openCourse: 'Open course',
    addToCart: 'Add to Cart',
    myCourses: 'My courses',
    myOrders: 'My orders',
    menu: 'Open menu',
    empty: 'No courses yet',
    learn: "What You'll Learn",
    subject: 'Subject',
  },
  fr: {
    openCourse: 'Ouvrir le cours',
    addToCart: 'Ajouter au panier',
    myCourses: 'Mes cours',
    myOrders: 'Mes commandes',
    menu: 'Ouvrir le menu',
    empty: 'Aucun cours pour l’instant',
    learn: 'Ce que vous apprendrez',
    subject: 'Matière',
  },
  ar: {
    openCourse: 'افتح الدورة',
    addToCart: 'أضف إلى السلة',
    myCourses: 'دوراتي',
    myOrders: 'طلباتي',
    menu: 'فتح القائمة',
    empty: 'لا دورات بعد',
    learn: 'ماذا ستتعلّم',
    subject: 'المادة',
  },
} as const;

type Locale = keyof typeof TEXT;

const xsrf = async (request: APIRequestContext) =>
  decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');

/** The command line is the only way to make an admin (decision 011). */
function grantAdmin(email: string): void {
  execFileSync(process.execPath, ['server/src/cli/admin.ts', 'grant', email], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, NODE_ENV: 'development', REDIS_URL: '' },
    stdio: 'pipe',
  });
}

/** An admin's API session in a browser context of its own. */
async function adminRequest(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const account = await createVerifiedAccount(context.request, newAccount('owner'));
  grantAdmin(account.email);
  const page = await context.newPage();
  await loginViaApi(page, account);
  return context.request;
}

async function chooseLanguage(page: Page, locale: Locale) {
  await fastLoaders(page);
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
}

/** The course the tests buy: Cell Biology (category 1), with a material, a link and a lecture. */
const COURSE = { id: 1, category: 1, code: 'B1100' };

let admin: APIRequestContext;

test.beforeAll(async ({ browser }) => {
  admin = await adminRequest(browser);
  const headers = { 'X-XSRF-TOKEN': await xsrf(admin), Accept: 'application/json' };
  const pdf = makePdf('week-1.pdf', 'Week 1 slides');
  const material = await admin.post(`/api/admin/courses/${COURSE.id}/materials`, {
    headers,
    multipart: { title: 'Week 1 slides', file: { name: pdf.name, mimeType: pdf.mimeType, buffer: pdf.buffer } },
  });
  expect(material.status(), await material.text()).toBe(201);
  const delivery = await admin.put(`/api/admin/courses/${COURSE.id}/delivery`, {
    headers,
    data: {
      links: [{ kind: 'chat', label: 'WhatsApp group', url: 'https://chat.whatsapp.com/example' }],
      schedule: [{ title: 'Lecture 1: the cell', starts_at: '2030-01-15T18:00', duration_minutes: 90 }],
    },
  });
  expect(delivery.status(), await delivery.text()).toBe(200);
});

/** A signed-in student whose order of the course an admin marked paid. */
async function enrolledStudent(page: Page) {
  const account = await createVerifiedAccount(page.context().request, newAccount('learner'));
  await loginViaApi(page, account);
  const request = page.context().request;
  const placed = await request.post('/api/orders', {
    headers: { 'X-XSRF-TOKEN': await xsrf(request), Accept: 'application/json' },
    data: { course_ids: [COURSE.id] },
  });
  expect(placed.status()).toBe(201);
  const { reference } = (await placed.json()) as { reference: string };
  const paid = await admin.post(`/api/admin/orders/${reference}/mark-paid`, {
    headers: { 'X-XSRF-TOKEN': await xsrf(admin), Accept: 'application/json' },
    data: { note: 'e2e' },
  });
  expect(paid.status()).toBe(200);
  return { account, reference };
}

for (const locale of ['en', 'fr', 'ar'] as const) {
  const t = TEXT[locale];

  test(`${locale}: a paid course says 'Open course', opens in My courses with its material, link and lecture`, async ({ page }) => {
    await chooseLanguage(page, locale);
    await enrolledStudent(page);

    await page.goto(`/courses/${COURSE.category}`);
    await pastLoader(page);
    const owned = page.locator(`#course-${COURSE.id}`);
    await expect(owned.getByRole('link', { name: t.openCourse })).toBeVisible();
    await expect(owned.getByRole('button', { name: t.addToCart })).toHaveCount(0);
    // Another course of the page is still for sale.
    await expect(page.locator('#course-2').getByRole('button', { name: t.addToCart })).toBeVisible();
    // On a phone the topics fold under their heading, one tap away.
    const toggle = owned.getByRole('button', { name: t.learn });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(owned.locator('.course-card__topics')).toBeHidden();
    await toggle.click();
    await expect(owned.locator('.course-card__topics')).toBeVisible();
    await saveScreens(page, `enrolment-owned-card-${locale}`, { fullPage: false });

    await owned.getByRole('link', { name: t.openCourse }).click();
    await expect(page).toHaveURL(new RegExp(`/my-courses#my-course-${COURSE.id}$`));
    const entry = page.locator(`#my-course-${COURSE.id}`);
    // beforeAll runs once per worker: each adds its copy of the material.
    const material = entry.getByRole('link', { name: /Week 1 slides/ }).first();
    await expect(material).toBeVisible();
    await expect(entry.getByRole('link', { name: /WhatsApp group/ })).toBeVisible();
    await expect(entry.getByText('Lecture 1: the cell')).toBeVisible();
    // 18:00 in Beirut, whatever the browser's own zone.
    await expect(entry.getByText(/18:00/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await expectAccessible(page);
    await saveScreens(page, `enrolment-my-courses-${locale}`);

    // The material's short-lived link answers the file to her, and nothing to a stranger.
    const href = await material.getAttribute('href');
    expect(href).toMatch(/^\/api\/materials\/\d+\/file\?expires=\d+&signature=[0-9a-f]{64}$/);
    const file = await page.context().request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    const stranger = await page.context().browser()!.newContext({ baseURL: process.env.E2E_BASE_URL });
    expect((await stranger.request.get(href!)).status()).toBe(404);
    await stranger.close();
  });

  test(`${locale}: the phone menu names My courses and My orders; a new student's My courses says what to do`, async ({ page }) => {
    await chooseLanguage(page, locale);
    const account = await createVerifiedAccount(page.context().request, newAccount('fresh'));
    await loginViaApi(page, account);
    await page.goto('/');
    await pastLoader(page);
    await page.getByRole('button', { name: t.menu }).click();
    const menu = page.getByRole('navigation').first();
    await expect(menu.getByRole('link', { name: t.myOrders })).toBeVisible();
    await saveScreens(page, `enrolment-phone-menu-${locale}`, { fullPage: false });
    await menu.getByRole('link', { name: t.myCourses }).click();
    await expect(page).toHaveURL(/\/my-courses$/);
    await expect(page.getByRole('heading', { name: t.empty })).toBeVisible();
    await expectAccessible(page);
    await saveScreens(page, `enrolment-my-courses-empty-${locale}`);
  });
}

test('the subject and semester filters survive a reload and Back', async ({ page }) => {
  await fastLoaders(page);
  await page.goto('/courses/2');
  await pastLoader(page);
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('Computer Science');
  await page.getByRole('combobox', { name: 'Semester' }).selectOption('2');
  await expect(page).toHaveURL(/\/courses\/2\?subject=Computer\+Science&sem=2$/);
  // The address changes before the list that follows it is drawn (a navigation renders in a
  // transition): count once every card is of semester 2, as the list drawn from both filters is.
  await expect(page.getByRole('article').filter({ hasNotText: 'Semester 2' })).toHaveCount(0);
  const count = await page.getByRole('article').count();
  expect(count).toBeGreaterThan(0);
  await page.reload();
  await pastLoader(page);
  await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('Computer Science');
  await expect(page.getByRole('article')).toHaveCount(count);
  // To a course and back: the list comes back filtered.
  await page.getByRole('article').first().getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/courses\/2\/\d+$/);
  await page.goBack();
  await pastLoader(page);
  await expect(page.getByRole('combobox', { name: 'Semester' })).toHaveValue('2');
  await expect(page.getByRole('article')).toHaveCount(count);
});
