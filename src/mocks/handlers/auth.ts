import { http } from 'msw';
import { getDb, saveDb } from '../db';
import { objectId } from '../ids';
import { hashPassword, passwordMatches } from '../password-hash';
import { accountSchemaProblems } from '../schema';
import { guardAccount } from '../guards';
import { htmlError, json, latency, readJsonBody, str } from '../respond';
import { signSuperadminToken, signToken } from '../token';
import type { DemoAccount } from '../types';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The Student model's bio: required and at most this long, after trimming. */
const BIO_MAX = 500;

/**
 * The backend's superadmin is no account: its address and password are the server's settings. The demo keeps them
 * as the seeded superadmin record, which no collection route sees (sign-in, registration's email check, profiles).
 */
export function superadminSettings(): DemoAccount | undefined {
  return getDb().accounts.find((a) => a.role === 'superadmin');
}

/** The accounts in the backend's collections (students, developers, recruiters, teachers, admins). */
export function collectionAccounts(): DemoAccount[] {
  return getDb().accounts.filter((a) => a.role !== 'superadmin');
}

export const loginHandler = http.post('*/v1/auth/login', async ({ request }) => {
  await latency();
  const read = await readJsonBody(request);
  if ('response' in read) return read.response;
  const body = read.body ?? {};
  const email = str(body.email);
  const password = body.password;
  const account = collectionAccounts().find((a) => a.email === email);
  if (!account) return json({ success: false, message: 'User not found' }, 404);
  if (typeof password !== 'string' || password === '') {
    return json({ success: false, message: 'Server error', error: 'data and hash arguments required' }, 500);
  }
  if (!passwordMatches(password, account.password))
    return json({ success: false, message: 'Invalid credentials' }, 400);
  return json({
    success: true,
    message: `${capital(account.role)} logged in successfully`,
    token: signToken(account._id, account.role),
    role: account.role,
  });
});

/** POST v1/superadmin/login: the address and password compared exactly with the settings; a token of `{ email }`. */
export const superadminLoginHandler = http.post('*/v1/superadmin/login', async ({ request }) => {
  await latency();
  const read = await readJsonBody(request);
  if ('response' in read) return read.response;
  const body = read.body ?? {};
  const settings = superadminSettings();
  if (!settings || body.email !== settings.email || body.password !== settings.password)
    return json({ message: 'Invalid credentials' }, 401);
  return json({
    success: true,
    message: 'Super Admin logged in successfully',
    token: signSuperadminToken(settings.email),
  });
});

const registerRoles = { students: 'student', developers: 'developer', recruiters: 'recruiter' } as const;
type RegisterPath = keyof typeof registerRoles;

/**
 * The deployed schemas keep these as lists of sub-documents: a developer's past positions, a recruiter's open
 * positions. Mongoose refuses anything else (the spec's strings "0-1 years" and "N/A" among them).
 */
const LIST_FIELDS: Partial<Record<string, { path: string; itemFields: readonly string[] }>> = {
  developer: {
    path: 'experience',
    itemFields: ['company', 'position', 'startDate', 'endDate', 'description'],
  },
  recruiter: { path: 'openPositions', itemFields: ['title', 'location', 'salaryRange', 'postedOn'] },
};

function listProblem(path: string, value: unknown, itemFields: readonly string[]): string | null {
  if (value === undefined || value === null) return null;
  const cast = (v: unknown) =>
    `${path}: Cast to embedded failed for value ${JSON.stringify(v)} (type ${typeof v}) at path "${path}" because of "ObjectParameterError"`;
  if (!Array.isArray(value)) return cast(value);
  for (const [i, item] of value.entries()) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return cast(item);
    const missing = itemFields.find((f) => str((item as Record<string, unknown>)[f]).trim() === '');
    if (missing) return `${path}.${i}.${missing}: Path \`${missing}\` is required.`;
  }
  return null;
}

function validationErrors(model: string, body: Record<string, unknown>, role: string): string | null {
  const required = ['name', 'email', 'password', 'phoneNumber', 'username'];
  if (role === 'recruiter') required.push('companyWebsite');
  if (role === 'student') required.push('bio');
  const problems = accountSchemaProblems(body, required, { passwordMin: 8 });
  const bio = str(body.bio).trim();
  if (role === 'student' && bio.length > BIO_MAX) {
    problems.push(`bio: Path \`bio\` (\`${bio}\`) is longer than the maximum allowed length (${BIO_MAX}).`);
  }
  const phone = str(body.phoneNumber);
  if (phone && !/^\d{10}$/.test(phone)) problems.push(`phoneNumber: ${phone} is not a valid phone number!`);
  const list = LIST_FIELDS[role];
  if (list) {
    const problem = listProblem(list.path, body[list.path], list.itemFields);
    if (problem) problems.push(problem);
  }
  return problems.length ? `${model} validation failed: ${problems.join(', ')}` : null;
}

export const registerHandler = http.post<{ kind: string }>(
  '*/v1/:kind/register',
  async ({ request, params }) => {
    await latency();
    if (!(params.kind in registerRoles)) return htmlError(404, `Cannot POST /v1/${params.kind}/register`);
    const kind = params.kind as RegisterPath;
    const role = registerRoles[kind];
    const model = capital(role);
    const collection = `app.${kind}`;
    const read = await readJsonBody(request);
    if ('response' in read) return read.response;
    const body = read.body;
    if (!body) {
      return htmlError(
        500,
        "TypeError: Cannot destructure property 'name' of 'req.body' as it is undefined.",
      );
    }
    const email = str(body.email).trim();
    if (!email) return json({ success: false, message: 'Email is required' }, 400);
    const db = getDb();
    if (collectionAccounts().some((a) => a.email === email))
      return json({ success: false, message: 'Email is already registered' }, 409);

    // Recruiters answer every failure as a 500 with the text in `details`; developers as a 400 'Registration failed'
    // with it in `error`. Students answer 400: a schema failure carries its text as the message, while duplicate keys
    // come as 'Error in registration'.
    const fail = (text: string, kind: 'validation' | 'duplicate') => {
      if (role === 'recruiter')
        return json({ success: false, error: 'Registration failed', details: text }, 500);
      if (role === 'developer')
        return json({ success: false, message: 'Registration failed', error: text }, 400);
      return json(
        { success: false, message: kind === 'validation' ? text : 'Error in registration', error: text },
        400,
      );
    };

    const invalid = validationErrors(model, body, role);
    if (invalid) return fail(invalid, 'validation');

    const sameRole = db.accounts.filter((a) => a.role === role);
    const username = str(body.username);
    const phone = str(body.phoneNumber);
    if (sameRole.some((a) => a.username === username)) {
      return fail(
        `E11000 duplicate key error collection: ${collection} index: username_1 dup key: { username: "${username}" }`,
        'duplicate',
      );
    }
    if (sameRole.some((a) => a.phoneNumber === phone)) {
      return fail(
        `E11000 duplicate key error collection: ${collection} index: phoneNumber_1 dup key: { phoneNumber: "${phone}" }`,
        'duplicate',
      );
    }

    const now = new Date().toISOString();
    const extraFields = ['fieldOfInterest', 'linkedin', 'github', 'position', 'companyWebsite'];
    const account: DemoAccount = {
      _id: objectId(),
      role,
      name: str(body.name).trim(),
      username,
      email,
      password: hashPassword(str(body.password)),
      phoneNumber: phone,
      profilePicture: '',
      bio: str(body.bio).trim(),
      skills: [],
      active: true,
      extra: Object.fromEntries(
        extraFields.filter((f) => typeof body[f] === 'string').map((f) => [f, str(body[f])]),
      ),
      followers: 0,
      following: 0,
      posts: 0,
      createdAt: now,
      updatedAt: now,
    };
    db.accounts.push(account);
    saveDb();
    const message = role === 'student' ? 'Student register successfully' : `${model} registered successfully`;
    return json({ success: true, message }, 201);
  },
);

/** The profile as the backend returns it: no password, no role field. */
export function publicProfile(a: DemoAccount) {
  return {
    _id: a._id,
    name: a.name,
    username: a.username,
    email: a.email,
    phoneNumber: a.phoneNumber,
    profilePicture: a.profilePicture,
    bio: a.bio,
    skills: a.skills,
    ...a.extra,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    __v: 0,
  };
}

const profileRoles = {
  students: 'student',
  developers: 'developer',
  recruiters: 'recruiter',
  teachers: 'teacher',
} as const;

export const myProfileHandler = http.get<{ kind: string }>(
  '*/v1/:kind/myprofile',
  async ({ request, params }) => {
    await latency();
    if (!(params.kind in profileRoles)) return htmlError(404, `Cannot GET /v1/${params.kind}/myprofile`);
    const role = profileRoles[params.kind as keyof typeof profileRoles];
    const guarded = guardAccount(request, role);
    if ('response' in guarded) return guarded.response;
    const { account } = guarded;
    // The teacher's profile is read without `select("-password")`: its answer carries the hash.
    const profile =
      role === 'teacher' ? { ...publicProfile(account), password: account.password } : publicProfile(account);
    return json({ success: true, message: 'Profile fetched successfully', [role]: profile });
  },
);

export const authHandlers = [loginHandler, superadminLoginHandler, registerHandler, myProfileHandler];
