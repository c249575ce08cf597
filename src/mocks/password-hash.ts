/**
 * A stand-in for bcrypt, so the demo keeps what the backend keeps: a hash, never the password. Shaped like a
 * bcrypt hash (`$2b$10$`, a 22-character salt, a 31-character digest) and checked the same way: the salt is read
 * back from the stored text. A stored value that is not such a hash (a password written in the clear through an
 * update route) matches nothing, as bcrypt.compare then answers false: that account cannot sign in again.
 */
const ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const PREFIX = '$2b$10$';
const SALT_LENGTH = 22;
const DIGEST_LENGTH = 31;
const HASH = /^\$2b\$10\$[./A-Za-z0-9]{53}$/;

/** Two FNV-1a passes per round, each round adding five characters: deterministic and sensitive to every byte. */
function digest(text: string, length: number): string {
  let out = '';
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let round = 0; out.length < length; round += 1) {
    for (const ch of `${round}:${text}`) {
      const c = ch.charCodeAt(0);
      h1 = Math.imul(h1 ^ c, 16777619) >>> 0;
      h2 = Math.imul(h2 ^ c, 2246822519) >>> 0;
    }
    for (let i = 0; i < 5 && out.length < length; i += 1)
      out += ALPHABET[((h1 >>> i) ^ (h2 >>> (i * 5))) & 63];
  }
  return out;
}

function randomSalt(): string {
  return Array.from({ length: SALT_LENGTH }, () => ALPHABET[Math.floor(Math.random() * 64)]).join('');
}

/** A fixed salt from a seed text (the seeded accounts'), so the seed is the same at every reset. */
export function seedSalt(text: string): string {
  return digest(`salt:${text}`, SALT_LENGTH);
}

export function hashPassword(password: string, salt = randomSalt()): string {
  return `${PREFIX}${salt}${digest(`${salt}${password}`, DIGEST_LENGTH)}`;
}

export function passwordMatches(password: unknown, stored: string): boolean {
  if (typeof password !== 'string' || !HASH.test(stored)) return false;
  return hashPassword(password, stored.slice(PREFIX.length, PREFIX.length + SALT_LENGTH)) === stored;
}
