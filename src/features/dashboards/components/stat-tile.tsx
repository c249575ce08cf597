/** One figure with its label. `value` is always a real count or measure, never a placeholder number. */
export function StatTile({
  label,
  value,
  hint,
  tone = 'brand',
}: {
  label: string;
  value: string;
  hint?: string;
  tone?: 'brand' | 'green' | 'slate' | 'orange';
}) {
  const tones = {
    brand: 'text-brand-800 dark:text-brand-200',
    green: 'text-emerald-800 dark:text-emerald-300',
    slate: 'text-slate-800 dark:text-slate-200',
    orange: 'text-orange-800 dark:text-orange-300',
  } as const;
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-950">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {label}
      </dt>
      <dd className={`mt-1 text-2xl font-extrabold ${tones[tone]}`}>{value}</dd>
      {hint && <dd className="text-xs text-slate-600 dark:text-slate-400">{hint}</dd>}
    </div>
  );
}
