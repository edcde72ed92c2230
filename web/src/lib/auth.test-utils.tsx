/** Test helper: renders route components inside the real AuthProvider and a memory router. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthProvider } from './auth';

export type Entry = string | { pathname: string; state?: unknown };

/** Adds a '/' (Home page) and a catch-all (Other page) route so redirects can be asserted. */
export function renderRoutes(routes: RouteObject[], initialEntries: Entry[] = ['/']) {
  const router = createMemoryRouter([...routes, { path: '/', element: <h1>Home page</h1> }, { path: '*', element: <h1>Other page</h1> }], {
    initialEntries,
  });
  const view = render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { ...view, router };
}
