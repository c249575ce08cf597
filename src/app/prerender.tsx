import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router-dom';
import { CATEGORIES } from '@/data/categories';
import { COURSE_DETAILS } from '@/data/course-details';
import { FEATURED_PROJECTS } from '@/data/featured-projects';
import { PROJECT_TABS, featuredPath } from '@/features/projects/project-view';
import { STORE_PRERENDER_PATHS } from '@/features/store/prerender-paths';
import { slugify } from '@/lib/format/slug';
import { queryClient } from '@/lib/http/query-client';
import { createRoutes } from './routes';

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
  ...CATEGORIES.map((c) => `/classes/${c.slug}`),
  // The built-in course pages, at the address their category's cards link to.
  ...COURSE_DETAILS.map((c) => `/classes/${c.category}/${slugify(c.title)}/${c.id}`),
  // Every projects tab (All first), and the featured projects' pages (built-in data: no server needed).
  ...PROJECT_TABS.map((t) => `/projects/${t.slug}`),
  ...FEATURED_PROJECTS.map(featuredPath),
  ...STORE_PRERENDER_PATHS,
  '/checkout',
  '/unauthorized',
];

/** Renders one path of the real route table to HTML, as a visitor sees it before data arrives. */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(createRoutes());
  // No loader runs at build time: every route's data is null (its screen prerenders its own loading state).
  const context = await handler.query(new Request(`http://localhost${path}`), {
    dataStrategy: async ({ matches }) =>
      Object.fromEntries(matches.map((m) => [m.route.id, { type: 'data', result: null }])),
  });
  if (context instanceof Response) throw new Error(`${path} redirects; do not prerender it`);
  queryClient.clear(); // each page renders from an empty cache, whatever was rendered before it
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </QueryClientProvider>,
  );
  // A component that throws inside a <Suspense> does not fail renderToString: React writes the boundary's fallback
  // (`<!--$!-->`, "render this in the browser") and the page would ship a spinner, or no header.
  if (html.includes('<!--$!-->')) throw new Error(`${path}: a component threw while prerendering`);
  return html;
}

/**
 * What the routes matching a path load on demand (their screens and loaders, outermost first), as their imports
 * resolve: the build finds the modules that export them, and the page's HTML preloads those (scripts/build.mjs).
 */
export async function routeModulesFor(path: string): Promise<unknown[]> {
  const lazies = (matchRoutes(createRoutes(), path) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'object' ? Object.values(route.lazy) : [],
  );
  return Promise.all(lazies.map((load) => load?.()));
}
