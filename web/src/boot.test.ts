import { LOCALE_STORAGE_KEY, LOCALES, STORAGE_KEYS } from '@darsak/common';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** web/src/boot.ts: a prerendered page's scripts are added once, after the first frame (decision 044). */
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  document.documentElement.lang = '';
  vi.resetModules();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const scriptsOf = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  entries: [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
});

async function boot(marker = '') {
  document.documentElement.lang = 'en';
  document.body.innerHTML =
    `<div id="root" data-prerendered="${marker}"><h1>Welcome back</h1></div>` +
    '<script id="app-scripts" type="application/json">{"entry":"/assets/index-a.js","preload":["/assets/login-b.js","/assets/fr-c.js"]}</script>';
  let frame: FrameRequestCallback | undefined;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frame = callback;
    return 1;
  });
  vi.useFakeTimers();
  await import('./boot');
  return () => frame?.(performance.now());
}

describe('boot', () => {
  it('adds the entry and the preloads only after the first frame has been painted, each in a task of its own', async () => {
    const paint = await boot();
    expect(scriptsOf()).toEqual({ preloads: [], entries: [] });
    paint();
    expect(scriptsOf().entries).toEqual([]); // still inside the frame
    vi.advanceTimersToNextTimer();
    expect(scriptsOf()).toEqual({ preloads: [], entries: ['/assets/index-a.js'] });
    vi.advanceTimersToNextTimer();
    expect(scriptsOf()).toEqual({ preloads: ['/assets/login-b.js', '/assets/fr-c.js'], entries: ['/assets/index-a.js'] });
    expect(document.head.querySelector('script')?.crossOrigin).toBe('anonymous');
    vi.advanceTimersByTime(2000);
    expect(scriptsOf().entries).toHaveLength(1);
  });

  it('waits for the document to be parsed before it looks at the root or loads the app (it is an async script)', async () => {
    let state: DocumentReadyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden'); // a background tab: at once, once parsed
    document.documentElement.lang = 'en';
    document.head.innerHTML = '<script id="app-scripts" type="application/json">{"entry":"/assets/index-a.js","preload":[]}</script>';
    await import('./boot');
    expect(scriptsOf().entries).toEqual([]); // no root yet: the app would not find it
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar'); // and the page, once there, is not this visitor's
    document.body.innerHTML = '<div id="root" data-prerendered=""><h1>Welcome back</h1></div>';
    state = 'interactive';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(scriptsOf().entries).toEqual(['/assets/index-a.js']);
    expect(document.getElementById('root')!.style.visibility).toBe('hidden');
  });

  it('uses the same storage keys and languages as the app', async () => {
    const boot = await import('./boot');
    expect([boot.LOCALE_KEY, boot.CART_KEY, boot.LANGUAGES]).toEqual([LOCALE_STORAGE_KEY, STORAGE_KEYS.cart, [...LOCALES]]);
  });

  it.each([
    ['a stored language the server did not see', '', () => localStorage.setItem(LOCALE_STORAGE_KEY, 'ar')],
    ['a stored cart on a page made with an empty one', 'empty-cart', () => localStorage.setItem(STORAGE_KEYS.cart, '[{"id":1}]')],
    // The worker answers an address with a query from the same path's page (decision 083, amended).
    [
      'a catalogue page drawn for another address',
      '" data-prerendered-path="/courses/1',
      () => history.replaceState(null, '', '/courses/1?semester=2'),
    ],
  ])("hides a page that is not the visitor's (%s) and loads the app at once", async (_, marker, store) => {
    store();
    await boot(marker);
    expect(document.getElementById('root')!.style.visibility).toBe('hidden');
    expect(scriptsOf().entries).toEqual(['/assets/index-a.js']);
  });

  it('leaves a catalogue page alone at the address it was drawn for', async () => {
    history.replaceState(null, '', '/courses/1');
    await boot('" data-prerendered-path="/courses/1');
    expect(document.getElementById('root')!.style.visibility).toBe('');
  });

  it('leaves the page alone when what is stored matches it', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    localStorage.setItem(STORAGE_KEYS.cart, '[{"id":1}]'); // this page shows no cart
    await boot();
    expect(document.getElementById('root')!.style.visibility).toBe('');
    expect(scriptsOf().entries).toEqual([]);
  });

  it('starts at once in a background tab, which paints no frame', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await boot();
    expect(scriptsOf().entries).toEqual(['/assets/index-a.js']);
  });

  it('keeps a prerendered form from submitting natively until the app runs', async () => {
    await boot();
    document.getElementById('root')!.innerHTML = '<form><input name="email" value="a@b.c"></form>';
    const form = document.querySelector('form')!;
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit()).toBe(true);
    Object.assign(document.getElementById('root')!, { __reactContainer$test: {} });
    expect(submit()).toBe(false);
  });
});
