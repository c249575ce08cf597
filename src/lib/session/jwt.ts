import { jwtDecode } from 'jwt-decode';
import { parseRole, type Role } from '@/lib/session/roles';

export interface TokenClaims {
  id: string | null;
  role: Role;
  /** Expiry in seconds since the epoch. */
  exp: number;
  /** Issued-at in seconds since the epoch, when the token carries it. */
  iat: number | null;
  /** The superadmin's token carries its address instead of a role and an id. */
  email: string | null;
}

export type TokenProblem = 'malformed' | 'no-role' | 'expired';

/** The payload of a JWT, without verifying it (the client cannot; the server does); null when it cannot be read. */
export function tokenPayload(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.split('.').length !== 3) return null;
  try {
    const payload = jwtDecode<unknown>(token);
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The backend signs its superadmin in at `v1/superadmin/login` with a token whose payload is `{ email, iat, exp }`
 * only: no role and no id (api-contract.md). Such a payload is the superadmin's; every other account's token
 * carries its role.
 */
export function isSuperadminPayload(payload: Record<string, unknown>): boolean {
  return (
    payload.role === undefined &&
    payload.id === undefined &&
    typeof payload.email === 'string' &&
    payload.email.trim() !== ''
  );
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * Reads a token's claims. A token that cannot be decoded, carries no known role (and is not the superadmin's
 * email-only token) or no expiry, or has expired at `now`, is refused.
 */
export function readToken(
  token: unknown,
  now: number = Date.now(),
): { ok: true; claims: TokenClaims } | { ok: false; problem: TokenProblem } {
  const payload = tokenPayload(token);
  if (!payload) return { ok: false, problem: 'malformed' };
  const superadmin = isSuperadminPayload(payload);
  const role = superadmin ? 'superadmin' : parseRole(payload.role);
  if (!role) return { ok: false, problem: 'no-role' };
  const exp = finite(payload.exp);
  if (exp === null) return { ok: false, problem: 'malformed' };
  if (exp * 1000 <= now) return { ok: false, problem: 'expired' };
  const id = typeof payload.id === 'string' ? payload.id : null;
  const email = superadmin ? (payload.email as string).trim() : null;
  return { ok: true, claims: { id, role, exp, iat: finite(payload.iat), email } };
}
