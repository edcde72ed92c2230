import { createBrowserRouter } from 'react-router';
import { PageLoader } from '@/components/page-loader/page-loader';
import { paths } from '@/config/paths';
import { withAreas } from '@/lib/i18n';
import { RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

/**
 * Data router. Every screen is its own lazily loaded chunk; only the shell (RootLayout)
 * and the error element ship in the entry bundle. A screen's message areas beyond the core load
 * with it (withAreas; messages/areas.ts), checked against what its code reads by areas.test.ts.
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
      { path: paths.login.path, lazy: withAreas(['auth'], () => import('./routes/login')) },
      { path: paths.signup.path, lazy: withAreas(['auth'], () => import('./routes/signup')) },
      { path: paths.profile.path, lazy: withAreas(['profile', 'auth', 'orders', 'sessions'], () => import('./routes/profile')) },
      { path: paths.forgotPassword.path, lazy: withAreas(['auth'], () => import('./routes/forgot-password')) },
      { path: paths.verifyCode.path, lazy: withAreas(['auth'], () => import('./routes/verify-code')) },
      { path: paths.resetPassword.path, lazy: withAreas(['auth'], () => import('./routes/reset-password')) },
      { path: paths.categories.path, lazy: () => import('./routes/categories') },
      { path: paths.courses.path, lazy: withAreas(['coursePage'], () => import('./routes/courses')) },
      { path: paths.course.path, lazy: withAreas(['coursePage'], () => import('./routes/course')) },
      { path: paths.payment.path, lazy: withAreas(['orders'], () => import('./routes/payment')) },
      { path: paths.tutors.path, lazy: withAreas(['tutors'], () => import('./routes/tutors')) },
      { path: paths.tutor.path, lazy: withAreas(['tutors', 'coursePage'], () => import('./routes/tutor')) },
      { path: paths.docs.path, lazy: withAreas(['docs'], () => import('./routes/docs')) },
      { path: paths.about.path, lazy: withAreas(['about'], () => import('./routes/about')) },
      { path: paths.joinTeam.path, lazy: withAreas(['joinTeam', 'auth'], () => import('./routes/join-team')) },
      { path: paths.order.path, lazy: withAreas(['orders'], () => import('./routes/order')) },
      { path: paths.myCourses.path, lazy: withAreas(['orders'], () => import('./routes/my-courses')) },
      {
        // The back office: its own chunks, fetched only when an admin opens it.
        path: paths.admin.path,
        lazy: withAreas(['admin'], () => import('./routes/admin/layout')),
        children: [
          { index: true, lazy: withAreas(['admin'], () => import('./routes/admin/dashboard')) },
          { path: paths.adminOrders.path, lazy: withAreas(['admin', 'orders'], () => import('./routes/admin/orders')) },
          // The money desk (decision 077).
          { path: paths.adminOrder.path, lazy: withAreas(['admin', 'orders', 'money'], () => import('./routes/admin/order')) },
          { path: paths.adminReports.path, lazy: withAreas(['admin', 'money'], () => import('./routes/admin/reports')) },
          { path: paths.adminApplications.path, lazy: withAreas(['admin'], () => import('./routes/admin/applications')) },
          { path: paths.adminApplication.path, lazy: withAreas(['admin', 'adminCatalogue'], () => import('./routes/admin/application')) },
          // The catalogue (issue 18): lists, and forms with the public card as their preview.
          { path: paths.adminCatalogue.path, lazy: withAreas(['admin'], () => import('./routes/admin/catalogue')) },
          { path: paths.adminCourses.path, lazy: withAreas(['admin', 'adminCatalogue'], () => import('./routes/admin/catalogue-courses')) },
          {
            path: paths.adminCourse.path,
            lazy: withAreas(['admin', 'adminCatalogue', 'coursePage'], () => import('./routes/admin/catalogue-course')),
          },
          {
            path: paths.adminCategories.path,
            lazy: withAreas(['admin', 'adminCatalogue'], () => import('./routes/admin/catalogue-categories')),
          },
          {
            path: paths.adminCategory.path,
            lazy: withAreas(['admin', 'adminCatalogue'], () => import('./routes/admin/catalogue-category')),
          },
          { path: paths.adminTutors.path, lazy: withAreas(['admin', 'adminCatalogue'], () => import('./routes/admin/catalogue-tutors')) },
          {
            path: paths.adminTutor.path,
            lazy: withAreas(['admin', 'adminCatalogue', 'tutors'], () => import('./routes/admin/catalogue-tutor')),
          },
          { path: paths.adminRatings.path, lazy: withAreas(['admin', 'tutors'], () => import('./routes/admin/ratings')) },
          { path: paths.adminUsers.path, lazy: withAreas(['admin'], () => import('./routes/admin/users')) },
          { path: paths.adminAudit.path, lazy: withAreas(['admin', 'money'], () => import('./routes/admin/audit')) },
          { path: paths.adminSessions.path, lazy: withAreas(['admin', 'sessions', 'orders'], () => import('./routes/admin/sessions')) },
          { path: paths.adminSystem.path, lazy: withAreas(['admin'], () => import('./routes/admin/system')) },
        ],
      },
      {
        // The tutor area (issue 19): its own chunks, fetched only when a tutor opens it.
        path: paths.tutorArea.path,
        lazy: withAreas(['sessions'], () => import('./routes/tutor-area/layout')),
        children: [
          { index: true, lazy: withAreas(['sessions'], () => import('./routes/tutor-area/sessions')) },
          { path: paths.tutorAvailability.path, lazy: withAreas(['sessions'], () => import('./routes/tutor-area/availability')) },
        ],
      },
      { path: paths.plans.path, lazy: withAreas(['pages', 'orders'], () => import('./routes/plans')) },
      { path: paths.testimonials.path, lazy: withAreas(['pages'], () => import('./routes/testimonials')) },
      { path: paths.faq.path, lazy: withAreas(['pages'], () => import('./routes/faq')) },
      { path: paths.support.path, lazy: withAreas(['pages'], () => import('./routes/support')) },
      { path: paths.contact.path, lazy: withAreas(['pages'], () => import('./routes/contact')) },
      { path: paths.privacyPolicy.path, lazy: withAreas(['pages'], () => import('./routes/privacy-policy')) },
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
