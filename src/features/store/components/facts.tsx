import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
  /**
   * A value that must stay on one line (an ISBN: its hyphens would otherwise let it wrap mid-number). It takes
   * the whole row, so it has the room.
   */
  unbroken?: boolean;
}

/** Key facts as a description list: a term above its value, two columns where there is room. */
export function Facts({ facts, className = '' }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-3 text-sm ${className}`}>
      {facts.map(({ term, value, unbroken = false }) => (
        <div key={term} className={unbroken ? 'col-span-2 min-w-0' : 'min-w-0'}>
          <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
          <dd
            className={`mt-0.5 font-semibold text-slate-900 dark:text-white ${
              unbroken ? 'whitespace-nowrap' : 'break-words'
            }`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
