import type { ComponentType } from 'react';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { LoadingState } from '@/components/ui/states';
import { JOB_DETAILS_LOGIN_MESSAGE } from '@/lib/session/login-redirect';
import { requireLogin, requireRank } from './guards/guards';
import { MainLayout } from './layouts/main-layout';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { misspeltCategoryRoutes } from './misspelt-paths';
import { RouteErrorPage } from './pages/route-error-page';
import { ScreenErrorPage } from './pages/screen-error-page';
// The landing page is the most visited first paint: it comes with the entry, with no round trip of its own.
import HomePage from './pages/home-page';
// Tiny, and shown for any unknown path, which is never prerendered.
import NotFoundPage from './pages/not-found-page';

type Screen = { default: ComponentType };
type Loader = { loader: LoaderFunction };

/**
 * A route's screen and, for a route that fetches, its loader (which starts the page's query): each a module loaded
 * on demand, both at once (React Router's per-property `lazy`). The build preloads the same modules for a
 * prerendered page (scripts/build.mjs, `routeModulesFor` in prerender.tsx).
 */
const page = (screen: () => Promise<Screen>, loader?: () => Promise<Loader>): Pick<RouteObject, 'lazy'> => ({
  lazy: {
    // First: React Router imports the properties in this order, and the browser finishes the imports in the order
    // they were asked for, so the page's request leaves before the screen's module is evaluated.
    ...(loader ? { loader: () => loader().then((m) => m.loader) } : {}),
    // A screen whose code cannot be fetched fails where it renders, so its layout's error element says so: React
    // Router drops a failed lazy Component without an error, and the page would be left blank.
    Component: () =>
      screen().then(
        (m) => m.default,
        (error: unknown) =>
          function MissingScreen(): never {
            throw error;
          },
      ),
  },
});

/**
 * A list's screen filters one list it fetched once (the board by its query string, classes and projects by their
 * tab): moving between its filters is not a new page whose loader must run again.
 */
const sameList = () => false;

/** A layout's screens fail inside it: header, navigation and footer stay (ScreenErrorPage). */
const inLayout = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <ScreenErrorPage />, children },
];

const jobsLoader = () => import('@/features/jobs/pages/jobs-loader');
// Not in the up-front code: no prerendered page has it, and a dashboard's route loads it with its screen.
const dashboardLayout = () => import('./layouts/dashboard-layout');
const usersLoader = () => import('@/features/dashboards/pages/users-loader');

/**
 * Every route of both spec documents, in one table. A new table for each router: React Router marks a lazy
 * route's properties as loaded on the route object itself.
 */
export const createRoutes = (): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <LoadingState />,
    children: [
      {
        element: <MainLayout />,
        children: inLayout([
          { index: true, element: <HomePage /> },
          { path: 'community', ...page(() => import('@/features/community/pages/community-page')) },
          { path: 'about', ...page(() => import('@/features/about/pages/about-page')) },

          { path: 'classes', element: <Navigate to="/classes/web-development" replace /> },
          ...misspeltCategoryRoutes,
          {
            path: 'classes/:category',
            ...page(
              () => import('@/features/classes/pages/classes-page'),
              () => import('@/features/classes/pages/classes-loader'),
            ),
            shouldRevalidate: sameList,
          },
          {
            path: 'classes/:category/:title/:id',
            ...page(
              () => import('@/features/classes/pages/course-page'),
              () => import('@/features/classes/pages/course-loader'),
            ),
          },
          { path: 'projects', element: <Navigate to="/projects/all" replace /> },
          {
            path: 'projects/:category',
            ...page(
              () => import('@/features/projects/pages/projects-page'),
              () => import('@/features/projects/pages/projects-loader'),
            ),
            shouldRevalidate: sameList,
          },
          {
            path: 'projects/:category/:title/:id',
            ...page(() => import('@/features/projects/pages/project-details-page')),
          },

          {
            path: 'store',
            ...page(() => import('@/features/store/pages/store-page')),
            children: [
              { index: true, ...page(() => import('@/features/store/pages/books-page')) },
              { path: 'books', ...page(() => import('@/features/store/pages/books-page')) },
              { path: 'products', ...page(() => import('@/features/store/pages/products-page')) },
              // The spec's spelling, and the right one too.
              { path: 'tranings', ...page(() => import('@/features/store/pages/trainings-page')) },
              { path: 'trainings', ...page(() => import('@/features/store/pages/trainings-page')) },
            ],
          },
          { path: 'book-details/:id', ...page(() => import('@/features/store/pages/book-details-page')) },
          {
            path: 'product-details/:id',
            ...page(() => import('@/features/store/pages/product-details-page')),
          },
          {
            path: 'training-details/:id',
            ...page(() => import('@/features/store/pages/training-details-page')),
          },
          { path: 'checkout', ...page(() => import('@/features/checkout/pages/checkout-page')) },

          {
            path: 'career',
            ...page(() => import('@/features/jobs/pages/jobs-page'), jobsLoader),
            shouldRevalidate: sameList,
          },
          // Unguarded in the spec; the page itself asks a visitor to log in and explains a role that cannot post.
          { path: 'career/post-job', ...page(() => import('@/features/jobs/pages/post-job-page')) },
          {
            middleware: requireLogin(JOB_DETAILS_LOGIN_MESSAGE),
            children: [
              {
                path: 'job-details/:id',
                ...page(() => import('@/features/jobs/pages/job-details-page'), jobsLoader),
              },
            ],
          },

          { path: 'unauthorized', ...page(() => import('./pages/unauthorized-page')) },
          {
            path: ':role/:nameSlug/:id',
            ...page(
              () => import('@/features/profile/pages/public-profile-page'),
              () => import('@/features/profile/pages/public-profile-loader'),
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ]),
      },
      {
        element: <PlainLayout />,
        children: inLayout([
          { path: 'login', ...page(() => import('@/features/auth/pages/login-page')) },
          { path: 'register', ...page(() => import('@/features/auth/pages/register-page')) },
          { path: 'forget-password', ...page(() => import('@/features/auth/pages/forget-password-page')) },
        ]),
      },
      {
        middleware: requireLogin(),
        children: [
          {
            ...page(dashboardLayout),
            children: inLayout([
              {
                path: 'profile',
                children: [
                  { index: true, ...page(() => import('@/features/profile/pages/profile-page')) },
                  { path: 'edit', ...page(() => import('@/features/profile/pages/add-project-page')) },
                  {
                    path: 'editProfile',
                    ...page(() => import('@/features/profile/pages/edit-profile-page')),
                  },
                  {
                    path: 'notification',
                    ...page(() => import('@/features/profile/pages/notification-page')),
                  },
                ],
              },
            ]),
          },
        ],
      },
      {
        middleware: requireRank('teacher'),
        children: [
          {
            ...page(dashboardLayout),
            children: inLayout([
              {
                path: 'teacher-dashboard',
                ...page(
                  () => import('@/features/dashboards/pages/teacher-dashboard-page'),
                  () => import('@/features/dashboards/pages/teacher-dashboard-loader'),
                ),
              },
            ]),
          },
        ],
      },
      {
        middleware: requireRank('admin'),
        children: [
          {
            ...page(dashboardLayout),
            children: inLayout([
              {
                path: 'admin-dashboard',
                ...page(
                  () => import('@/features/dashboards/pages/admin-dashboard-page'),
                  () => import('@/features/dashboards/pages/admin-dashboard-loader'),
                ),
              },
            ]),
          },
        ],
      },
      {
        middleware: requireRank('superadmin'),
        children: [
          {
            ...page(dashboardLayout),
            children: inLayout([
              {
                path: 'superadmin-panel',
                ...page(() => import('@/features/dashboards/pages/superadmin-panel-page'), usersLoader),
              },
              { path: 'superAdmin', ...page(() => import('@/features/staff/pages/staff-page'), usersLoader) },
            ]),
          },
        ],
      },
    ],
  },
];
