import type { HttpHandler } from 'msw';

export const jobHandlers: HttpHandler[] = [];
