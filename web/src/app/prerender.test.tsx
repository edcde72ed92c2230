import { DEFAULT_BUSINESS_SETTINGS, LOCALE_STORAGE_KEY, LOCALES, STORAGE_KEYS, type Locale } from '@darsak/common';
import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedPaths, renderPage } from '@/entry-server';
import { PRERENDERED_ATTRIBUTE } from './prerender-routes';
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
