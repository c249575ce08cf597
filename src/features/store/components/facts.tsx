import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
}

/** Key facts as a description list: a term above its value, two columns where there is room. */
export function Facts({ facts, className = '' }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-3 text-sm ${className}`}>
      {facts.map(({ term, value }) => (
        <div key={term} className="min-w-0">
          <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="mt-0.5 break-words font-semibold text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
