import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingState } from '@/components/ui/states';
import { RequireLogin } from './guards/require-login';
import { RequireRank } from './guards/require-rank';
import { DashboardLayout } from './layouts/dashboard-layout';
import { MainLayout } from './layouts/main-layout';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { misspeltCategoryRoutes } from './misspelt-paths';
import { RouteErrorPage } from './pages/route-error-page';
import { prefetchWith, type RouteHandle } from './route-prefetch';
// The landing page is the most visited first paint: bundled up front to save a round trip before its LCP.
import HomePage from './pages/home-page';
// Tiny, and shown for any unknown path, which is never prerendered.
import NotFoundPage from './pages/not-found-page';

/**
 * Screens loaded on demand, each its own chunk, named by file: the build reads the same names to preload a
 * route's chunks together with the app's entry (`routeScreens`, scripts/build.mjs).
 */
const screens = import.meta.glob<{ default: ComponentType }>([
  '/src/features/*/pages/*-page.tsx',
  '/src/app/pages/unauthorized-page.tsx',
]);
const screenOf = new WeakMap<NonNullable<RouteObject['lazy']>, string>();

const page = (file: string): Pick<RouteObject, 'lazy'> => {
  const load = screens[file];
  if (!load) throw new Error(`No screen at ${file}`);
  const lazy = async () => ({ Component: (await load()).default });
  screenOf.set(lazy, file);
  return { lazy };
};

/** The screen file a route loads on demand, if it does. */
export const screenFile = (route: RouteObject): string | undefined =>
  typeof route.lazy === 'function' ? screenOf.get(route.lazy) : undefined;

/** The board and job details read the one shared list (there is no call for one job): it starts with the code. */
const jobsHandle = {
  prefetch: prefetchWith(
    () => import('@/lib/api/use-jobs'),
    ({ jobsQuery }, queryClient) => queryClient.prefetchQuery(jobsQuery),
  ),
} satisfies RouteHandle;

/** Every route of both spec documents, in one table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <LoadingState />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'community', ...page('/src/features/community/pages/community-page.tsx') },
          { path: 'about', ...page('/src/features/about/pages/about-page.tsx') },

          { path: 'classes', element: <Navigate to="/classes/web-development" replace /> },
          ...misspeltCategoryRoutes,
          { path: 'classes/:category', ...page('/src/features/classes/pages/classes-page.tsx') },
          {
            path: 'classes/:category/:title/:id',
            ...page('/src/features/classes/pages/course-page.tsx'),
          },
          { path: 'projects', element: <Navigate to="/projects/all" replace /> },
          { path: 'projects/:category', ...page('/src/features/projects/pages/projects-page.tsx') },
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

          { path: 'career', ...page('/src/features/jobs/pages/jobs-page.tsx'), handle: jobsHandle },
          // Unguarded in the spec; the page itself asks a visitor to log in and explains a role that cannot post.
          { path: 'career/post-job', ...page('/src/features/jobs/pages/post-job-page.tsx') },
          {
            element: <RequireLogin message="Please login to view job details" />,
            children: [
              {
                path: 'job-details/:id',
                ...page('/src/features/jobs/pages/job-details-page.tsx'),
                handle: jobsHandle,
              },
            ],
          },

          { path: 'unauthorized', ...page('/src/app/pages/unauthorized-page.tsx') },
          {
            path: ':role/:nameSlug/:id',
            ...page('/src/features/profile/pages/public-profile-page.tsx'),
            handle: {
              prefetch: prefetchWith(
                () => import('@/features/profile/use-public-user'),
                ({ prefetchPublicUser }, queryClient, params) => prefetchPublicUser(queryClient, params),
              ),
            } satisfies RouteHandle,
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <PlainLayout />,
        children: [
          { path: 'login', ...page('/src/features/auth/pages/login-page.tsx') },
          { path: 'register', ...page('/src/features/auth/pages/register-page.tsx') },
          { path: 'forget-password', ...page('/src/features/auth/pages/forget-password-page.tsx') },
        ],
      },
      {
        element: <RequireLogin />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
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
            ],
          },
        ],
      },
      {
        element: <RequireRank min="teacher" />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              {
                path: 'teacher-dashboard',
                ...page('/src/features/dashboards/pages/teacher-dashboard-page.tsx'),
              },
            ],
          },
        ],
      },
      {
        element: <RequireRank min="admin" />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              {
                path: 'admin-dashboard',
                ...page('/src/features/dashboards/pages/admin-dashboard-page.tsx'),
              },
            ],
          },
        ],
      },
      {
        element: <RequireRank min="superadmin" />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              {
                path: 'superadmin-panel',
                ...page('/src/features/dashboards/pages/superadmin-panel-page.tsx'),
              },
              { path: 'superAdmin', ...page('/src/features/staff/pages/staff-page.tsx') },
            ],
          },
        ],
      },
    ],
  },
];
