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
// The landing page is the most visited first paint: bundled up front to save a round trip before its LCP. As a
// route module of its own (preloaded by its HTML) it measured 1.56 → 1.70 s (Lighthouse LCP, median of 5), and no
// other route got faster.
import HomePage from './pages/home-page';
// Tiny, and shown for any unknown path, which is never prerendered.
import NotFoundPage from './pages/not-found-page';

/**
 * Route modules loaded on demand, each its own chunk, named by file: a screen (`*-page.tsx`) and, for a route
 * that fetches, its loader (`*-loader.ts`, which starts the page's query). React Router loads both at once
 * (per-property `lazy`); the build preloads the same files for a prerendered page (`routeFiles`, prerender.tsx).
 */
const modules = import.meta.glob<{ default?: ComponentType; loader?: LoaderFunction }>([
  '/src/features/*/pages/*-page.tsx',
  '/src/features/*/pages/*-loader.ts',
  '/src/app/pages/unauthorized-page.tsx',
  '/src/app/layouts/dashboard-layout.tsx',
]);
const filesOf = new WeakMap<object, string[]>();

const load = (file: string) => {
  const module = modules[file];
  if (!module) throw new Error(`No route module at ${file}`);
  return module;
};

const page = (screen: string, loader?: string): Pick<RouteObject, 'lazy'> => {
  const lazy = {
    // First: React Router imports the properties in this order, and the browser finishes the imports in the order
    // they were asked for. The loader's module is the data layer, already loaded, so the page's request leaves
    // before the screen's module (and React's renderer, main.tsx) are evaluated.
    ...(loader ? { loader: () => load(loader)().then((m) => m.loader) } : {}),
    // A screen whose code cannot be fetched fails where it renders, so its layout's error element says so: React
    // Router drops a failed lazy Component without an error, and the page would be left blank.
    Component: () =>
      load(screen)().then(
        (m) => m.default,
        (error: unknown) =>
          function MissingScreen(): never {
            throw error;
          },
      ),
  };
  filesOf.set(lazy, loader ? [screen, loader] : [screen]);
  return { lazy };
};

/** The files a route loads on demand (its screen, and its loader if it has one). */
export const routeFiles = (route: RouteObject): string[] => (route.lazy && filesOf.get(route.lazy)) || [];

/**
 * A list's screen filters one list it fetched once (the board by its query string, classes and projects by their
 * tab): moving between its filters is not a new page whose loader must run again.
 */
const sameList = () => false;

/** A layout's screens fail inside it: header, navigation and footer stay (ScreenErrorPage). */
const inLayout = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <ScreenErrorPage />, children },
];

const JOBS_LOADER = '/src/features/jobs/pages/jobs-loader.ts';
// Not in the up-front code: no prerendered page has it, and a dashboard's route loads it with its screen.
export const DASHBOARD_LAYOUT = '/src/app/layouts/dashboard-layout.tsx';
const USERS_LOADER = '/src/features/dashboards/pages/users-loader.ts';

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
          { path: 'community', ...page('/src/features/community/pages/community-page.tsx') },
          { path: 'about', ...page('/src/features/about/pages/about-page.tsx') },

          { path: 'classes', element: <Navigate to="/classes/web-development" replace /> },
          ...misspeltCategoryRoutes,
          {
            path: 'classes/:category',
            ...page(
              '/src/features/classes/pages/classes-page.tsx',
              '/src/features/classes/pages/classes-loader.ts',
            ),
            shouldRevalidate: sameList,
          },
          {
            path: 'classes/:category/:title/:id',
            ...page(
              '/src/features/classes/pages/course-page.tsx',
              '/src/features/classes/pages/course-loader.ts',
            ),
          },
          { path: 'projects', element: <Navigate to="/projects/all" replace /> },
          {
            path: 'projects/:category',
            ...page(
              '/src/features/projects/pages/projects-page.tsx',
              '/src/features/projects/pages/projects-loader.ts',
            ),
            shouldRevalidate: sameList,
          },
          {
            path: 'projects/:category/:title/:id',
            ...page('/src/features/projects/pages/project-details-page.tsx'),
          },

          {
            path: 'store',
            ...page('/src/features/store/pages/store-page.tsx'),
            children: [
              { index: true, ...page('/src/features/store/pages/books-page.tsx') },
              { path: 'books', ...page('/src/features/store/pages/books-page.tsx') },
              { path: 'products', ...page('/src/features/store/pages/products-page.tsx') },
              // The spec's spelling, and the right one too.
              { path: 'tranings', ...page('/src/features/store/pages/trainings-page.tsx') },
              { path: 'trainings', ...page('/src/features/store/pages/trainings-page.tsx') },
            ],
          },
          { path: 'book-details/:id', ...page('/src/features/store/pages/book-details-page.tsx') },
          {
            path: 'product-details/:id',
            ...page('/src/features/store/pages/product-details-page.tsx'),
          },
          {
            path: 'training-details/:id',
            ...page('/src/features/store/pages/training-details-page.tsx'),
          },
          { path: 'checkout', ...page('/src/features/checkout/pages/checkout-page.tsx') },

          {
            path: 'career',
            ...page('/src/features/jobs/pages/jobs-page.tsx', JOBS_LOADER),
            shouldRevalidate: sameList,
          },
          // Unguarded in the spec; the page itself asks a visitor to log in and explains a role that cannot post.
          { path: 'career/post-job', ...page('/src/features/jobs/pages/post-job-page.tsx') },
          {
            middleware: requireLogin(JOB_DETAILS_LOGIN_MESSAGE),
            children: [
              {
                path: 'job-details/:id',
                ...page('/src/features/jobs/pages/job-details-page.tsx', JOBS_LOADER),
              },
            ],
          },

          { path: 'unauthorized', ...page('/src/app/pages/unauthorized-page.tsx') },
          {
            path: ':role/:nameSlug/:id',
            ...page(
              '/src/features/profile/pages/public-profile-page.tsx',
              '/src/features/profile/pages/public-profile-loader.ts',
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ]),
      },
      {
        element: <PlainLayout />,
        children: inLayout([
          { path: 'login', ...page('/src/features/auth/pages/login-page.tsx') },
          { path: 'register', ...page('/src/features/auth/pages/register-page.tsx') },
          { path: 'forget-password', ...page('/src/features/auth/pages/forget-password-page.tsx') },
        ]),
      },
      {
        middleware: requireLogin(),
        children: [
          {
            ...page(DASHBOARD_LAYOUT),
            children: inLayout([
              {
                path: 'profile',
                children: [
                  { index: true, ...page('/src/features/profile/pages/profile-page.tsx') },
                  { path: 'edit', ...page('/src/features/profile/pages/add-project-page.tsx') },
                  {
                    path: 'editProfile',
                    ...page('/src/features/profile/pages/edit-profile-page.tsx'),
                  },
                  {
                    path: 'notification',
                    ...page('/src/features/profile/pages/notification-page.tsx'),
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
            ...page(DASHBOARD_LAYOUT),
            children: inLayout([
              {
                path: 'teacher-dashboard',
                ...page(
                  '/src/features/dashboards/pages/teacher-dashboard-page.tsx',
                  '/src/features/dashboards/pages/teacher-dashboard-loader.ts',
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
            ...page(DASHBOARD_LAYOUT),
            children: inLayout([
              {
                path: 'admin-dashboard',
                ...page(
                  '/src/features/dashboards/pages/admin-dashboard-page.tsx',
                  '/src/features/dashboards/pages/admin-dashboard-loader.ts',
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
            ...page(DASHBOARD_LAYOUT),
            children: inLayout([
              {
                path: 'superadmin-panel',
                ...page('/src/features/dashboards/pages/superadmin-panel-page.tsx', USERS_LOADER),
              },
              { path: 'superAdmin', ...page('/src/features/staff/pages/staff-page.tsx', USERS_LOADER) },
            ]),
          },
        ],
      },
    ],
  },
];
