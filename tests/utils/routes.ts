import type { RouteObject } from 'react-router-dom';

/** Every route of a route table, parents before their children, in the table's order. */
export const everyRoute = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
