import { DEFAULT_BUSINESS_SETTINGS, LOCALE_STORAGE_KEY, LOCALES, STORAGE_KEYS, type Locale } from '@darsak/common';
import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATING_DRAFT_KEY } from '@/components/rating-dialog/rating-draft';
import { prerenderedPaths, renderCataloguePage, renderPage } from '@/entry-server';
import { embedSeedCatalogue, seedCatalogue } from '@/testing/catalogue';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from './prerender-routes';
import { startApp } from './start';

/**
 * Decision 044: the server's prerendered HTML is what the client's first render produces. The
 * development build of React reports every difference found while hydrating (text, attributes,
 * structure) through console.error, so each static route is hydrated here in each language.
 */
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.head.querySelectorAll('title').forEach((title) => title.remove());
});

async function serve(path: string, locale: Locale) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // ScrollRestoration; jsdom has no scrolling
  const page = await renderPage(path, locale, DEFAULT_BUSINESS_SETTINGS);
  document.documentElement.lang = locale;
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page.html}</div>`;
  window.history.replaceState(null, '', path);
  return { page, container: document.getElementById('root')! };
}

async function start(container: HTMLElement) {
  let started: Awaited<ReturnType<typeof startApp>> | undefined;
  await act(async () => {
    started = await startApp(container);
  });
  root = started!.root;
  return started!.hydrated;
}

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;

describe('prerendered static routes', () => {
  it.each(prerenderedPaths.flatMap((path) => LOCALES.map((locale) => [path, locale] as const)))(
    '%s in %s hydrates without a single difference',
    async (path, locale) => {
      const errors = vi.spyOn(console, 'error');
      const warnings = vi.spyOn(console, 'warn');
      const { page, container } = await serve(path, locale);
      const h1 = heading(container);
      expect(h1, 'the prerendered page has its main heading').toBeTruthy();
      const first = container.querySelector('h1');
      expect(await start(container)).toBe(true);
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
      // Hydrated, not replaced: the very node the server sent is still there, in the same language.
      expect(container.querySelector('h1')).toBe(first);
      expect(heading(container)).toBe(h1);
      expect(document.title).toBe(page.title?.replace(/&#x27;/g, "'").replace(/&amp;/g, '&'));
    },
  );

  it.each(['/login', '/signup', '/forgot-password', '/contact', '/docs'])(
    '%s: its fields are read-only until the app runs, then editable (typing is not lost to hydration)',
    async (path) => {
      const { container } = await serve(path, 'en');
      const fields = () => [
        ...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('main input:not([type=hidden]), main textarea'),
      ];
      expect(fields().length).toBeGreaterThan(0);
      expect(fields().every((field) => field.readOnly)).toBe(true);
      expect(await start(container)).toBe(true);
      expect(fields().filter((field) => field.readOnly)).toEqual([]);
    },
  );

  it('renders over the HTML, not hydrating it, when the visitor stored another language', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    const { container } = await serve('/login', 'en');
    container.style.visibility = 'hidden'; // as boot.ts leaves it
    expect(await start(container)).toBe(false);
    expect(container.style.visibility).toBe('');
    expect(heading(container)).toBe((await renderPage('/login', 'fr', DEFAULT_BUSINESS_SETTINGS)).html.match(/<h1[^>]*>([^<]*)/)?.[1]);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('renders over the HTML when the browser may hold a session (the server would not have prerendered)', async () => {
    document.cookie = 'XSRF-TOKEN=token; path=/';
    const { container } = await serve('/docs', 'en');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"Unauthenticated."}', { status: 401 }));
    expect(await start(container)).toBe(false);
  });

  it('renders the payment screen over its empty-cart HTML when the visitor has a stored cart', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ id: 1, code: 'CSC 210', title: 'Data Structures', price: '25.00' }]));
    const { container } = await serve('/payment', 'en');
    expect(await start(container)).toBe(false);
    expect(container.textContent).toContain('CSC 210');
  });

  it('hydrates the payment screen when the cart is empty', async () => {
    const { container } = await serve('/payment', 'en');
    expect(await start(container)).toBe(true);
  });
});

/**
 * Decision 083, amended: the catalogue routes are drawn by the server from the catalogue the page
 * embeds (the loader over the page it covers, or a course's page), and hydrate like the static ones.
 */
describe('prerendered catalogue routes', () => {
  let removeCatalogue = () => {};
  afterEach(() => {
    removeCatalogue();
    sessionStorage.clear();
  });

  async function serveDrawn(path: string, locale: Locale, address = path) {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // /tutors asks for its list once started: it stays on its way (the loader stays).
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
    const catalogue = { ...seedCatalogue(), locale };
    const page = await renderCataloguePage(path, locale, DEFAULT_BUSINESS_SETTINGS, catalogue);
    expect(page, `${path} is drawn`).not.toBeNull();
    document.documentElement.lang = locale;
    document.title = page!.title ?? '';
    const marker = page!.emptyCart ? '="empty-cart"' : '';
    document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}${marker} ${PRERENDERED_PATH_ATTRIBUTE}="${path}">${page!.html}</div>`;
    // The page embeds the very catalogue it was drawn from.
    removeCatalogue = embedSeedCatalogue().remove;
    document.getElementById('catalogue-data')!.textContent = JSON.stringify(catalogue);
    window.history.replaceState(null, '', address);
    return { page: page!, container: document.getElementById('root')! };
  }

  it.each(['/coursecat', '/courses/1', '/courses/1/1', '/tutors'].flatMap((path) => LOCALES.map((locale) => [path, locale] as const)))(
    '%s in %s hydrates without a single difference, its loader kept',
    async (path, locale) => {
      const errors = vi.spyOn(console, 'error');
      const warnings = vi.spyOn(console, 'warn');
      const { container } = await serveDrawn(path, locale);
      // The loader routes show their loader first; a course shows its page.
      const first = container.querySelector(path === '/courses/1/1' ? 'h1' : '.page-loader');
      expect(first).toBeTruthy();
      expect(await start(container)).toBe(true);
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
      expect(container.querySelector(path === '/courses/1/1' ? 'h1' : '.page-loader')).toBe(first);
    },
  );

  it("draws a category's cards from the catalogue it is given, under the loader", async () => {
    const catalogue = seedCatalogue();
    const page = await renderCataloguePage('/courses/1', 'en', DEFAULT_BUSINESS_SETTINGS, catalogue);
    const first = catalogue.courses.find((course) => course.categoryId === 1)!;
    expect(page?.html).toContain(first.title);
    const renamed = {
      ...catalogue,
      version: 'next',
      courses: catalogue.courses.map((c) => (c.id === first.id ? { ...c, title: 'Renamed' } : c)),
    };
    const again = await renderCataloguePage('/courses/1', 'en', DEFAULT_BUSINESS_SETTINGS, renamed);
    expect(again?.html).toContain('Renamed');
    expect(again?.html).not.toContain(`>${first.title}<`);
    expect(again?.emptyCart).toBe(true);
  });

  it("links the course's share button to the address to share before the app starts: APP_URL's origin, the page's language", async () => {
    const settings = { ...DEFAULT_BUSINESS_SETTINGS, appUrl: 'https://darsak.example' };
    const fr = await renderCataloguePage('/courses/1/1', 'fr', settings, { ...seedCatalogue(), locale: 'fr' });
    expect(fr?.html).toMatch(/href="https:\/\/wa\.me\/\?text=[^"]*%20https%3A%2F%2Fdarsak\.example%2Fcourses%2F1%2F1%3Flang%3Dfr"/);
    const en = await renderCataloguePage('/courses/1/1', 'en', settings, seedCatalogue());
    expect(en?.html).toMatch(/href="https:\/\/wa\.me\/\?text=[^"]*%20https%3A%2F%2Fdarsak\.example%2Fcourses%2F1%2F1"/);
  });

  it.each(['/courses/999', '/courses/01', '/courses/1/999', '/courses/2/1', '/login'])(
    'draws nothing for %s (the plain page)',
    async (path) => {
      expect(await renderCataloguePage(path, 'en', DEFAULT_BUSINESS_SETTINGS, seedCatalogue())).toBeNull();
    },
  );

  it('renders over a page drawn for another address (the worker ignores the query)', async () => {
    const { container } = await serveDrawn('/courses/1', 'en', '/courses/1?semester=2');
    expect(await start(container)).toBe(false);
  });

  it("renders over a course's page when a signed-out visitor's unsent rating waits to reopen", async () => {
    sessionStorage.setItem(RATING_DRAFT_KEY, JSON.stringify({ type: 'course', subjectId: '1', rating: 4, feedback: '' }));
    const { container } = await serveDrawn('/courses/1/1', 'en');
    expect(await start(container)).toBe(false);
  });
});
