/**
 * The installable app's page side (decision 083), a lazy chunk main.tsx loads after the app has
 * started: it adds nothing to the first screen. It registers the service worker (workbox-window)
 * once the page has loaded and the browser is idle, shows the quiet offline banner and the
 * 'New version available - Refresh' prompt in a root of their own, in the page's language.
 */
import { isLocale, type Locale } from '@darsak/common';
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { formatDateTime } from '@/lib/format-date';
import { format } from '@/lib/i18n';
import type { offline as english } from '@/messages/en/offline';
import type { Localized } from '@/messages/types';
import { MESSAGES } from '@/sw/policy';
import { createStatusStore, type StatusStore } from './status-store';
import './offline.css';

type Texts = Localized<typeof english>;

/** The status line's texts (web/src/messages/<locale>/offline.ts), loaded here rather than by the entry's loaders. */
const TEXTS: Record<Locale, () => Promise<Texts>> = {
  en: () => import('@/messages/en/offline').then((m) => m.offline),
  fr: () => import('@/messages/fr/offline').then((m) => m.offline),
  ar: () => import('@/messages/ar/offline').then((m) => m.offline),
};

const pageLocale = (): Locale => {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
};

export function AppStatusView({ store, texts, onRefresh }: { store: StatusStore; texts: Texts; onRefresh: () => void }) {
  const status = useSyncExternalStore(store.subscribe, store.get);
  const offlineText =
    status.storedAt === null
      ? texts.banner.offline
      : format(texts.banner.lastUpdated, { time: formatDateTime(new Date(status.storedAt).toISOString()) });
  return (
    <div className="app-status">
      <div role="status">
        {status.offline ? (
          <p className="app-status__line app-status__line--offline" data-testid="offline-banner">
            {offlineText}
          </p>
        ) : null}
      </div>
      {status.updateReady ? (
        <div className="app-status__line app-status__line--update" role="alert" data-testid="update-prompt">
          <span>{texts.update.available}</span>
          <button type="button" className="btn btn-primary" onClick={onRefresh}>
            {texts.update.refresh}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Asks the service worker when the oldest answer this page got from a cache was fetched. */
function askDataAge(store: StatusStore): void {
  const controller = navigator.serviceWorker?.controller;
  if (!controller) return;
  const channel = new MessageChannel();
  channel.port1.onmessage = (event: MessageEvent<{ storedAt?: number | null }>) => store.servedFromCache(event.data.storedAt ?? null);
  controller.postMessage({ type: MESSAGES.dataAge }, [channel.port2]);
}

const whenIdle = () =>
  new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 200);
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });

export async function startAppStatus(): Promise<void> {
  const store = createStatusStore({ offline: !navigator.onLine, storedAt: null, updateReady: false });
  const canServiceWorker = 'serviceWorker' in navigator && !import.meta.env.DEV;
  let workbox: Workbox | null = null;

  const onRefresh = () => {
    if (!workbox) return;
    // Only the tab whose user pressed Refresh reloads, once the new worker has taken over.
    workbox.addEventListener('controlling', () => location.reload());
    workbox.messageSkipWaiting();
  };

  const container = document.createElement('div');
  container.id = 'app-status';
  document.body.append(container);
  const root = createRoot(container);
  let shown: Locale | null = null;
  const render = async () => {
    const locale = pageLocale();
    const texts = await TEXTS[locale]().catch(() => TEXTS.en());
    shown = locale;
    root.render(<AppStatusView store={store} texts={texts} onRefresh={onRefresh} />);
  };
  await render();
  // A change of language re-words it (the LocaleProvider sets <html lang>).
  new MutationObserver(() => {
    if (pageLocale() !== shown) void render();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });

  addEventListener('offline', () => {
    store.set({ offline: true });
    askDataAge(store);
  });
  addEventListener('online', () => {
    store.set({ offline: false, storedAt: null });
    navigator.serviceWorker?.controller?.postMessage({ type: MESSAGES.online });
    void workbox?.update();
  });
  if (!navigator.onLine) askDataAge(store);
  if (!canServiceWorker) return;

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; storedAt?: number | null }>) => {
    if (event.data?.type === MESSAGES.fromCache) store.servedFromCache(event.data.storedAt ?? null);
  });
  await whenIdle();
  workbox = new Workbox('/sw.js', { scope: '/' });
  // A new build installed in the background waits for the user's Refresh (never a mix of builds).
  workbox.addEventListener('waiting', () => store.set({ updateReady: true }));
  await workbox.register().catch(() => undefined);
  // The browser checks on navigations and daily; a page left open checks hourly too.
  setInterval(() => void workbox?.update(), 60 * 60 * 1000);
}
