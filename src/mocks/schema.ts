import { backendAcceptsEmail } from '@/lib/validation/email';
import { str } from './respond';

/**
 * What every account model of the backend checks, in mongoose's words: the required paths, the email `match` (in
 * its linear-time equivalent: no "+", a top-level domain of 2–3 characters) and, where the model sets one, the
 * password's `minlength`. Each handler adds what its own model checks beyond this.
 */
export function accountSchemaProblems(
  body: Record<string, unknown>,
  required: readonly string[],
  { passwordMin }: { passwordMin: number },
): string[] {
  const problems: string[] = [];
  for (const field of required) {
    if (str(body[field]).trim() === '') problems.push(`${field}: Path \`${field}\` is required.`);
  }
  const email = str(body.email).trim();
  if (email && !backendAcceptsEmail(email)) problems.push('email: Please fill a valid email address');
  const password = str(body.password);
  if (passwordMin > 0 && password && password.length < passwordMin) {
    problems.push(
      `password: Path \`password\` (\`${password.replace(/./g, '*')}\`) is shorter than the minimum allowed length (${passwordMin}).`,
    );
  }
  return problems;
}
