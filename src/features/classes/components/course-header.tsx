import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ALL, readCategory, tabLabel, type ClassTab } from '../category';
import { formatDay, type Course } from '../course';
import { averageRating } from '../reviews';
import { downloadSyllabus } from '../syllabus';
import { useReviews } from '../use-reviews';
import { StarRating } from './star-rating';

/** Breadcrumb, title, subtitle, description, last updated, language and Download Syllabus. */
export function CourseHeader({ course, tab }: { course: Course; tab: ClassTab }) {
  const category = readCategory(course.category);
  // The figure the student feedback shows: the average of the reviews shown, else what the source says.
  const { reviews } = useReviews(course.id, course.sampleReviews);
  const rating = averageRating(reviews) ?? course.rating;
  const facts = [
    course.lastUpdated && `Last updated ${formatDay(course.lastUpdated)}`,
    course.language && `Language: ${course.language}`,
  ].filter((f): f is string => typeof f === 'string' && f !== '');

  return (
    <header>
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          <li>
            <Link
              to={`/classes/${ALL}`}
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              Classes
            </Link>
          </li>
          {tab !== ALL && (
            <li className="flex items-center gap-1">
              <span aria-hidden="true">/</span>
              <Link
                to={`/classes/${tab}`}
                className="font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                {tabLabel(tab)}
              </Link>
            </li>
          )}
          <li className="flex min-w-0 max-w-full items-center gap-1">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="truncate">
              {course.title || 'Course'}
            </span>
          </li>
        </ol>
      </nav>

      <div className="mt-4 flex flex-wrap gap-2 text-xs font-semibold">
        {category && (
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800 dark:bg-slate-800 dark:text-brand-200">
            {tabLabel(category)}
          </span>
        )}
        {course.type && (
          <span className="rounded-full bg-orange-50 px-2.5 py-1 text-orange-800 dark:bg-orange-950/50 dark:text-orange-200">
            {course.type}
          </span>
        )}
      </div>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {course.title || 'Untitled course'}
      </h1>
      {course.subtitle && (
        <p className="mt-3 text-lg font-medium text-slate-800 dark:text-slate-200">{course.subtitle}</p>
      )}
      {course.description && (
        <p className="mt-3 max-w-3xl whitespace-pre-line leading-relaxed text-slate-700 dark:text-slate-300">
          {course.description}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
        {rating !== null && (
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="font-semibold text-slate-900 dark:text-white">
              {rating.toFixed(1)}
            </span>
            <StarRating stars={rating} />
          </span>
        )}
        {course.instructor.name && <span>By {course.instructor.name}</span>}
        {facts.map((f) => (
          <span key={f}>{f}</span>
        ))}
      </div>
      <div className="mt-5">
        <Button variant="outline" onClick={() => downloadSyllabus(course)}>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M10 3v10m0 0-4-4m4 4 4-4M4 16h12" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          Download Syllabus
        </Button>
      </div>
    </header>
  );
}
