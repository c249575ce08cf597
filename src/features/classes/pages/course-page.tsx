import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { findCourseDetail } from '@/data/course-details';
import { toErrorMessage } from '@/lib/http/errors';
import { useClassItem } from '@/entities/class/use-classes';
import { tabFromRoute, type ClassTab } from '../category';
import { courseFromClass, courseFromSample, type Course } from '../course';
import { CourseHeader } from '../components/course-header';
import {
  IncludesSection,
  InstructorSection,
  LearningSection,
  TopicsSection,
} from '../components/course-sections';
import { PricePanel } from '../components/price-panel';
import { StudentFeedback } from '../components/student-feedback';

/**
 * A course: the built-in sample with this id when there is one (no request), else the class of the server's
 * list with this id. Only when neither knows it: the spec's 'Course Not Found'.
 */
export default function CoursePage() {
  const { category, id } = useParams();
  const tab = tabFromRoute(category);
  const sample = findCourseDetail(id);
  const server = useClassItem(id, sample === null);
  const course = sample ? courseFromSample(sample) : server.data ? courseFromClass(server.data) : null;
  useDocumentTitle(course ? course.title || 'Course' : 'Course');

  let body: ReactNode;
  if (course) body = <CourseView key={course.id} course={course} tab={tab} />;
  else if (server.isPending || server.isFetching) body = <LoadingState label="Loading course…" />;
  else if (server.isError)
    body = (
      <ErrorState
        title="We couldn't load this course"
        message={toErrorMessage(server.error)}
        onRetry={() => void server.refetch()}
      />
    );
  else body = <CourseNotFound tab={tab} />;

  return <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">{body}</div>;
}

function CourseNotFound({ tab }: { tab: ClassTab }) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      {/* The spec's sentence, whole, as the heading's text; shown as a title and a line under it. */}
      <h1 className="text-slate-900 dark:text-white">
        <span className="block text-3xl font-extrabold">Course Not Found</span>{' '}
        <span className="sr-only">—</span>{' '}
        <span className="mt-3 block text-base font-normal text-slate-700 dark:text-slate-300">
          The course you are looking for does not exist.
        </span>
      </h1>
      <ButtonLink to={`/classes/${tab}`} className="mt-8">
        Browse classes
      </ButtonLink>
    </div>
  );
}

function CourseView({ course, tab }: { course: Course; tab: ClassTab }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="lg:col-start-1">
        <CourseHeader course={course} tab={tab} />
      </div>
      {/* Beside the whole course on wide screens (sticky), right under the header on phones. */}
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <PricePanel course={course} />
      </div>
      <div className="space-y-6 lg:col-start-1">
        <LearningSection points={course.learningPoints} />
        <TopicsSection topics={course.topics} />
        <IncludesSection features={course.features} />
        <InstructorSection instructor={course.instructor} />
        <StudentFeedback courseId={course.id} samples={course.sampleReviews} />
      </div>
    </div>
  );
}
