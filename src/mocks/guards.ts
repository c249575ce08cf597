import { getDb } from './db';
import { authenticate, json } from './respond';
import type { DemoAccount } from './types';

export type AccountRole = Exclude<DemoAccount['role'], 'superadmin'>;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The guard in front of a person's own routes (myprofile and the writes beside it): the caller's account, found by
 * the token's id in its role's collection, or the refusal that role's guard answers. Each of the backend's guards
 * words it differently; the client must cope with all of them.
 */
export function guardAccount(
  request: Request,
  role: AccountRole,
): { account: DemoAccount } | { response: Response } {
  const auth = authenticate(request);
  if (!auth.ok) {
    if (role === 'student')
      return {
        response: json(
          { error: auth.reason === 'missing' ? 'Unauthorized - No token' : 'Unauthorized - Token failed' },
          401,
        ),
      };
    if (role === 'admin')
      return {
        response:
          auth.reason === 'missing'
            ? json({ message: 'Unauthorized, no token' }, 401)
            : json({ message: 'Unauthorized', error: auth.reason }, 401),
      };
    if (auth.reason === 'missing')
      return { response: json({ message: 'Unauthorized - No token provided' }, 401) };
    return { response: json({ message: 'Invalid or expired token', error: auth.reason }, 401) };
  }
  const account = getDb().accounts.find((a) => a._id === auth.claims.id && a.role === role);
  if (account) return { account };
  if (role === 'recruiter') return { response: json({ error: 'Recruiter not found' }, 404) };
  if (role === 'admin') return { response: json({ message: 'Unauthorized, invalid admin' }, 401) };
  return { response: json({ success: false, message: `${capital(role)} not found` }, 404) };
}
