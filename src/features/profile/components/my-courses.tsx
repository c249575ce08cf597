import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { formatDate } from '@/lib/format/dates';
import { enrolmentPath, useEnrolments } from '@/entities/class/enrolments';
import { SectionCard } from './section-card';

/** The courses this account paid for (kept in this browser), each with its payment id and a way back to it. */
export function MyCourses() {
  const enrolments = useEnrolments();
  return (
    <SectionCard id="courses" title="My courses">
      {enrolments.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Courses you enrol in are listed here, each with its payment ID. Find one among the{' '}
          <Link to="/classes" className="font-semibold text-brand-700 underline dark:text-brand-300">
            live classes
          </Link>
          .
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {enrolments.map((e) => {
            const title = e.title || 'Untitled course';
            return (
              <li
                key={e.courseId}
                className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">
                    {title}
                  </h3>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    Enrolled {formatDate(e.enrolledAt)}
                    <span className="sr-only">, </span>
                    <span className="block [overflow-wrap:anywhere]">
                      Payment ID <span className="font-mono">{e.paymentId}</span>
                    </span>
                  </p>
                </div>
                <ButtonLink
                  to={enrolmentPath(e)}
                  size="sm"
                  variant="outline"
                  className="shrink-0 self-start sm:self-center"
                >
                  Go to course<span className="sr-only">: {title}</span>
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
