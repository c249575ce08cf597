import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
} from 'react-router-dom';
import { COURSE_DETAILS } from '@/data/course-details';
import { FEATURED_PROJECTS } from '@/data/featured-projects';
import { ALL_CATEGORY, PROJECT_TABS, featuredPath } from '@/features/projects/project-view';
import { STORE_PRERENDER_PATHS } from '@/features/store/prerender-paths';
import { slugify } from '@/lib/slug';
import { createQueryClient } from './query-client';
import { routes, screenFile } from './routes';

export { matchRoute } from './prerender-fit';

/**
 * The public routes whose first paint is written into HTML at build time (what a visitor sees before any
 * script runs). The client hydrates them; a logged-in user's view takes over right after.
 */
export const PRERENDER_PATHS = [
  '/',
  '/career',
  '/career/post-job',
  '/login',
  '/register',
  '/forget-password',
  '/community',
  '/about',
  '/classes/web-development',
  '/classes/app-development',
  '/classes/basic-programming',
  '/classes/dsa',
  '/classes/service-security',
  '/classes/data-science',
  '/classes/ai-ml',
  '/classes/design-and-editing',
  '/classes/digital-marketing',
  // The built-in course pages, at the address their category's cards link to.
  ...COURSE_DETAILS.map((c) => `/classes/${c.category}/${slugify(c.title)}/${c.id}`),
  '/projects/all',
  // Every projects tab, and the featured projects' pages (built-in data: their content needs no server).
  ...PROJECT_TABS.filter((t) => t.slug !== ALL_CATEGORY).map((t) => `/projects/${t.slug}`),
  ...FEATURED_PROJECTS.map(featuredPath),
  ...STORE_PRERENDER_PATHS,
  '/checkout',
  '/unauthorized',
];

/** Renders one path of the real route table to HTML, as a visitor would see it before data arrives. */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; do not prerender it`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}

/**
 * Every path pattern of the route table except the catch-all (what the fallback page knows is not a 404), with
 * the screen files the route loads on demand, outermost first (what its first visit can preload).
 */
export function routeScreens(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (list: RouteObject[], base: string, outer: string[]) => {
    for (const route of list) {
      const path =
        route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path}`.replace(/\/+/g, '/');
      if (route.path === '*') continue;
      const file = screenFile(route);
      const chain = file ? [...outer, file] : outer;
      // A layout's own path shows its index child: that route's chain wins.
      if (route.index || (route.path !== undefined && !out.has(path || '/'))) out.set(path || '/', chain);
      if (route.children) walk(route.children, path, chain);
    }
  };
  walk(routes, '/', []);
  return out;
}
