import { jwtDecode } from 'jwt-decode';
import { parseRole, type Role } from './roles';

export interface TokenClaims {
  id: string | null;
  role: Role;
  /** Expiry in seconds since the epoch. */
  exp: number;
}

export type TokenProblem = 'malformed' | 'no-role' | 'expired';

/**
 * Reads the payload of a JWT without verifying it (the client cannot; the server does).
 * A token that cannot be decoded, carries no known role or no expiry, or has expired is refused.
 */
export function readToken(
  token: unknown,
  now: number = Date.now(),
): { ok: true; claims: TokenClaims } | { ok: false; problem: TokenProblem } {
  if (typeof token !== 'string' || token.split('.').length !== 3) return { ok: false, problem: 'malformed' };
  let payload: Record<string, unknown>;
  try {
    payload = jwtDecode<Record<string, unknown>>(token);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (!payload || typeof payload !== 'object') return { ok: false, problem: 'malformed' };
  const role = parseRole(payload.role);
  if (!role) return { ok: false, problem: 'no-role' };
  const exp = payload.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return { ok: false, problem: 'malformed' };
  if (exp * 1000 <= now) return { ok: false, problem: 'expired' };
  const id = typeof payload.id === 'string' ? payload.id : null;
  return { ok: true, claims: { id, role, exp } };
}
