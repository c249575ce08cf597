import { queryClient } from '@/lib/http/query-client';
import { errorStatus, toErrorMessage } from '@/lib/http/errors';
import { isSuperadminPayload, readToken, tokenPayload } from '@/lib/session/jwt';
import {
  CURRENT_USER_KEY,
  TOKEN_KEY,
  clearSession,
  readUsableToken,
  storeClockOffset,
  storeCurrentUser,
  storeLoginUser,
  storeToken,
  type CurrentUser,
} from '@/lib/session/session';
import { readRaw } from '@/lib/storage/storage';
import { postLogin, postSuperadminLogin, type LoginAnswer } from './api/login';
import { getMyProfile, hasProfileCall } from '@/entities/user/my-profile';
import { currentUserFromLogin, currentUserFromProfile } from './current-user';
import { normaliseEmail } from '@/lib/validation/email';
import { LOGIN_HUMAN_TEXT, LOGIN_TEXT, LoginFlowError } from './login-rules';

type Credentials = { email: string; password: string };

const isUserNotFound = (error: unknown) =>
  errorStatus(error) === 404 && /user not found/i.test(toErrorMessage(error));

/**
 * A token for these credentials. Every account but the superadmin's is in one of the backend's collections, so
 * `v1/auth/login` is asked first, once; only its "User not found" sends the same credentials to the superadmin's
 * own sign-in. That one's refusal cannot tell a wrong address from a wrong password, so neither does the text.
 */
async function requestToken(credentials: Credentials): Promise<LoginAnswer & { superadmin: boolean }> {
  try {
    return { ...(await postLogin(credentials)), superadmin: false };
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
  try {
    return { ...(await postSuperadminLogin(credentials)), superadmin: true };
  } catch (error) {
    const status = errorStatus(error);
    // 404: a backend without that sign-in; the first answer stands.
    if (status === 404) throw new LoginFlowError(LOGIN_HUMAN_TEXT.userNotFound);
    if (status === 401 || status === 400) throw new LoginFlowError(LOGIN_HUMAN_TEXT.noMatch);
    throw error;
  }
}

/** Why a token the server issued cannot start a session, in the spec's words. */
function tokenProblemText(
  payload: Record<string, unknown> | null,
  problem: 'malformed' | 'no-role' | 'expired',
) {
  if (problem !== 'no-role') return LOGIN_TEXT.tokenMissing;
  const role = payload?.role;
  return typeof role === 'string' && role.trim() ? LOGIN_TEXT.noProfileEndpoint : LOGIN_TEXT.roleMissing;
}

/** Something was stored before this login (another person's, or an ended session): none of it may carry over. */
function hadSession(): boolean {
  return readRaw(TOKEN_KEY) !== null || readRaw(CURRENT_USER_KEY) !== null;
}

/**
 * The whole login: ask for a token, store it, read the role from it, fetch that role's profile and store the
 * current user. Admin and superadmin have no profile call; their user is built from the login. Any failure after
 * the token was stored clears the session again, so a half login never remains.
 */
export async function logIn(credentials: Credentials): Promise<Omit<CurrentUser, 'isLoggedIn'>> {
  const { token, user: loginUser, superadmin } = await requestToken(credentials);
  if (!token) throw new LoginFlowError(LOGIN_TEXT.invalidCredentials);
  const payload = tokenPayload(token);
  // An email-only token is the superadmin's, and only its own sign-in issues one: from v1/auth/login it has no role.
  if (payload && !superadmin && isSuperadminPayload(payload))
    throw new LoginFlowError(LOGIN_TEXT.roleMissing);
  // The device's clock may be off: the token was issued just now, so its iat says by how much.
  const iat = payload?.iat;
  const offset = typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 - Date.now() : 0;
  const read = readToken(token, Date.now() + offset);
  if (!read.ok) throw new LoginFlowError(tokenProblemText(payload, read.problem));
  if (superadmin && read.claims.role !== 'superadmin') throw new LoginFlowError(LOGIN_TEXT.roleMissing);

  if (hadSession()) clearSession();
  storeClockOffset(offset);
  storeToken(token);
  try {
    // Storage can refuse to write (private mode, full quota): without the token nothing after this would work.
    if (readUsableToken() !== token) throw new LoginFlowError(LOGIN_TEXT.storageRefused);
    const { role, id: tokenId } = read.claims;
    const loginEmail = normaliseEmail(credentials.email);
    const base = { role, token, tokenId, loginEmail };
    let current: Omit<CurrentUser, 'isLoggedIn'>;
    if (hasProfileCall(role)) {
      const { profile, raw } = await getMyProfile(role).catch((error: unknown) => {
        throw new LoginFlowError(`${LOGIN_TEXT.profileFailed} ${toErrorMessage(error)}`);
      });
      current = currentUserFromProfile(profile, base);
      storeLoginUser(loginUser ?? { ...raw, role });
    } else {
      current = currentUserFromLogin(base);
      storeLoginUser(loginUser ?? { name: current.name, email: current.email, role });
    }
    if (!storeCurrentUser(current)) throw new LoginFlowError(LOGIN_TEXT.storageRefused);
    return current;
  } catch (error) {
    clearSession();
    throw error;
  }
}

/** A new login starts from an empty query cache: nothing a previous user was answered is shown to the next. */
export function forgetCachedAnswers() {
  queryClient.removeQueries();
}

/**
 * The text a person reads for a failed login. The backend's 404 'User not found' and 400 'Invalid credentials'
 * become plain sentences; a crash on the server (5xx) is the spec's 'Login failed. Please try again.'.
 */
export function loginFailureText(error: unknown): string {
  if (error instanceof LoginFlowError) return error.message;
  const status = errorStatus(error);
  const text = toErrorMessage(error);
  if (status === 404 && /user not found/i.test(text)) return LOGIN_HUMAN_TEXT.userNotFound;
  if (status === 400 && /invalid credentials/i.test(text)) return LOGIN_HUMAN_TEXT.wrongPassword;
  if (status !== undefined && status >= 500) return LOGIN_TEXT.failed;
  return text;
}
