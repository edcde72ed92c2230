import { paths } from '@/config/paths';
import type { Catalogue } from '@/data/catalogue';

/** A whole number as the app writes it in a link: '01' or '1.0' is another address, not prerendered. */
const id = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

type Params = Record<string, string | undefined>;

/**
 * The catalogue routes the server prerenders (decision 083, amended): screens whose first render
 * is the same for every anonymous visitor of a language given the public catalogue: the loader
 * over the page it covers, or (a course) the page itself. `names` says whether an address is one
 * of the catalogue's (the server keeps one page per real category and course, none for a made-up
 * id). `emptyCart`: the screen shows the cart, so a visitor with a stored one gets a client render.
 * Kept out of prerender-routes.ts: the entry (the first screen's budget) needs none of it.
 */
export const CATALOGUE_PRERENDERED_ROUTES: ReadonlyArray<{
  path: string;
  emptyCart?: true;
  names: (catalogue: Catalogue, params: Params) => boolean;
}> = [
  { path: paths.categories.path, names: () => true },
  {
    path: paths.courses.path,
    emptyCart: true,
    names: (catalogue, params) => catalogue.categories.some((category) => category.id === id(params.categoryId)),
  },
  {
    path: paths.course.path,
    emptyCart: true,
    names: (catalogue, params) =>
      catalogue.courses.some((course) => course.id === id(params.courseId) && course.categoryId === id(params.categoryId)),
  },
  { path: paths.tutors.path, names: () => true },
];
