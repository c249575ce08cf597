import { expect } from 'vitest';

/** What an answer reader makes of `body`, failing the test when it refuses it (undefined: an unexpected answer). */
export function readOk<T>(read: (body: unknown) => T | undefined, body: unknown): T {
  const value = read(body);
  expect(value).toBeDefined();
  return value as T;
}
