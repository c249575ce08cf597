import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo API for tests: each test starts from a fresh copy of the seed (see tests/setup.ts). */
export const server = setupServer(...handlers);
