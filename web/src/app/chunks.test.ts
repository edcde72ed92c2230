import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources, SRC, staticClosure } from '@/testing/source-reads';
import { BROWSE_GROUP } from '../../build/chunks.ts';

/**
 * The 'browse' chunk (web/build/chunks.ts, decision 056) gathers small modules the home page
 * shares with the catalogue's screens. A screen that statically reaches any of them loads the
 * whole chunk, so the budgeted phone routes (issue 9) and the shell must reach none.
 */
const inGroup = (file: string) => BROWSE_GROUP.test.test(file);
const routeModule = (name: string) => join(SRC, 'app/routes', `${name}.tsx`);

describe('the browse chunk', () => {
  it.each(['login', 'signup', 'forgot-password', 'docs', 'about', 'payment', 'plans', 'contact', 'faq', 'support', 'privacy-policy'])(
    'is not loaded by /%s',
    (route) => {
      const reached = [...staticClosure(routeModule(route))].filter(inGroup).map((f) => relative(SRC, f));
      expect(reached).toEqual([]);
    },
  );

  it('is not loaded by the entry', () => {
    expect([...staticClosure(join(SRC, 'main.tsx'))].filter(inGroup)).toEqual([]);
  });

  it('holds what the home page shares with the catalogue, each name matching a real module', () => {
    const grouped = sources()
      .filter(inGroup)
      .map((f) => relative(SRC, f))
      .sort();
    expect(grouped).toEqual([
      'components/icons/search-icon.tsx',
      'components/loader-cover/loader-cover.tsx',
      'components/name-avatar/name-avatar.tsx',
      'components/rating-dialog/lazy-rating-dialog.tsx',
      'components/rating-dialog/rating-draft.ts',
      'components/rating-summary/combine-rating.ts',
      'components/rating-summary/rating-queries.ts',
      'components/rating-summary/rating-summary.tsx',
      'components/stars/stars.tsx',
      'data/catalogue.ts',
      'data/testimonials.ts',
      'features/home/components/testimonials-section.tsx',
      'hooks/use-minimum-delay.ts',
    ]);
    const home = staticClosure(routeModule('home'));
    expect(grouped.every((f) => home.has(join(SRC, f)))).toBe(true);
  });
});

/**
 * TanStack Query (about 12 KB on the wire) does not fit in the first screen of / (decision 069):
 * the entry and the home route reach the query cache only through lib/deferred-query.ts, which
 * loads lib/query.tsx as a chunk of its own. Nothing they import statically may import the library.
 */
describe('the query library', () => {
  const importsLibrary = (file: string) => /^import\s+(?!type\s)[^;]*?from\s+'@tanstack\/react-query'/m.test(readFileSync(file, 'utf8'));

  it.each([
    ['the entry', join(SRC, 'main.tsx')],
    ['the home route', routeModule('home')],
    ['the lean routes', routeModule('login')],
    ['the payment route', routeModule('payment')],
  ])('is not loaded with %s', (_name, module) => {
    const closure = [...staticClosure(module)];
    expect(closure.map((f) => relative(SRC, f))).not.toContain('lib/query.tsx');
    expect(closure.filter(importsLibrary).map((f) => relative(SRC, f))).toEqual([]);
  });

  it('is loaded by the screens whose reads need it', () => {
    for (const route of ['tutors', 'tutor', 'profile', 'order', 'admin/layout']) {
      expect(
        [...staticClosure(routeModule(route))].map((f) => relative(SRC, f)),
        route,
      ).toContain('lib/query.tsx');
    }
  });
});
