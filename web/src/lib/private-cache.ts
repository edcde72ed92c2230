import { isPrivateCache, MESSAGES } from '@/sw/policy';

/**
 * Deletes every cache of a signed-in user's data (decision 083): at logout and account deletion.
 * The page deletes them itself (a page the service worker does not control, after a hard reload,
 * still clears them) and tells the worker, which forgets whose cache it kept.
 */
export async function clearPrivateCaches(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({ type: MESSAGES.clearPrivate });
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch(() => [] as string[]);
  await Promise.all(names.filter(isPrivateCache).map((name) => caches.delete(name)));
}
