import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '@/lib/email';

describe('one email rule for every form', () => {
  it.each(['a@b.co', 'first.last@mail.example.com', 'asha+jobs@example.dev'])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', 'a@b.c', 'a @b.co', 'a@.co', 'a@b..co', '@b.co'])('refuses "%s"', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});
