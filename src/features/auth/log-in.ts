import { jwtDecode } from 'jwt-decode';
import { queryClient } from '@/lib/api/query-client';
import { errorStatus, toErrorMessage } from '@/lib/errors';
import { readToken } from '@/lib/jwt';
import {
  clearSession,
  readUsableToken,
  storeCurrentUser,
  storeLoginUser,
  storeToken,
  type CurrentUser,
} from '@/lib/session';
import { postLogin } from './api/login';
import { getMyProfile } from './api/get-my-profile';
import { currentUserFromLogin, currentUserFromProfile, hasProfileCall } from './current-user';
import { normaliseEmail } from '@/lib/email';
import { LOGIN_HUMAN_TEXT, LOGIN_TEXT, LoginFlowError } from './login-rules';

/** The role claim as written in the token, before any check: tells a missing role from one the app does not know. */
function rawRoleClaim(token: string): unknown {
  try {
    return jwtDecode<Record<string, unknown>>(token).role;
  } catch {
    return undefined;
  }
}

/** Why a token the server issued cannot start a session, in the spec's words. */
function tokenProblemText(token: string, problem: 'malformed' | 'no-role' | 'expired'): string {
  if (problem !== 'no-role') return LOGIN_TEXT.tokenMissing;
  const role = rawRoleClaim(token);
  return typeof role === 'string' && role.trim() ? LOGIN_TEXT.noProfileEndpoint : LOGIN_TEXT.roleMissing;
}

/**
 * The whole login: ask for a token, store it, read the role from it, fetch that role's profile and store the
 * current user. Admin and superadmin have no profile call; their user is built from the login. Any failure after
 * the token was stored clears the session again, so a half login never remains.
 */
export async function logIn(credentials: {
  email: string;
  password: string;
}): Promise<Omit<CurrentUser, 'isLoggedIn'>> {
  const { token, user: loginUser } = await postLogin(credentials);
  if (!token) throw new LoginFlowError(LOGIN_TEXT.invalidCredentials);
  const read = readToken(token);
  if (!read.ok) throw new LoginFlowError(tokenProblemText(token, read.problem));

  storeToken(token);
  try {
    // Storage can refuse to write (private mode, full quota): without the token nothing after this would work.
    if (readUsableToken() !== token) throw new LoginFlowError(LOGIN_TEXT.tokenMissing);
    const { role, id: tokenId } = read.claims;
    const loginEmail = normaliseEmail(credentials.email);
    const base = { role, token, tokenId, loginEmail };
    if (hasProfileCall(role)) {
      const { profile, raw } = await getMyProfile(role).catch((error: unknown) => {
        throw new LoginFlowError(`${LOGIN_TEXT.profileFailed} ${toErrorMessage(error)}`);
      });
      const current = currentUserFromProfile(profile, base);
      storeLoginUser(loginUser ?? { ...raw, role });
      storeCurrentUser(current);
      return current;
    }
    const current = currentUserFromLogin(base);
    storeLoginUser(loginUser ?? { name: current.name, email: current.email, role });
    storeCurrentUser(current);
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
