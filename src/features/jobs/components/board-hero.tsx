import type { ComponentProps } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { formatCountIN } from '@/lib/format/number';
import { BoardFilters } from './board-controls';

type Props = ComponentProps<typeof BoardFilters> & {
  /** Open roles on the board; null until the list is in. */
  openRoles: number | null;
  canPost: boolean;
};

/** The board's heading, its count of open roles and its filters. */
export function BoardHero({ openRoles, canPost, ...filters }: Props) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-10 sm:px-6 sm:pt-14">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
              Careers
            </p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
              Find your next tech job
            </h1>
            <p className="mt-3 max-w-2xl text-base text-slate-700 dark:text-slate-300">
              Internships, first jobs and senior roles from companies hiring in the CodersHub community.
            </p>
            {/* A line of its own, its height held: the paragraph above is the page's largest text, and growing
                  it when the list arrives would make the arrival the page's largest paint. */}
            <p
              data-testid="open-roles"
              className="mt-1 min-h-6 text-base font-medium text-slate-800 dark:text-slate-200"
            >
              {openRoles !== null &&
                `${formatCountIN(openRoles)} open ${openRoles === 1 ? 'role' : 'roles'} right now.`}
            </p>
          </div>
          {canPost && (
            <ButtonLink to="/career/post-job" size="lg" className="self-start sm:self-auto">
              Post a Job
            </ButtonLink>
          )}
        </div>
        <div className="mt-6 sm:mt-8">
          <BoardFilters {...filters} />
        </div>
      </div>
    </section>
  );
}
