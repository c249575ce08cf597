import { createChangeSignal } from '@/lib/storage/change-signal';
import { readToken, type TokenClaims } from '@/lib/session/jwt';
import { clearRequestFailures } from '@/lib/http/request-log';
import { parseRole, type Role } from '@/lib/session/roles';
import { forgetSessionEnd } from '@/lib/session/ended';
import { keys, readJson, readRaw, remove, writeJson, writeRaw } from '@/lib/storage/storage';

/** The keys the spec names for the login. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const CURRENT_USER_KEY = 'currentUser';

/**
 * What survives logout: the theme, the demo database and content a user saved in this browser
 * (kept per user, so another account never sees it). Everything else is session or user data.
 */
export const PRESERVED_KEY_PREFIXES = ['theme', 'codershub-demo-db', 'codershub:saved:'] as const;

/**
 * What survives logout in this tab's session storage: a recruiter's post-job draft (kept per account, so a
 * session that expires mid-form loses nothing) and the demo's armed failures (a test tool, not personal data).
 * The checkout address and chosen item go: on a shared computer the next person must not see them.
 */
export const PRESERVED_SESSION_KEY_PREFIXES = ['codershub:post-job-draft:', 'codershub-demo-faults'] as const;

/** Text fields may be missing or of another type in old or hand-edited storage: read them as text. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

interface StoredUser {
  name: string;
  email: string;
  username: string;
  picture: string;
  role: unknown;
  bio: string;
  id: string;
  isAdmin?: boolean;
  position: string;
  phone: string;
}

function parseStoredUser(raw: unknown): StoredUser | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const u = raw as Record<string, unknown>;
  if (u.isLoggedIn !== true) return null;
  return {
    name: text(u.name),
    email: text(u.email),
    username: text(u.username),
    picture: text(u.picture),
    role: u.role,
    bio: text(u.bio),
    id: text(u.id),
    isAdmin: typeof u.isAdmin === 'boolean' ? u.isAdmin : undefined,
    position: text(u.position),
    // The profile's phoneNumber when it was stored: it prefills the payment checkout.
    phone: text(u.phone ?? u.phoneNumber),
  };
}

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  username: string;
  picture: string;
  role: Role;
  bio: string;
  isLoggedIn: true;
  token: string;
  isAdmin: boolean;
  position: string;
  /** Optional: the login flow stores it when the profile has one. */
  phone?: string;
}

export interface Session {
  token: string;
  claims: TokenClaims;
  user: CurrentUser;
}

/** Parses what is stored; any problem at all means "logged out", never an exception. */
export function parseSession(rawToken: string | null, rawUser: unknown, now = Date.now()): Session | null {
  const token = readToken(rawToken, now);
  if (!token.ok || rawToken === null) return null;
  const u = parseStoredUser(rawUser);
  if (!u) return null;
  const storedRole = parseRole(u.role);
  if (!storedRole) return null;
  // The token is the authority on the role; a stored user that disagrees with it was tampered with or is stale.
  if (storedRole !== token.claims.role) return null;
  return {
    token: rawToken,
    claims: token.claims,
    user: {
      id: u.id || token.claims.id || '',
      name: u.name,
      email: u.email,
      username: u.username,
      picture: u.picture,
      role: token.claims.role,
      bio: u.bio,
      isLoggedIn: true,
      token: rawToken,
      isAdmin: u.isAdmin ?? (token.claims.role === 'admin' || token.claims.role === 'superadmin'),
      position: u.position,
      phone: u.phone,
    },
  };
}

/**
 * The server's clock minus this device's, in milliseconds, measured at login from the new token's `iat`: a device
 * whose clock is off by hours would otherwise take a fresh token for an expired one, or keep an expired one.
 */
export const CLOCK_OFFSET_KEY = 'codershub:clock-offset';

export function storeClockOffset(offsetMs: number): void {
  if (Number.isFinite(offsetMs)) writeRaw(CLOCK_OFFSET_KEY, String(Math.round(offsetMs)));
}

/** Now, on the server's clock as last measured (this device's clock when nothing was measured). */
export function clockNow(): number {
  const offset = Number(readRaw(CLOCK_OFFSET_KEY) ?? 0);
  return Date.now() + (Number.isFinite(offset) ? offset : 0);
}

export function readSession(now = clockNow()): Session | null {
  return parseSession(readRaw(TOKEN_KEY), readJson(CURRENT_USER_KEY), now);
}

/** The stored token, if it is still usable (for the Authorization header). */
export function readUsableToken(now = clockNow()): string | null {
  const raw = readRaw(TOKEN_KEY);
  return readToken(raw, now).ok ? raw : null;
}

const changes = createChangeSignal();

function notify() {
  cache = undefined;
  changes.emit();
}

export function subscribe(listener: () => void): () => void {
  const unsubscribe = changes.subscribe(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === TOKEN_KEY || e.key === CURRENT_USER_KEY) notify();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    unsubscribe();
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

let cache: { key: string; value: Session | null } | undefined;

/** A referentially stable snapshot for useSyncExternalStore; re-read when storage or expiry changes. */
export function getSessionSnapshot(): Session | null {
  const rawToken = readRaw(TOKEN_KEY);
  const rawUser = readRaw(CURRENT_USER_KEY);
  const expired = cache?.value ? cache.value.claims.exp * 1000 <= clockNow() : false;
  const key = `${rawToken}\u0000${rawUser}\u0000${expired}`;
  if (!cache || cache.key !== key) cache = { key, value: readSession() };
  return cache.value;
}

export function storeToken(token: string): void {
  forgetSessionEnd();
  writeRaw(TOKEN_KEY, token);
  notify();
}

export function storeLoginUser(user: unknown): void {
  writeJson(USER_KEY, user);
}

/** False when storage refused the write (full or blocked): nothing changed. */
export function storeCurrentUser(user: Omit<CurrentUser, 'isLoggedIn'> & { isLoggedIn?: true }): boolean {
  const kept = writeJson(CURRENT_USER_KEY, { ...user, isLoggedIn: true });
  notify();
  return kept;
}

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * What this tab holds for the person outside local storage: its session storage (but the preserved prefixes)
 * and the in-memory request log. Run here on logout, and in every other open tab when one of them logs out.
 */
export function clearTabData(): void {
  const store = sessionStore();
  try {
    if (store) {
      const held = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
        (k): k is string => k !== null,
      );
      for (const key of held) {
        if (!PRESERVED_SESSION_KEY_PREFIXES.some((p) => key.startsWith(p))) store.removeItem(key);
      }
    }
  } catch {
    /* session storage unavailable: nothing is held there */
  }
  clearRequestFailures();
}

/** Logout: every key that holds session or user data goes; the preserved prefixes stay. */
export function clearSession(): void {
  for (const key of keys()) {
    if (!PRESERVED_KEY_PREFIXES.some((p) => key === p || key.startsWith(p))) remove(key);
  }
  clearTabData();
  notify();
}

/**
 * Calls `listener` when another tab of this browser ended this login: the token was removed or replaced by
 * another one, or the whole storage was cleared. A first login elsewhere (no token before) is not an end.
 */
export function onLoggedOutElsewhere(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.storageArea && e.storageArea !== globalThis.localStorage) return;
    if (e.key === null || (e.key === TOKEN_KEY && e.oldValue !== null && e.newValue !== e.oldValue))
      listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => globalThis.removeEventListener?.('storage', onStorage);
}
