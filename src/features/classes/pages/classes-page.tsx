import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { toErrorMessage } from '@/lib/http/errors';
import { useEarlyInput, usePrerenderedList } from '@/lib/hydration';
import { useClasses } from '@/entities/class/use-classes';
import { ALL, filterClasses, tabFromRoute, tabLabel } from '../category';
import { ClassCard, ClassCardSkeleton } from '../components/class-card';
import { ClassTabs } from '../components/class-tabs';
import { PricingSection } from '../components/pricing-section';
import { TestimonialsSection } from '../components/testimonials-section';
import { TypingHeadline } from '../components/typing-headline';
import { OfflineCopyNote } from '@/components/ui/offline-copy-note';

/** As many skeletons as a category usually has classes, so the list keeps its height when they arrive. */
const SKELETON_COUNT = 3;
const HEADLINE_LEAD = 'Live classes in';
const HEADLINE_PHRASES = ['Web Development', 'DSA', 'AI/ML', 'App Development', 'Data Science'] as const;

// One to three columns; the minimum height holds three cards' worth of room at every width (see SKELETON_COUNT).
const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
const reserve = 'min-h-[41rem] sm:min-h-[27rem] lg:min-h-[13rem]';

export default function ClassesPage() {
  const { category } = useParams();
  const tab = tabFromRoute(category);
  const label = tabLabel(tab);
  useDocumentTitle(tab === ALL ? 'Live classes' : `${label} live classes`);
  const classes = useClasses();
  const { data: arrived, loading } = usePrerenderedList(classes);
  const [query, setQuery] = useState('');
  const change = (e: ChangeEvent<HTMLInputElement>) => setQuery(e.target.value);
  const early = useEarlyInput(query, change);
  const searchId = useId();
  const shown = useMemo(() => filterClasses(arrived ?? [], tab, query), [arrived, tab, query]);
  const inTab = useMemo(() => filterClasses(arrived ?? [], tab, ''), [arrived, tab]);
  const searching = query.trim() !== '';

  let list;
  if (loading) {
    list = (
      <>
        <p role="status" className="sr-only">
          Loading classes…
        </p>
        <div className={grid}>
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <ClassCardSkeleton key={i} />
          ))}
        </div>
      </>
    );
  } else if (classes.isError) {
    list = (
      <ErrorState
        title="Failed to fetch data"
        message={`We couldn't load the classes. ${toErrorMessage(classes.error)}`}
        onRetry={() => void classes.refetch()}
      />
    );
  } else if (inTab.length === 0) {
    list = (
      <EmptyState title={`No classes found for ${label}.`}>
        New live classes are added every month.
      </EmptyState>
    );
  } else if (shown.length === 0) {
    list = (
      <EmptyState
        title={`No classes match “${query.trim()}” in ${label}.`}
        action={<Button onClick={() => setQuery('')}>Clear search</Button>}
      >
        Search looks at titles, instructors, levels and class types.
      </EmptyState>
    );
  } else {
    list = (
      <ul className={grid}>
        {shown.map((card) => (
          <li key={card.id}>
            <ClassCard card={card} tab={tab} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-7xl px-4 pb-8 pt-10 sm:px-6 sm:pt-14">
          <div className="flex items-center justify-between gap-8">
            <div className="min-w-0 max-w-2xl">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
                Live classes
              </p>
              <div className="mt-2">
                <TypingHeadline lead={HEADLINE_LEAD} phrases={HEADLINE_PHRASES} />
              </div>
              <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
                Learn from working engineers in small live batches, ask questions as you go and build projects
                you can show.
              </p>
            </div>
            <img
              src="/images/classes/live-class.svg"
              alt=""
              width={360}
              height={280}
              className="hidden h-auto w-80 shrink-0 lg:block"
            />
          </div>
          <div className="mt-8 max-w-xl">
            <label
              htmlFor={searchId}
              className="block text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              Search classes
            </label>
            <input
              ref={early}
              id={searchId}
              type="search"
              value={query}
              onChange={change}
              placeholder="Title, instructor, level…"
              autoComplete="off"
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
            />
          </div>
          <div className="mt-6">
            <ClassTabs current={tab} />
          </div>
        </div>
      </section>

      <section aria-labelledby="class-list-title" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="mb-5 empty:hidden">
          <OfflineCopyNote list="v1/classes/all" what="classes" />
        </div>
        {/* The count has a line of its own, held open while it is empty: beside the heading it wrapped onto a
            new line on a phone when it arrived, and the list below moved down. */}
        <div className="mb-5 space-y-1">
          <h2 id="class-list-title" className="text-2xl font-bold text-slate-900 dark:text-white">
            {tab === ALL ? 'All classes' : `${label} classes`}
          </h2>
          <p aria-live="polite" className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
            {classes.data && !loading && inTab.length > 0
              ? searching
                ? `${shown.length} of ${inTab.length} ${inTab.length === 1 ? 'class' : 'classes'} match`
                : `${inTab.length} ${inTab.length === 1 ? 'class' : 'classes'}`
              : ''}
          </p>
        </div>
        <div className={reserve}>{list}</div>
      </section>

      <PricingSection />
      <TestimonialsSection />
    </>
  );
}
