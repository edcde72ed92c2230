import { CATALOGUE_ELEMENT_ID, type Locale } from '@darsak/common';
import { useState } from 'react';
import { call } from '@/lib/api-client';
import { useDeferredQuery } from '@/lib/deferred-query';
import { locale as activeLocale } from '@/lib/i18n';
import type { Category, Course } from './types';

/**
 * The public catalogue (decision 074): categories and courses on sale with their tutors, in one
 * language, as the database holds them now (GET /api/catalogue). The pages that show courses carry
 * it in their language (a JSON script the server writes), so their first render waits for no call;
 * another language, or a page without it (the dev server), reads the API. Nothing of the
 * catalogue is bundled: a course added, repriced or archived in the back office shows on the next
 * page, and on an open page once the cache's copy is stale (15 s) and a screen reads it again.
 */
export type Catalogue = {
  locale: Locale;
  version: string;
  categories: Category[];
  courses: Course[];
  /** The home page's copy: no topics, sample reviews or tutors in its courses (their cards read the whole one). */
  lean?: true;
};

/** What a screen needs: whole course cards, or what the home page shows (search, Top Courses). */
export type CataloguePart = 'full' | 'lean';

let embedded: Catalogue | null | undefined;

/** The catalogue the page came with (read once), or null. */
function pageCatalogue(): Catalogue | null {
  if (embedded === undefined) {
    embedded = null;
    const text = typeof document === 'undefined' ? null : document.getElementById(CATALOGUE_ELEMENT_ID)?.textContent;
    if (text) {
      try {
        embedded = JSON.parse(text) as Catalogue;
      } catch {
        embedded = null;
      }
    }
  }
  return embedded;
}

/** Tests: forget what was read from the page (a test writes another one). */
export function resetPageCatalogue(): void {
  embedded = undefined;
}

/** The prerenderer: the catalogue the page being drawn embeds (undefined: read the document again). */
export function setPageCatalogue(catalogue: Catalogue | undefined): void {
  embedded = catalogue;
}

export const catalogueKeys = {
  all: ['catalogue'] as const,
  locale: (locale: Locale, part: CataloguePart = 'full') => [...catalogueKeys.all, locale, part] as const,
};

export const getCatalogue = (locale: Locale) => call('GET /api/catalogue', { query: { locale } }) as Promise<Catalogue>;

/**
 * The catalogue in a language: the page's own when it is that language's (a lean one only for
 * the screens that need no more). Lean screens read the whole one from the API.
 */
export function catalogueQuery(locale: Locale, part: CataloguePart = 'full') {
  const page = pageCatalogue();
  return {
    queryKey: catalogueKeys.locale(locale, part),
    queryFn: () => getCatalogue(locale),
    initialData: page?.locale === locale && (part === 'lean' || !page.lean) ? page : undefined,
  };
}

export type CatalogueState = {
  /** Undefined until it has answered (a page without it, another language) or when it failed. */
  catalogue: Catalogue | undefined;
  /** True once there is a catalogue or the call failed: the screen's loader may stop. */
  settled: boolean;
};

/**
 * The catalogue in the active language. First-screen safe: no query library needed when the
 * page carries it. 'lean': the courses may come without topics, sample reviews and tutors.
 */
export function useCatalogue(part: CataloguePart = 'full'): CatalogueState {
  const { status, data } = useDeferredQuery(catalogueQuery(activeLocale, part));
  // Settled stays settled. A screen shows its loader until the catalogue has answered, then mounts
  // the views that read it too; after a failed call, their observers' mount asks again, which puts
  // the entry back to pending (it holds no data). Were the loader to come back with it, it would
  // unmount those views, the call would fail again, and the loader would never leave (offline
  // without a stored copy, or with the server down). The views show the outcome of that new call.
  const [settledOnce, setSettledOnce] = useState(false);
  const settled = settledOnce || status !== 'pending';
  if (settled && !settledOnce) setSettledOnce(true);
  return { catalogue: data, settled };
}

/** The id of a course's card on its category page, so links can point at it. */
export const courseAnchor = (id: number) => `course-${id}`;

export const categoryOf = (catalogue: Catalogue | undefined, id: number): Category | undefined =>
  catalogue?.categories.find((category) => category.id === id);

export const coursesIn = (catalogue: Catalogue | undefined, categoryId: number): Course[] =>
  catalogue?.courses.filter((course) => course.categoryId === categoryId) ?? [];
