import { Avatar } from '@/components/ui/avatar';
import { displayUserId, type Contributor } from '@/features/leaderboard/api/leaderboard';
import { formatCountIN, truncate } from '@/lib/format/number';
import { BIO_PREVIEW_LENGTH, NO_BIO_PLACEHOLDER, NO_BIO_TOOLTIP } from '../leaderboard-constants';
import { Tooltip } from './tooltip';

const MEDALS = [
  'bg-amber-300 text-amber-950',
  'bg-slate-300 text-slate-900',
  'bg-orange-300 text-orange-950',
];

/** A bio cut at 30 characters with the whole text as a tooltip; a missing bio is a placeholder with its own tooltip. */
function Bio({ bio }: { bio: string }) {
  const full = bio.trim();
  const text = 'mt-0.5 text-sm text-slate-600 dark:text-slate-400';
  if (!full) {
    return (
      <p className={`${text} italic`}>
        <Tooltip content={NO_BIO_TOOLTIP}>{NO_BIO_PLACEHOLDER}</Tooltip>
      </p>
    );
  }
  const shown = truncate(full, BIO_PREVIEW_LENGTH);
  return <p className={text}>{shown === full ? full : <Tooltip content={full}>{shown}</Tooltip>}</p>;
}

/** One leaderboard row: rank, picture (initials when missing or broken), name, displayed id, bio, contributions. */
export function ContributorRow({ contributor: c, rank }: { contributor: Contributor; rank: number }) {
  const name = c.name || 'Unnamed contributor';
  return (
    <li className="relative flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-5">
      <span
        className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums ${
          MEDALS[rank - 1] ?? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
        }`}
      >
        <span className="sr-only">Rank </span>
        {rank}
      </span>
      <Avatar src={c.profilePicture} name={name} size={40} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-slate-900 dark:text-white">{name}</span>
          <span className="font-mono text-xs text-slate-600 dark:text-slate-400">
            ID {displayUserId(c.userId)}
          </span>
        </p>
        <Bio bio={c.bio} />
      </div>
      <p className="shrink-0 text-right">
        <span className="block text-lg font-bold text-slate-900 tabular-nums dark:text-white">
          {formatCountIN(c.contributions)}
        </span>
        {/* The column's heading says it on a phone; screen readers always hear it. */}
        <span className="sr-only text-xs text-slate-600 sm:not-sr-only sm:block dark:text-slate-400">
          {' '}
          contributions
        </span>
      </p>
    </li>
  );
}

/** A row's shape while the first page loads, the same height as a real row so nothing moves. */
export function ContributorRowSkeleton() {
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-5">
      <span className="h-8 w-8 shrink-0 rounded-full bg-slate-200 dark:bg-slate-800" />
      <span className="h-10 w-10 shrink-0 rounded-full bg-slate-200 dark:bg-slate-800" />
      <span className="min-w-0 flex-1 space-y-2 py-1">
        <span className="block h-4 w-2/5 rounded bg-slate-200 dark:bg-slate-800" />
        <span className="block h-3.5 w-3/5 rounded bg-slate-200 dark:bg-slate-800" />
      </span>
      <span className="h-9 w-16 shrink-0 rounded bg-slate-200 dark:bg-slate-800" />
    </li>
  );
}
