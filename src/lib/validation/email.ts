/**
 * What the app accepts as an email address, everywhere a person types one: something@domain.tld, no spaces,
 * no empty domain labels, a top-level domain of two or more characters.
 */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}

/**
 * The deployed backend's own rule for a new account's address, `^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$`,
 * rewritten to accept exactly the same strings in linear time. The original must never run here: its nested
 * quantifiers backtrack exponentially (about 30 word characters and a stray one take seconds), and an address it
 * refuses that way stalls the server too, so an address this rule refuses is never sent.
 *
 * Why it is the same language: `\w+([.-]?\w+)*` is word runs joined by single dots or hyphens (an empty
 * separator only glues two runs into one), and the domain's tail `(\.\w{2,3})+` can always be read as just
 * its last run, so the domain is two or more runs whose last is 2–3 characters after a dot. Each repetition
 * below starts with a separator, so there is one way to match and failing costs one pass.
 */
const BACKEND_EMAIL = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.\w{2,3}$/;

export function backendAcceptsEmail(value: string): boolean {
  return BACKEND_EMAIL.test(value);
}

/** Why the backend refuses an address that is otherwise well formed: what a person can change. */
export type BackendEmailProblem = 'plus' | 'long-tld' | 'characters';

export function backendEmailProblems(value: string): BackendEmailProblem[] {
  if (backendAcceptsEmail(value)) return [];
  const problems: BackendEmailProblem[] = [];
  if (value.includes('+')) problems.push('plus');
  const tld = /\.([^.@]*)$/.exec(value)?.[1] ?? '';
  if (/^\w{4,}$/.test(tld)) problems.push('long-tld');
  // Whatever else it is (an accent, two dots in a row, a leading hyphen), it is about the characters used.
  if (!backendAcceptsEmail(value.replace(/\+[^@]*@/, '@').replace(/\.\w{4,}$/, '.com')))
    problems.push('characters');
  return problems;
}

/** An address as the app sends and compares it: no surrounding spaces, lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailLocalPart(email: string): string {
  return normaliseEmail(email).split('@')[0] ?? '';
}

/** "meera.iyer@x.dev" → "Meera Iyer", "superadmin@x.dev" → "Superadmin". */
export function readableNameFromEmail(email: string): string {
  return emailLocalPart(email)
    .split(/[._\-+\d]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * What to say about a well-formed address the backend would refuse (its own rule, see lib/email), or null when
 * it takes it. Names what it does not accept and what to do; suggests the address without its "+" part.
 */
export function backendEmailText(email: string): string | null {
  const problems = backendEmailProblems(email);
  if (problems.length === 0) return null;
  const texts: string[] = [];
  if (problems.includes('plus')) {
    const plain = email.replace(/\+[^@]*@/, '@');
    texts.push(
      `Addresses with a “+” are not accepted yet. Use the address without the + part${plain !== email && backendEmailProblems(plain).length === 0 ? ` (${plain})` : ''}.`,
    );
  }
  if (problems.includes('long-tld')) {
    const tld = /\.[^.@]*$/.exec(email)?.[0] ?? '';
    texts.push(
      `Addresses ending in “${tld}” are not accepted yet: only endings of two or three letters, such as .com, .in or .dev. Please use another address.`,
    );
  }
  if (problems.includes('characters')) {
    texts.push(
      'Use only letters, digits and underscores, with single dots or hyphens between them (not at the start or end).',
    );
  }
  return texts.join(' ');
}
