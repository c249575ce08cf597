// Tokens shaped like the backend's HS256 JWTs: payload { id, role, iat, exp }, one hour of life; the superadmin's
// own sign-in issues { email, iat, exp } for a day. The signature is a keyed hash good enough to refuse a token
// whose payload was edited.
export const TOKEN_LIFETIME_SECONDS = 60 * 60;
export const SUPERADMIN_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
const SECRET = 'codershub-demo-secret';

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(part: string): string {
  const b64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(b64);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

function signature(input: string): string {
  // Two FNV-1a passes over secret + input: deterministic, dependency-free, and sensitive to every byte.
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const ch of SECRET + input) {
    const c = ch.charCodeAt(0);
    h1 = Math.imul(h1 ^ c, 16777619) >>> 0;
    h2 = Math.imul(h2 ^ c, 2246822519) >>> 0;
  }
  return base64url(`${h1.toString(16)}.${h2.toString(16)}`);
}

/** What a verified token says: an account's id and role, or (the superadmin's) an email alone. */
export interface DemoClaims {
  id?: string;
  role?: string;
  email?: string;
  iat: number;
  exp: number;
}

function sign(claims: DemoClaims): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  return `${header}.${payload}.${signature(`${header}.${payload}`)}`;
}

export function signToken(id: string, role: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  return sign({ id, role, iat: nowSeconds, exp: nowSeconds + TOKEN_LIFETIME_SECONDS });
}

/** The superadmin's token, as `v1/superadmin/login` signs it: `{ email }`, no role, no id, a day of life. */
export function signSuperadminToken(email: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  return sign({ email, iat: nowSeconds, exp: nowSeconds + SUPERADMIN_TOKEN_LIFETIME_SECONDS });
}

export type VerifyResult =
  | { ok: true; claims: DemoClaims }
  | { ok: false; error: 'jwt malformed' | 'invalid signature' | 'jwt expired' };

export function verifyToken(token: string, nowSeconds = Math.floor(Date.now() / 1000)): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, error: 'jwt malformed' };
  const [header, payload, sig] = parts as [string, string, string];
  if (signature(`${header}.${payload}`) !== sig) return { ok: false, error: 'invalid signature' };
  let claims: DemoClaims;
  try {
    claims = JSON.parse(fromBase64url(payload)) as DemoClaims;
  } catch {
    return { ok: false, error: 'jwt malformed' };
  }
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return { ok: false, error: 'jwt expired' };
  return { ok: true, claims };
}

/** The bearer token of a request, or null. */
export function bearer(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}
