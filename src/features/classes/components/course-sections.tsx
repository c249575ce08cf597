import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import type { Course } from '../course';
import { formatCountIN } from '@/lib/format/number';

const card =
  'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Tick() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-400"
      fill="currentColor"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z"
      />
    </svg>
  );
}

function Checklist({ items, columns = false }: { items: readonly string[]; columns?: boolean }) {
  return (
    <ul className={`grid gap-3 ${columns ? 'sm:grid-cols-2' : ''}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-800 dark:text-slate-200">
          <Tick />
          {item}
        </li>
      ))}
    </ul>
  );
}

export function LearningSection({ points }: { points: readonly string[] }) {
  if (!points.length) return null;
  return (
    <Section id="learn-title" title="What you'll learn">
      <Checklist items={points} columns />
    </Section>
  );
}

export function TopicsSection({ topics }: { topics: readonly string[] }) {
  if (!topics.length) return null;
  return (
    <Section id="topics-title" title="Related topics">
      <ul className="flex flex-wrap gap-2">
        {topics.map((t) => (
          <li
            key={t}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 dark:border-slate-600 dark:text-slate-200"
          >
            {t}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function IncludesSection({ features }: { features: readonly string[] }) {
  if (!features.length) return null;
  return (
    <Section id="includes-title" title="This course includes">
      <Checklist items={features} />
    </Section>
  );
}

export function InstructorSection({ instructor }: { instructor: Course['instructor'] }) {
  const name = instructor.name || 'Instructor to be announced';
  const facts = [
    instructor.rating !== null && `${instructor.rating.toFixed(1)} instructor rating`,
    instructor.students !== null && `${formatCountIN(instructor.students)} students`,
    instructor.courses !== null && `${instructor.courses} ${instructor.courses === 1 ? 'course' : 'courses'}`,
  ].filter((f): f is string => typeof f === 'string');
  return (
    <Section id="instructor-title" title="Instructor">
      <div className="flex items-center gap-4">
        <Avatar name={name} size={64} />
        <div>
          <p className="text-lg font-semibold text-slate-900 dark:text-white">{name}</p>
          {instructor.title && <p className="text-slate-700 dark:text-slate-300">{instructor.title}</p>}
        </div>
      </div>
      {facts.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          {facts.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}
