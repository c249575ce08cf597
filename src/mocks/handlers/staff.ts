import { http } from 'msw';
import { getDb } from '../db';
import { json, latency } from '../respond';

/** GET /v1/students — the superadmin's table of all users (in the spec; not yet on the deployed backend). */
export const usersListHandler = http.get('*/v1/students', async () => {
  await latency();
  const users = getDb().accounts.map((a) => ({
    _id: a._id,
    name: a.name,
    email: a.email,
    role: a.role,
    active: a.active,
  }));
  return json({ success: true, users });
});

export const staffHandlers = [usersListHandler];
