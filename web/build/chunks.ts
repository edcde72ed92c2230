/**
 * The small modules the home page shares with the catalogue's screens (course data, stars,
 * rating summaries, the loader cover, testimonials), each of which the bundler would otherwise
 * emit as a chunk of its own: on / that was a dozen files of 0.3-1.5 KB, each with about 0.5 KB
 * of response headers. One chunk instead (decision 056). Only what the catalogue's screens use:
 * the budgeted static routes (LEAN_ROUTES), /plans and the shell import nothing of it
 * (src/app/chunks.test.ts checks the sources, checkLeanRoutes the build). Modules are listed,
 * not pulled in with their dependencies, which would drag React and i18n out of the entry.
 */
export const BROWSE_GROUP = {
  name: 'browse',
  test: /[\\/]web[\\/]src[\\/](components[\\/](stars|rating-summary|loader-cover)[\\/]|components[\\/]icons[\\/]search-icon\.|components[\\/]rating-dialog[\\/](lazy-rating-dialog|rating-draft)\.|hooks[\\/]use-minimum-delay\.|data[\\/](courses|categories|testimonials)\.|features[\\/]home[\\/]components[\\/]testimonials-section\.)|[\\/]common[\\/]src[\\/]catalogue[\\/](courses)\./,
  includeDependenciesRecursively: false,
};

/** The phone-budgeted static routes (issue 9, scripts/bench-lighthouse.ts): none may load the browse chunk. */
export const LEAN_ROUTES = ['/login', '/signup', '/forgot-password', '/docs', '/about', '/payment'];

/**
 * Fails the build when a lean route's preloads (route-preloads.json) name the browse chunk: a
 * module of the group became a dependency of that screen, which would then fetch and run the
 * whole group. Take the module out of BROWSE_GROUP (or stop importing it there).
 */
export function checkLeanRoutes(preloads: Record<string, { js: string[] }>): void {
  const heavy = LEAN_ROUTES.filter((route) => preloads[route]?.js.some((file) => /\/browse-[^/]*\.js$/.test(file)));
  if (heavy.length > 0) throw new Error(`the browse chunk (web/build/chunks.ts) would load on ${heavy.join(', ')}: take the shared module out of BROWSE_GROUP`);
}
