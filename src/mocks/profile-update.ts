import { backendAcceptsEmail } from '@/lib/validation/email';
import type { AccountRole } from './guards';
import type { DemoAccount } from './types';

/**
 * What `findByIdAndUpdate(id, req.body)` does to an account on the deployed backend: every path of the role's
 * model that the body names is written, cast to the model's type (a string to a list of one, a number to text);
 * paths the model does not know are dropped (mongoose's strict mode); `$set` and `$unset` work as operators. No
 * validator runs, except on the student's route (`runValidators: true`). A `password` is written as sent: no
 * pre-save hook hashes it. The unique indexes hold whatever runs.
 */
type PathType = 'string' | 'strings' | 'number' | 'list';

const COMMON: Record<string, PathType> = {
  name: 'string',
  username: 'string',
  email: 'string',
  password: 'string',
  phoneNumber: 'string',
  profilePicture: 'string',
  imageUrl: 'string',
};

/** Each model's paths (src/schema/*Schema.js), `_id` and the timestamps aside. */
const MODELS: Record<AccountRole, Record<string, PathType>> = {
  student: {
    ...COMMON,
    age: 'number',
    degree: 'string',
    collegeName: 'string',
    currentCGPA: 'number',
    passoutYear: 'number',
    skills: 'strings',
    currentBacklogs: 'number',
    linkedIn: 'string',
    bio: 'string',
    education: 'list',
    projects: 'list',
    certifications: 'list',
  },
  developer: {
    ...COMMON,
    fieldOfInterest: 'string',
    skills: 'strings',
    linkedin: 'string',
    github: 'string',
    experience: 'list',
    projects: 'list',
    portfolioWebsite: 'string',
    bio: 'string',
  },
  recruiter: {
    ...COMMON,
    companyName: 'string',
    position: 'string',
    companyDescription: 'string',
    companyType: 'string',
    linkedin: 'string',
    companyWebsite: 'string',
    openPositions: 'list',
  },
  teacher: {
    ...COMMON,
    experience: 'string',
    subject: 'strings',
    linkedin: 'string',
    github: 'string',
  },
  admin: {
    name: 'string',
    email: 'string',
    password: 'string',
    phoneNumber: 'string',
    profilePicture: 'string',
    imageUrl: 'string',
  },
};

const COLLECTION: Record<AccountRole, string> = {
  student: 'students',
  developer: 'developers',
  recruiter: 'recruiters',
  teacher: 'teachers',
  admin: 'admins',
};

/** The paths the demo keeps on the account itself; every other path lives in its `extra`. */
const TOP_LEVEL = new Set([
  'name',
  'username',
  'email',
  'password',
  'phoneNumber',
  'profilePicture',
  'bio',
  'skills',
]);
const UNIQUE = ['email', 'username', 'phoneNumber'] as const;

class UpdateFailure extends Error {}

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'Array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'Object' : typeof value;
}

function castError(kind: string, value: unknown, path: string): UpdateFailure {
  return new UpdateFailure(
    `Cast to ${kind} failed for value ${JSON.stringify(value)} (type ${typeName(value)}) at path "${path}"`,
  );
}

function cast(type: PathType, value: unknown, path: string): unknown {
  if (value === null || value === undefined) return type === 'strings' || type === 'list' ? [] : '';
  switch (type) {
    case 'string':
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        const text = String(value);
        return path === 'password' ? text : text.trim();
      }
      throw castError('string', value, path);
    case 'strings': {
      const items: unknown[] = Array.isArray(value) ? value : [value];
      return items.map((item) => {
        if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
          return String(item);
        throw castError('[string]', value, path);
      });
    }
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
      if (!Number.isFinite(n)) throw castError('Number', value, path);
      return n;
    }
    case 'list':
      if (Array.isArray(value)) return value;
      throw new UpdateFailure(
        `Cast to embedded failed for value ${JSON.stringify(value)} (type ${typeName(value)}) at path "${path}" because of "ObjectParameterError"`,
      );
  }
}

/** The Student model's validators, as `runValidators` runs them: only on the paths the update sets. */
function studentProblems(changes: Map<string, unknown>): string[] {
  const problems: string[] = [];
  const text = (path: string) => (changes.has(path) ? String(changes.get(path) ?? '') : null);
  for (const path of ['name', 'username', 'email', 'password', 'phoneNumber', 'bio']) {
    if (text(path) === '') problems.push(`${path}: Path \`${path}\` is required.`);
  }
  const email = text('email');
  if (email && !backendAcceptsEmail(email)) problems.push('email: Please fill a valid email address');
  const password = text('password');
  if (password && password.length < 8) problems.push('password: Password must be at least 8 characters long');
  const bio = text('bio');
  if (bio && bio.length > 500) problems.push('bio: Bio cannot be more than 500 characters');
  return problems;
}

/** The update's paths and their new values (undefined: `$unset`), in the order the body names them. */
function changesOf(
  role: AccountRole,
  body: Record<string, unknown>,
  account: DemoAccount,
): Map<string, unknown> {
  const model = MODELS[role];
  const changes = new Map<string, unknown>();
  const set = (path: string, value: unknown) => {
    if (path === '_id') {
      if (value !== account._id)
        throw new UpdateFailure(
          "Performing an update on the path '_id' would modify the immutable field '_id'",
        );
      return;
    }
    const type = model[path];
    if (!type) return;
    let kept = cast(type, value, path);
    if (role === 'student' && path === 'username') kept = String(kept).toLowerCase();
    changes.set(path, kept);
  };
  for (const [key, value] of Object.entries(body)) {
    if (key === '$set' && value && typeof value === 'object') {
      for (const [path, v] of Object.entries(value)) set(path, v);
    } else if (key === '$unset' && value && typeof value === 'object') {
      for (const path of Object.keys(value)) if (model[path]) changes.set(path, undefined);
    } else if (!key.startsWith('$')) set(key, value);
  }
  return changes;
}

/**
 * Writes the update into the account, or answers the text the backend's error carries (nothing is written then).
 * Only the student's route runs the model's validators.
 */
export function applyUpdate(
  role: AccountRole,
  account: DemoAccount,
  body: Record<string, unknown>,
  others: readonly DemoAccount[],
): { ok: true } | { ok: false; error: string } {
  let changes: Map<string, unknown>;
  try {
    changes = changesOf(role, body, account);
  } catch (error) {
    if (error instanceof UpdateFailure) return { ok: false, error: error.message };
    throw error;
  }
  if (role === 'student') {
    const problems = studentProblems(changes);
    if (problems.length) return { ok: false, error: `Validation failed: ${problems.join(', ')}` };
  }
  for (const path of UNIQUE) {
    const value = changes.get(path);
    if (typeof value !== 'string' || value === '') continue;
    const current = path === 'phoneNumber' ? account.phoneNumber : account[path];
    if (value === current) continue;
    if (others.some((a) => a.role === role && a._id !== account._id && a[path] === value))
      return {
        ok: false,
        error: `E11000 duplicate key error collection: app.${COLLECTION[role]} index: ${path}_1 dup key: { ${path}: "${value}" }`,
      };
  }
  const fields = account as unknown as Record<string, unknown>;
  for (const [path, value] of changes) {
    if (TOP_LEVEL.has(path)) fields[path] = value ?? (path === 'skills' ? [] : '');
    else if (value === undefined) delete account.extra[path];
    else account.extra[path] = value;
  }
  account.updatedAt = new Date().toISOString();
  return { ok: true };
}
