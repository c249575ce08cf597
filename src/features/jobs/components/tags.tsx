const TYPE_STYLES: Record<string, string> = {
  'full-time':
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-800',
  'part-time':
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-800',
  internship:
    'bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-950/60 dark:text-violet-200 dark:ring-violet-800',
  contract:
    'bg-orange-50 text-orange-800 ring-orange-200 dark:bg-orange-950/60 dark:text-orange-200 dark:ring-orange-800',
  remote: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950/60 dark:text-sky-200 dark:ring-sky-800',
  hybrid:
    'bg-indigo-50 text-indigo-800 ring-indigo-200 dark:bg-indigo-950/60 dark:text-indigo-200 dark:ring-indigo-800',
};
const NEUTRAL =
  'bg-slate-100 text-slate-800 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700';
const pill =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function JobTypeBadge({ type }: { type: string }) {
  if (!type) return null;
  return <span className={`${pill} ${TYPE_STYLES[type.toLowerCase()] ?? NEUTRAL}`}>{type}</span>;
}

export function ExpiredBadge() {
  return (
    <span
      className={`${pill} bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-800`}
    >
      Expired
    </span>
  );
}

/** Skills or keywords as small chips; `limit` shows the first few and "+N more". */
export function TagList({
  items,
  label,
  limit,
  tone = 'skill',
}: {
  items: readonly string[];
  label: string;
  limit?: number;
  tone?: 'skill' | 'keyword';
}) {
  if (items.length === 0) return null;
  const shown = limit ? items.slice(0, limit) : items;
  const rest = items.length - shown.length;
  const style =
    tone === 'skill'
      ? 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-200'
      : 'bg-slate-100 text-slate-700 dark:bg-slate-800/70 dark:text-slate-300';
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((item) => (
        <li key={item} className={`rounded-md px-2 py-0.5 text-xs font-medium ${style}`}>
          {tone === 'keyword' ? `#${item}` : item}
        </li>
      ))}
      {rest > 0 && (
        <li className="px-1 py-0.5 text-xs font-medium text-slate-600 dark:text-slate-400">+{rest} more</li>
      )}
    </ul>
  );
}
