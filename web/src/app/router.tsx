import { createBrowserRouter } from 'react-router';
import { PageLoader } from '@/components/page-loader/page-loader';
import { paths } from '@/config/paths';
import { RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

/**
 * Data router. Every screen is its own lazily loaded chunk; only the shell (RootLayout)
 * and the error element ship in the entry bundle.
 */
export const routes = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown while the first screen's code loads.
    HydrateFallback: PageLoader,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: paths.login.path, lazy: () => import('./routes/login') },
      { path: paths.signup.path, lazy: () => import('./routes/signup') },
      { path: paths.profile.path, lazy: () => import('./routes/profile') },
      { path: paths.forgotPassword.path, lazy: () => import('./routes/forgot-password') },
      { path: paths.verifyCode.path, lazy: () => import('./routes/verify-code') },
      { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password') },
      { path: paths.categories.path, lazy: () => import('./routes/categories') },
      { path: paths.courses.path, lazy: () => import('./routes/courses') },
      { path: paths.payment.path, lazy: () => import('./routes/payment') },
      { path: paths.tutors.path, lazy: () => import('./routes/tutors') },
      { path: paths.tutor.path, lazy: () => import('./routes/tutor') },
      { path: paths.docs.path, lazy: () => import('./routes/docs') },
      { path: paths.about.path, lazy: () => import('./routes/about') },
      { path: paths.joinTeam.path, lazy: () => import('./routes/join-team') },
      { path: paths.order.path, lazy: () => import('./routes/order') },
      {
        // The back office: its own chunks, fetched only when an admin opens it.
        path: paths.admin.path,
        lazy: () => import('./routes/admin/layout'),
        children: [
          { index: true, lazy: () => import('./routes/admin/dashboard') },
          { path: paths.adminOrders.path, lazy: () => import('./routes/admin/orders') },
          { path: paths.adminApplications.path, lazy: () => import('./routes/admin/applications') },
          { path: paths.adminApplication.path, lazy: () => import('./routes/admin/application') },
          { path: paths.adminRatings.path, lazy: () => import('./routes/admin/ratings') },
          { path: paths.adminUsers.path, lazy: () => import('./routes/admin/users') },
          { path: paths.adminAudit.path, lazy: () => import('./routes/admin/audit') },
        ],
      },
      // Unknown routes reach the error element as a 404 (SPEC section 8).
      {
        path: '*',
        loader: () => {
          throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
        },
        Component: () => null,
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
