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
import type { RouteHandle } from './route-prefetch';
// The landing page is the most visited first paint: bundled up front to save a round trip before its LCP.
import HomePage from './pages/home-page';
// Tiny, and shown for any unknown path, which is never prerendered.
import NotFoundPage from './pages/not-found-page';

/** A screen loaded on demand: each page is its own chunk. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The board and job details read the one shared list (there is no call for one job): it starts with the code. */
const jobsHandle = {
  prefetch: async (queryClient) => queryClient.prefetchQuery((await import('@/lib/api/use-jobs')).jobsQuery),
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
          { path: 'community', ...page(() => import('@/features/community/pages/community-page')) },
          { path: 'about', ...page(() => import('@/features/about/pages/about-page')) },

          { path: 'classes', element: <Navigate to="/classes/web-development" replace /> },
          ...misspeltCategoryRoutes,
          { path: 'classes/:category', ...page(() => import('@/features/classes/pages/classes-page')) },
          {
            path: 'classes/:category/:title/:id',
            ...page(() => import('@/features/classes/pages/course-page')),
          },
          { path: 'projects', element: <Navigate to="/projects/all" replace /> },
          { path: 'projects/:category', ...page(() => import('@/features/projects/pages/projects-page')) },
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

          { path: 'career', ...page(() => import('@/features/jobs/pages/jobs-page')), handle: jobsHandle },
          // Unguarded in the spec; the page itself asks a visitor to log in and explains a role that cannot post.
          { path: 'career/post-job', ...page(() => import('@/features/jobs/pages/post-job-page')) },
          {
            element: <RequireLogin message="Please login to view job details" />,
            children: [
              {
                path: 'job-details/:id',
                ...page(() => import('@/features/jobs/pages/job-details-page')),
                handle: jobsHandle,
              },
            ],
          },

          { path: 'unauthorized', ...page(() => import('./pages/unauthorized-page')) },
          {
            path: ':role/:nameSlug/:id',
            ...page(() => import('@/features/profile/pages/public-profile-page')),
            handle: {
              prefetch: async (queryClient, params) =>
                (await import('@/features/profile/use-public-user')).prefetchPublicUser(queryClient, params),
            } satisfies RouteHandle,
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <PlainLayout />,
        children: [
          { path: 'login', ...page(() => import('@/features/auth/pages/login-page')) },
          { path: 'register', ...page(() => import('@/features/auth/pages/register-page')) },
          { path: 'forget-password', ...page(() => import('@/features/auth/pages/forget-password-page')) },
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
                ...page(() => import('@/features/dashboards/pages/teacher-dashboard-page')),
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
                ...page(() => import('@/features/dashboards/pages/admin-dashboard-page')),
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
                ...page(() => import('@/features/dashboards/pages/superadmin-panel-page')),
              },
              { path: 'superAdmin', ...page(() => import('@/features/staff/pages/staff-page')) },
            ],
          },
        ],
      },
    ],
  },
];
