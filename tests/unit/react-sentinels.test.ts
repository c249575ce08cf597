import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { REACT_SENTINELS, withoutSentinelStacks } from '../../build/react-sentinels';

const require = createRequire(import.meta.url);
const reactDomClient = readFileSync(
  join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js'),
  'utf8',
);

describe("react-dom's sentinel errors, made without stacks (build/react-sentinels.ts)", () => {
  it('replaces each of the installed react-dom’s five sentinels, and the result still parses', () => {
    const out = withoutSentinelStacks(reactDomClient);
    for (const name of REACT_SENTINELS) {
      expect(out).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
      expect(out).toContain(`${name} = Object.assign(Object.create(Error.prototype), {`);
    }
    expect(() => new Script(out)).not.toThrow();
  });

  it('keeps what a sentinel is: an Error with its message and one identity', () => {
    const made = new Script(
      withoutSentinelStacks(
        REACT_SENTINELS.map((name, i) => `var ${name} = Error(formatProdErrorMessage(${i}));`).join('\n'),
      ) + `\n[${REACT_SENTINELS.join(', ')}]`,
    ).runInNewContext({
      Error,
      Object,
      formatProdErrorMessage: (n: number) => `React error #${n}`,
    }) as Error[];
    made.forEach((sentinel, i) => {
      expect(sentinel).toBeInstanceOf(Error);
      expect(sentinel.message).toBe(`React error #${i}`);
      expect(sentinel.stack).toBeUndefined();
    });
  });

  it('fails the build, naming what is missing, when react-dom no longer has a sentinel', () => {
    const without = reactDomClient.replace(
      'SuspenseyCommitException = Error(',
      'SuspenseyCommitException = make(',
    );
    expect(() => withoutSentinelStacks(without)).toThrow(/SuspenseyCommitException/);
  });
});
