import type { HttpHandler } from 'msw';

/** Search, leaderboard, classes and projects. */
export const contentHandlers: HttpHandler[] = [];
