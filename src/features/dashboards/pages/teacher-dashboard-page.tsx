import { useMemo } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { toErrorMessage } from '@/lib/http/errors';
import { ROLE_LABEL } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';
import { useClasses } from '@/entities/class/use-classes';
import { DashboardHeader, DashboardSection } from '../components/dashboard-section';
import { StatTile } from '../components/stat-tile';
import { TeacherClassList } from '../components/teacher-class-list';
import { classStats, classesTaughtBy } from '../teacher-classes';
import { useScrollToHash } from '../use-scroll-to-hash';

export const MY_CLASSES_ID = 'my-classes';

/** /teacher-dashboard (teacher or higher): the signed-in teacher's classes from the class catalogue. */
export default function TeacherDashboardPage() {
  useDocumentTitle('Teacher Dashboard');
  const session = useSession();
  const user = session?.user;
  const classes = useClasses();
  const mine = useMemo(
    () => classesTaughtBy(classes.data ?? [], { id: user?.id ?? '', name: user?.name ?? '' }),
    [classes.data, user?.id, user?.name],
  );
  const stats = classStats(mine);
  useScrollToHash(!classes.isPending);

  return (
    <div className="space-y-6">
      <DashboardHeader
        title="Teacher Dashboard"
        actions={
          <ButtonLink to="/classes" variant="outline2" size="sm">
            Browse all classes
          </ButtonLink>
        }
      >
        {user?.name ? `Welcome, ${user.name}.` : 'Welcome.'} Your classes, as the class catalogue lists them.
      </DashboardHeader>

      {classes.isSuccess && mine.length > 0 && (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <StatTile label="Classes" value={String(stats.count)} />
          <StatTile
            label="Average rating"
            value={stats.averageRating === null ? '—' : stats.averageRating.toFixed(1)}
            hint="out of 5"
            tone="orange"
          />
          <StatTile label="Categories" value={String(stats.categories)} tone="slate" />
        </dl>
      )}

      <DashboardSection id={MY_CLASSES_ID} title="My classes" description="Classes whose instructor is you.">
        {classes.isPending ? (
          <LoadingState label="Loading your classes…" />
        ) : classes.isError ? (
          <ErrorState
            title="Could not load the classes"
            message={toErrorMessage(classes.error)}
            onRetry={() => void classes.refetch()}
          />
        ) : mine.length === 0 ? (
          <EmptyState
            title="No classes list you as their instructor yet."
            action={
              <ButtonLink to="/classes" variant="outline2" size="sm">
                Browse all classes
              </ButtonLink>
            }
          >
            {user && user.role !== 'teacher'
              ? `You are signed in as ${ROLE_LABEL[user.role]}; this list shows the classes of the signed-in teacher.`
              : `Classes are matched to your account${user?.name ? ` (${user.name})` : ''} as their instructor.`}
          </EmptyState>
        ) : (
          <TeacherClassList classes={mine} />
        )}
      </DashboardSection>
    </div>
  );
}
