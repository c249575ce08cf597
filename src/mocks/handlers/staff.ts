import { http } from 'msw';
import { getDb, saveDb } from '../db';
import { objectId } from '../ids';
import { hashPassword } from '../password-hash';
import { accountSchemaProblems } from '../schema';
import { htmlError, json, latency, readJsonBody, str } from '../respond';
import { verifyToken } from '../token';
import type { DemoAccount } from '../types';
import { collectionAccounts, superadminSettings } from './auth';

/** GET /v1/students — the superadmin's table of all users (in the spec; not yet on the deployed backend). */
export const usersListHandler = http.get('*/v1/students', async () => {
  await latency();
  const users = collectionAccounts().map((a) => ({
    _id: a._id,
    name: a.name,
    email: a.email,
    role: a.role,
    active: a.active,
  }));
  return json({ success: true, users });
});

/** The token after "Bearer ", as the backend's guards split it (undefined when there is none). */
function tokenOf(request: Request): string | undefined {
  return request.headers.get('authorization')?.split(' ')[1] || undefined;
}

const isSuperadmin = (email: unknown) => {
  const settings = superadminSettings();
  return settings !== undefined && email === settings.email;
};

function newAccount(role: 'teacher' | 'admin', body: Record<string, unknown>): DemoAccount {
  const now = new Date().toISOString();
  return {
    _id: objectId(),
    role,
    name: str(body.name).trim() || (role === 'admin' ? 'Admin' : ''),
    username: str(body.username).trim(),
    email: str(body.email).trim(),
    password: hashPassword(str(body.password)),
    phoneNumber: str(body.phoneNumber).trim(),
    profilePicture: '',
    bio: '',
    skills: [],
    active: true,
    extra: {},
    followers: 0,
    following: 0,
    posts: 0,
    createdAt: now,
    updatedAt: now,
  };
}

const duplicatePhone = (collection: string, phone: string) =>
  `E11000 duplicate key error collection: app.${collection} index: phoneNumber_1 dup key: { phoneNumber: "${phone}" }`;

/**
 * POST v1/teachers/register: the registration email check first, then a superadmin's or an admin's token, then
 * the username, then the schema. The teacher then signs in at v1/auth/login.
 */
export const teacherRegisterHandler = http.post('*/v1/teachers/register', async ({ request }) => {
  await latency();
  const read = await readJsonBody(request);
  if ('response' in read) return read.response;
  const body = read.body;
  if (!body)
    return htmlError(500, "TypeError: Cannot destructure property 'email' of 'req.body' as it is undefined.");
  const email = str(body.email).trim();
  if (!email) return json({ success: false, message: 'Email is required' }, 400);
  // checkEmailExists looks in students, teachers, developers and recruiters, not admins.
  if (collectionAccounts().some((a) => a.role !== 'admin' && a.email === email))
    return json({ success: false, message: 'Email is already registered' }, 409);

  const token = tokenOf(request);
  if (!token) return json({ message: 'Unauthorized: No token' }, 401);
  const verified = verifyToken(token);
  if (!verified.ok) return json({ message: 'Unauthorized', error: verified.error }, 401);
  const byAdmin = getDb().accounts.some((a) => a.role === 'admin' && a._id === verified.claims.id);
  if (!isSuperadmin(verified.claims.email) && !byAdmin)
    return json({ message: 'Forbidden: Not authorized' }, 403);

  const teachers = getDb().accounts.filter((a) => a.role === 'teacher');
  const username = str(body.username).trim();
  if (username && teachers.some((t) => t.username === username))
    return json({ message: 'Username already taken' }, 400);

  const failed = (error: string) => json({ success: false, message: 'Registration failed', error }, 500);
  const problems = accountSchemaProblems(body, ['name', 'username', 'email', 'password', 'phoneNumber'], {
    passwordMin: 8,
  });
  if (problems.length) return failed(`Teacher validation failed: ${problems.join(', ')}`);
  const phone = str(body.phoneNumber).trim();
  if (teachers.some((t) => t.phoneNumber === phone)) return failed(duplicatePhone('teachers', phone));

  getDb().accounts.push(newAccount('teacher', body));
  saveDb();
  return json({ success: true, message: 'Teacher registered successfully' }, 201);
});

/** POST v1/superadmin/create-admin: the superadmin's token only; the admin then signs in at v1/auth/login. */
export const createAdminHandler = http.post('*/v1/superadmin/create-admin', async ({ request }) => {
  await latency();
  const header = request.headers.get('authorization');
  if (!header || !header.startsWith('Bearer ')) return json({ message: 'No token provided' }, 401);
  const verified = verifyToken(header.split(' ')[1] ?? '');
  if (!verified.ok) return json({ message: 'Invalid or expired token' }, 401);
  if (!isSuperadmin(verified.claims.email)) return json({ message: 'Forbidden: Not a super admin' }, 403);

  const read = await readJsonBody(request);
  if ('response' in read) return read.response;
  const body = read.body;
  if (!body)
    return htmlError(500, "TypeError: Cannot destructure property 'email' of 'req.body' as it is undefined.");
  const admins = getDb().accounts.filter((a) => a.role === 'admin');
  // Only the admins collection is looked in: an address a student or teacher uses is accepted.
  if (admins.some((a) => a.email === str(body.email))) return json({ message: 'Admin already exists.' }, 400);

  const failed = (error: string) => json({ message: 'Error creating admin', error }, 500);
  const problems = accountSchemaProblems(body, ['email', 'password', 'phoneNumber'], { passwordMin: 0 });
  if (problems.length) return failed(`Admin validation failed: ${problems.join(', ')}`);
  const phone = str(body.phoneNumber).trim();
  if (admins.some((a) => a.phoneNumber === phone)) return failed(duplicatePhone('admins', phone));

  const admin = newAccount('admin', body);
  getDb().accounts.push(admin);
  saveDb();
  const { _id, name, email, phoneNumber, profilePicture, createdAt, updatedAt } = admin;
  return json(
    {
      success: true,
      message: 'Admin created successfully',
      admin: {
        _id,
        name,
        email,
        // The backend answers with the stored document, its bcrypt hash included.
        password: admin.password,
        phoneNumber,
        profilePicture,
        imageUrl: '',
        createdAt,
        updatedAt,
        __v: 0,
      },
    },
    201,
  );
});

export const staffHandlers = [usersListHandler, teacherRegisterHandler, createAdminHandler];
