import type { Page } from '@playwright/test';

/** The errors and warnings the page logs from now on (a hydration mismatch logs one), uncaught errors included. */
export function consoleProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    // Playwright's own note when the config blocks the app's service worker (decision 083) is no hydration warning.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/** Keeps, on every page this opens, the first node matching `selector` as the HTML parser made it, before any script ran. */
export async function keepServedNode(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    const w = window as unknown as { __served?: Element | null };
    const observer = new MutationObserver(() => {
      w.__served ??= document.querySelector(wanted);
      if (w.__served) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/** True when the node matching `selector` is still the one the server sent (hydrated, not rendered again). */
export const isServedNode = (page: Page, selector: string) =>
  page.evaluate((wanted) => document.querySelector(wanted) === (window as unknown as { __served?: Element }).__served, selector);

/** True once React has taken the root. */
export const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
