/**
 * The small modules the home page shares with the catalogue's screens (the live catalogue's
 * reader data/catalogue.ts, decision 074; stars, name avatars, rating summaries, the loader cover,
 * testimonials), each of which the bundler would otherwise emit as a chunk of its own: on / that
 * was a dozen files of 0.3-1.5 KB, each with about 0.5 KB
 * of response headers. One chunk instead (decision 056). Only what the catalogue's screens use:
 * the budgeted static routes (LEAN_ROUTES), /plans and the shell import nothing of it
 * (src/app/chunks.test.ts checks the sources, checkLeanRoutes the build). Modules are listed,
 * not pulled in with their dependencies, which would drag React and i18n out of the entry.
 */
export const BROWSE_GROUP = {
  name: 'browse',
  test: /[\\/]web[\\/]src[\\/](components[\\/](stars|rating-summary|loader-cover|name-avatar)[\\/]|components[\\/]icons[\\/]search-icon\.|components[\\/]rating-dialog[\\/](lazy-rating-dialog|rating-draft)\.|hooks[\\/]use-minimum-delay\.|data[\\/](catalogue|testimonials)\.|features[\\/]home[\\/]components[\\/]testimonials-section\.)/,
  includeDependenciesRecursively: false,
};

/**
 * A small module the entry and many screens share, which the bundler emitted as a chunk of its
 * own on every first screen: the business settings, with the phone format they write the chat
 * number in. Listed modules only, without their dependencies. Not the ICU registry: grouped with
 * it, its state was read before it was set and the app did not start (a fresh-clone CI run,
 * 21:10 UTC). Not the API's error texts any more (common/src/api-errors.ts): since errors travel
 * with codes (decision 066) the first screen needs none of them, and they load with the 'errors'
 * message area.
 */
export const SHELL_GROUP = {
  name: 'shell',
  test: /[\\/]web[\\/]src[\\/](config[\\/]business|lib[\\/]phone)\./,
  includeDependenciesRecursively: false,
};

/**
 * React, React DOM and React Router, which every screen runs: one chunk. Rolldown otherwise split
 * them out of the entry into four files as soon as lazy chunks imported them too (hooks,
 * components, jsx-runtime, react-dom: 32 KB br beside the entry), each with its own headers and
 * its own compression window. Listed modules only, without their dependencies.
 */
export const FRAMEWORK_GROUP = {
  name: 'framework',
  test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
  includeDependenciesRecursively: false,
};

/** The phone-budgeted static routes (issue 9, scripts/bench-lighthouse.ts): none may load the browse chunk or zod. */
export const LEAN_ROUTES = ['/login', '/signup', '/forgot-password', '/docs', '/about', '/payment'];

/**
 * Libraries a lean route must not load: zod is 84 KB of script (21 KB br) that builds its schemas
 * as it is evaluated; /signup loaded it for a constant beside the account schemas (decision 056).
 */
export const HEAVY_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * Fails the build when a lean route's preloads (route-preloads.json) name the browse chunk or a
 * chunk holding a HEAVY_MODULE (`heavyFiles`, '/assets/x.js'): the screen would fetch and run it
 * after its first paint. Take the module out of BROWSE_GROUP, or import the constant from a
 * module without the library (as common/src/auth.ts and ratings.ts are).
 */
export function checkLeanRoutes(preloads: Record<string, { js: string[] }>, heavyFiles: ReadonlySet<string>): void {
  const problems = LEAN_ROUTES.flatMap((route) =>
    (preloads[route]?.js ?? [])
      .filter((file) => /\/browse-[^/]*\.js$/.test(file) || heavyFiles.has(file))
      .map((file) => `${route} loads ${file}`),
  );
  if (problems.length > 0) throw new Error(`lean routes (web/build/chunks.ts): ${problems.join('; ')}`);
}
