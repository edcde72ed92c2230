import { paths } from '@/config/paths';

/**
 * The routes whose HTML the server sends ready-made (decision 044): screens that need no data
 * and no signed-in user, so their first render is the same for every anonymous visitor in a
 * given language. `emptyCart` marks a screen that shows the cart: its HTML is the empty cart,
 * so a visitor with a stored cart gets a client render instead of a hydration.
 */
export const PRERENDERED_ROUTES: ReadonlyArray<{ path: string; emptyCart?: true }> = [
  { path: paths.login.path },
  { path: paths.signup.path },
  { path: paths.forgotPassword.path },
  { path: paths.docs.path },
  { path: paths.about.path },
  { path: paths.payment.path, emptyCart: true },
  { path: paths.plans.path },
  { path: paths.testimonials.path },
  { path: paths.faq.path },
  { path: paths.support.path },
  { path: paths.contact.path },
  { path: paths.privacyPolicy.path },
];

/** The id of the page's root element, which holds the prerendered HTML. */
export const ROOT_ELEMENT_ID = 'root';
/** Attribute the server puts on the root element when it holds prerendered HTML. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * Attribute naming the address a catalogue page's HTML was drawn for (decision 083, amended): the
 * worker may answer one address with another's page (it ignores the query), which is then not
 * this visitor's first render.
 */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
