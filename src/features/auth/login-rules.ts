import { isEmailAddress } from '@/lib/validation/email';
import { PASSWORD_MIN_LENGTH } from '@/lib/constants';

/** The spec's login texts, verbatim. */
export const LOGIN_TEXT = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  fixErrors: 'Please fix the highlighted errors.',
  bothRequired: 'Email and password are required',
  success: 'Login successful!',
  invalidCredentials: 'Invalid login credentials',
  failed: 'Login failed. Please try again.',
  tokenMissing: 'Token not found. Please login again.',
  roleMissing: 'User role not found in token.',
  noProfileEndpoint: 'No profile endpoint found for role',
  /** Not the spec's: the profile call after a good login failed; the server's reason follows. */
  profileFailed: 'We could not load your profile:',
  /** Not the spec's: the token arrived, but this browser would not keep it, so no page could use it. */
  storageRefused:
    'This browser did not keep your session: its storage is full or blocked (private browsing can do this). Allow this site to store data or free some space, then sign in again.',
} as const;

/** What the backend's terse answers mean to a person, worded so the field rule below puts them in the right place. */
export const LOGIN_HUMAN_TEXT = {
  userNotFound: 'No account found with this email.',
  /** Neither the accounts nor the superadmin's sign-in took these credentials: either may be the wrong one. */
  noMatch: 'No account matches this email and password.',
  wrongPassword: 'Incorrect password.',
} as const;

export type LoginField = 'email' | 'password';
export type LoginErrors = Partial<Record<LoginField, string>>;

/** A plain address check: something@something.something, no spaces. The server has the final word. */
export function validateEmail(email: string): string | null {
  const value = email.trim();
  if (!value) return LOGIN_TEXT.emailRequired;
  if (!isEmailAddress(value)) return LOGIN_TEXT.emailInvalid;
  return null;
}

export function validateLogin({ email, password }: { email: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  if (!password) errors.password = LOGIN_TEXT.passwordRequired;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = LOGIN_TEXT.passwordShort;
  return errors;
}

/** A failure of the login flow itself (no token, a token without a usable role …), carrying the spec's text. */
export class LoginFlowError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginFlowError';
  }
}

/** The spec's rule: a server message that mentions email or password belongs to that field; anything else is a toast. */
export function fieldForMessage(text: string): LoginField | null {
  if (/e-?mail/i.test(text)) return 'email';
  if (/password/i.test(text)) return 'password';
  return null;
}
