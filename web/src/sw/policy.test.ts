import { API_ERRORS, LOCALES } from '@darsak/common';
import { ALL_ENDPOINTS } from '@darsak/common/contracts';
import { describe, expect, it } from 'vitest';
import { precacheEntries } from '../../build/service-worker';
import { paths } from '@/config/paths';
import { identityChange, OFFLINE_CODE, OFFLINE_MESSAGE, policyFor, PUBLIC_API_WARM, PUBLIC_PAGES } from './policy';

/** A contract's path with its parameters filled in ('/api/orders/:reference' -> '/api/orders/x1'). */
const sample = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '7' : `x${name.length}`));
const api = (method: string, path: string) => policyFor(method, path, { sameOrigin: true, navigate: false });
const page = (path: string) => policyFor('GET', path, { sameOrigin: true, navigate: true });

describe('the service worker policy (decision 083)', () => {
  it('sends every write of every contract to the network, never to a cache or a queue', () => {
    for (const endpoint of ALL_ENDPOINTS.filter((e) => e.method !== 'GET')) {
      expect(api(endpoint.method, sample(endpoint.path)), `${endpoint.method} ${endpoint.path}`).toBe('network-only');
    }
  });

  it('caches for everyone only public reads, and keeps only the owner’s own reads in the owner’s cache', () => {
    const shared: string[] = [];
    const owned: string[] = [];
    for (const endpoint of ALL_ENDPOINTS.filter((e) => e.method === 'GET')) {
      const policy = api('GET', sample(endpoint.path));
      const name = `${endpoint.access} ${endpoint.path}`;
      if (policy === 'public-api') shared.push(name);
      if (policy === 'private-api') owned.push(name);
      // Admin, tutor and signed-in reads other than the owner's own: never from a cache.
      if (endpoint.access !== 'public' && !['/api/user', '/api/orders'].includes(endpoint.path)) expect(policy, name).not.toMatch(/api$/);
    }
    expect(shared.every((name) => name.startsWith('public '))).toBe(true);
    expect(shared.sort()).toEqual([
      'public /api/catalogue',
      'public /api/courses',
      'public /api/ratings/summary',
      'public /api/tutors',
      'public /api/tutors/:id',
    ]);
    expect(owned.sort()).toEqual(['public /api/orders/:reference', 'user /api/orders', 'user /api/user']);
  });

  it('never serves the back office or the tutor area from a cache', () => {
    for (const path of ['/admin', '/admin/orders', '/admin/applications/3', '/tutor', '/tutor/sessions'])
      expect(page(path), path).toBe('private-page');
    for (const path of [
      '/api/admin/orders',
      '/api/admin/stats',
      '/api/tutor/sessions',
      '/api/user/name',
      '/api/ratings/mine',
      '/api/bookings',
    ]) {
      expect(api('GET', path), path).toBe('network-only');
    }
  });

  it('answers every route of the app as a page, and leaves the server’s own pages and other origins alone', () => {
    for (const { path } of Object.values(paths)) {
      // The back office and the tutor area (/tutor, not /tutors) are never served from a cache.
      const expected = /^\/(admin|tutor)(\/|$)/.test(path) ? 'private-page' : 'page';
      expect(page(sample(path)), path).toBe(expected);
    }
    expect(page('/email/verify/1/abc')).toBe('pass');
    expect(page('/api/docs')).toBe('pass');
    expect(page('/og/course-1.png')).toBe('pass');
    expect(policyFor('GET', '/api/tutors', { sameOrigin: false, navigate: false })).toBe('pass');
    expect(api('GET', '/sw.js')).toBe('pass');
    expect(api('GET', '/manifest-fr.webmanifest')).toBe('pass');
    expect(api('GET', '/sanctum/csrf-cookie')).toBe('network-only');
  });

  it('keeps images cache-first and built files as assets', () => {
    expect(api('GET', '/images/courses/1.webp')).toBe('image');
    expect(api('GET', '/media/tutors/a.webp')).toBe('image');
    expect(api('GET', '/assets/hero-illustration-DSOv6YhH.svg')).toBe('image');
    expect(api('GET', '/assets/admin-CET1hFMM.js')).toBe('asset');
  });

  it('fetches ahead only public pages and public reads', () => {
    for (const path of PUBLIC_PAGES) expect(page(path), path).toBe('page');
    for (const path of PUBLIC_API_WARM) expect(api('GET', new URL(path, 'http://x').pathname), path).toBe('public-api');
    // The tutors and the live catalogue in every language, with the URLs the SPA asks for: /tutors,
    // categories and courses open offline.
    for (const locale of LOCALES) {
      expect(PUBLIC_API_WARM).toContain(`/api/tutors?locale=${locale}`);
      expect(PUBLIC_API_WARM).toContain(`/api/catalogue?locale=${locale}`);
    }
  });

  it('notes the writes that end or change whose data the private cache holds', () => {
    expect(identityChange('POST', '/logout')).toBe('ended');
    expect(identityChange('DELETE', '/api/user')).toBe('ended');
    expect(identityChange('POST', '/login')).toBe('changed');
    expect(identityChange('POST', '/register')).toBe('changed');
    expect(identityChange('POST', '/api/orders')).toBeNull();
  });

  it('words its offline answer as the API’s error catalogue does', () => {
    expect(API_ERRORS[OFFLINE_CODE]).toBe(OFFLINE_MESSAGE);
  });
});

describe('the precache list', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'], imports: ['_shared-b.js'], isEntry: true },
    '_shared-b.js': { file: 'assets/shared-b.js' },
    'src/boot.ts': { file: 'assets/boot-c.js', isEntry: true },
    'src/app/routes/home.tsx': {
      file: 'assets/home-d.js',
      css: ['assets/home-d.css'],
      imports: ['_shared-b.js'],
      assets: ['assets/hero-e.svg'],
    },
    'src/app/routes/admin/layout.tsx': { file: 'assets/admin-f.js', imports: ['_admin-table-g.js'] },
    '_admin-table-g.js': { file: 'assets/admin-table-g.js' },
    'src/messages/fr/core.ts': { file: 'assets/core-h.js' },
    'src/messages/ar/admin.ts': { file: 'assets/admin-i.js' },
    'src/messages/ar/orders.ts': { file: 'assets/orders-j.js' },
    'src/app/routes/tutor-area/sessions.tsx': { file: 'assets/sessions-k.js' },
    'src/messages/fr/money.ts': { file: 'assets/money-l.js' },
  };

  it('holds the entry, the boot script, every public route and language with their CSS and assets, and no back-office or tutor-area chunk', () => {
    expect(precacheEntries(manifest).map((entry) => entry.url)).toEqual([
      '/assets/boot-c.js',
      '/assets/core-h.js',
      '/assets/hero-e.svg',
      '/assets/home-d.css',
      '/assets/home-d.js',
      '/assets/index-a.css',
      '/assets/index-a.js',
      '/assets/orders-j.js',
      '/assets/shared-b.js',
    ]);
    // Hashed names: the URL is the revision.
    expect(precacheEntries(manifest).every((entry) => entry.revision === null)).toBe(true);
  });
});
