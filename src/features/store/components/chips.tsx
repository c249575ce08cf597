/** Genres, tags, skills or colours as small chips in a named list. */
export function Chips({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-200"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
