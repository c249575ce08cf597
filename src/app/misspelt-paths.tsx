import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { MISSPELT_CATEGORY_SLUGS } from '@/data/categories';

/**
 * `/classes/digital-mrketing/x/1` → `/classes/digital-marketing/x/1`: the first segments of `pathname` (those of
 * `from`) become `to`, the rest is kept as it was. Segments compare case-insensitively, as the router matches them.
 * A pathname that does not start with `from` is returned unchanged.
 */
export function renamePathPrefix(pathname: string, from: string, to: string): string {
  const parts = pathname.split('/');
  const prefix = from.split('/');
  const matches = prefix.every((seg, i) => parts[i]?.toLowerCase() === seg.toLowerCase());
  if (!matches) return pathname;
  return [...to.split('/'), ...parts.slice(prefix.length)].join('/');
}

function RenamedPath({ from, to }: { from: string; to: string }) {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={{ pathname: renamePathPrefix(pathname, from, to), search, hash }} />;
}

/**
 * The category paths the original planet links misspelt, each redirecting to its right slug with whatever
 * follows it (a course's title and id, anything deeper), the query and the hash. The explicit `:title/:id`
 * child outranks `classes/:category/:title/:id`, which a bare `*` would not.
 */
export const misspeltCategoryRoutes: RouteObject[] = Object.entries(MISSPELT_CATEGORY_SLUGS).map(
  ([wrong, right]) => ({
    path: `classes/${wrong}`,
    element: <RenamedPath from={`/classes/${wrong}`} to={`/classes/${right}`} />,
    children: [{ index: true }, { path: ':title/:id' }, { path: '*' }],
  }),
);
