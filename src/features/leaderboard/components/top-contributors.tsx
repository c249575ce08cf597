import { Avatar } from '@/components/ui/avatar';
import { Img } from '@/components/ui/img';
import { TOP_CONTRIBUTORS } from '@/data/top-contributors';
import { formatCountIN } from '@/lib/format/number';

/** The static top contributors from built-in data: picture, name, points and what they did. */
export function TopContributors({ headingId }: { headingId: string }) {
  return (
    <div>
      <h3 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        Top Contributors
      </h3>
      <ul aria-labelledby={headingId} className="mt-4 space-y-4">
        {TOP_CONTRIBUTORS.map((c) => (
          <li
            key={c.name}
            className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
          >
            <Img
              src={c.img}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="h-16 w-16 shrink-0 rounded-full"
              fallback={<Avatar name={c.name} size={64} />}
            />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900 dark:text-white">{c.name}</p>
              <p className="text-sm font-medium text-brand-700 dark:text-brand-300">
                {formatCountIN(c.points)} points
              </p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{c.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
