import { http } from 'msw';
import { resetDb } from '../db';
import { json } from '../respond';
import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { faultHandlers } from './faults';
import { jobHandlers } from './jobs';
import { profileHandlers } from './profile';
import { projectHandlers } from './projects';
import { staffHandlers } from './staff';
import { fallbackHandler, userHandlers } from './users';

/** Demo only: back to the seeded data (the footer's "Reset demo data"). Not part of the backend. */
const resetHandler = http.post('*/__demo/reset', () => {
  resetDb();
  return json({ success: true });
});

export const handlers = [
  // First, so an armed fault answers before the real handler.
  ...faultHandlers,
  // Before the role registrations: v1/teachers/register is a staff call, not `v1/:kind/register`.
  ...staffHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...userHandlers,
  ...jobHandlers,
  ...projectHandlers,
  ...contentHandlers,
  resetHandler,
  fallbackHandler,
];
