import type { Plugin } from 'vite';

/**
 * react-dom makes five sentinel errors when its module is evaluated: values it throws and catches itself and
 * compares by identity (a suspended render, a hydration mismatch…); nobody sees them or their stacks.
 *
 * Constructing an `Error` while DevTools or Lighthouse is attached records a detailed stack, and to give each
 * frame a line number V8 re-parses every function on the stack that it compiled without source positions. At
 * start-up that stack holds react-dom's whole module and the entry's top level: about 20 ms on a fast phone,
 * 4× that under Lighthouse's mobile CPU, all of it in the entry's one long task and counted as blocking time.
 * Users without DevTools never pay it, but every performance measurement does.
 *
 * Made with `Object.create(Error.prototype)` instead, the sentinels are still errors (`instanceof Error`, a
 * message, the same identity), just without a stack, so nothing is re-parsed.
 */
export const REACT_SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const SENTINEL = new RegExp(
  `\\b(${REACT_SENTINELS.join('|')}) = Error\\(formatProdErrorMessage\\((\\d+)\\)\\)`,
  'g',
);

/** react-dom's production client with its sentinels made without stacks; fails if any of them is not found. */
export function withoutSentinelStacks(code: string): string {
  const found = new Set<string>();
  const out = code.replace(SENTINEL, (_m, name: string, code: string) => {
    found.add(name);
    return `${name} = Object.assign(Object.create(Error.prototype), { message: formatProdErrorMessage(${code}) })`;
  });
  const missing = REACT_SENTINELS.filter((name) => !found.has(name));
  if (missing.length) {
    throw new Error(
      `react-dom changed: no sentinel error found for ${missing.join(', ')} (build/react-sentinels.ts)`,
    );
  }
  return out;
}

export function reactSentinelsWithoutStacks(): Plugin {
  return {
    name: 'react-sentinels-without-stacks',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id)) return null;
      return { code: withoutSentinelStacks(code), map: null };
    },
  };
}
