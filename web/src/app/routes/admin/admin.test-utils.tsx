/** Renders the back office (guard, layout and every screen) with the real route modules. */
import { mockApi, testUser, type MockHandler } from '@/lib/api-client.test-utils';
import { renderRoutes } from '@/lib/auth.test-utils';
import { Component as Application } from './application';
import { Component as Applications } from './applications';
import { Component as Audit } from './audit';
import { Component as Dashboard } from './dashboard';
import { Component as Layout } from './layout';
import { Component as Orders } from './orders';
import { Component as Ratings } from './ratings';
import { Component as Users } from './users';

export const adminUser = { ...testUser, id: 1, name: 'Maya Admin', email: 'maya@darsak.app', role: 'admin' };

export function renderAdmin(url: string, routes: Record<string, MockHandler | MockHandler[]> = {}, user: object | null = adminUser) {
  const server = mockApi({ 'GET /api/user': user ? { body: user } : { status: 401 }, ...routes });
  const view = renderRoutes(
    [
      {
        path: '/admin',
        Component: Layout,
        children: [
          { index: true, Component: Dashboard },
          { path: 'orders', Component: Orders },
          { path: 'applications', Component: Applications },
          { path: 'applications/:applicationId', Component: Application },
          { path: 'ratings', Component: Ratings },
          { path: 'users', Component: Users },
          { path: 'audit', Component: Audit },
        ],
      },
    ],
    [url],
  );
  return { server, ...view };
}
