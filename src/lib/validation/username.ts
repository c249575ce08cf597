import { normaliseEmail } from '@/lib/validation/email';

/**
 * A username as the app sends it: lower case, 3–30 letters, digits, dots, hyphens or underscores, starting and
 * ending with a letter or digit. The backend only asks for one that is unique in its collection; the rest keeps
 * it readable in a URL and in "@name".
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
const USERNAME = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/;

export const USERNAME_TEXT = {
  required: 'Choose a username.',
  shape: `Use ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, digits, dots, hyphens or underscores, starting and ending with a letter or digit.`,
} as const;

export function normaliseUsername(value: string): string {
  return value.trim().toLowerCase();
}

/** What is wrong with a username as typed, or null. */
export function usernameProblem(value: string): string | null {
  const name = normaliseUsername(value);
  if (!name) return USERNAME_TEXT.required;
  if (name.length < USERNAME_MIN_LENGTH || name.length > USERNAME_MAX_LENGTH || !USERNAME.test(name))
    return USERNAME_TEXT.shape;
  return null;
}

/** Letters and digits kept, everything else a single dot, trimmed to the allowed characters at both ends. */
function clean(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

/**
 * Another username for an address whose first part is taken: the first part joined to the domain's first label
 * ("asha@college.example.org" → "asha.college"), or with two digits when that is the taken one. Nothing can tell
 * the client which names are free, so the person sees it and may choose their own.
 */
export function suggestUsername(email: string, taken: string): string {
  const [local = '', domain = ''] = normaliseEmail(email).split('@');
  const base = clean(local).slice(0, USERNAME_MAX_LENGTH - 3) || 'coder';
  const label = clean(domain.split('.')[0] ?? '');
  const joined = label ? `${base}.${label}`.slice(0, USERNAME_MAX_LENGTH).replace(/\.+$/, '') : '';
  if (joined && joined !== taken && !usernameProblem(joined)) return joined;
  let hash = 0;
  for (const ch of email) hash = (hash * 31 + ch.charCodeAt(0)) % 90;
  const numbered = `${base}${10 + hash}`;
  return numbered === taken ? `${base}${10 + ((hash + 1) % 90)}` : numbered;
}
