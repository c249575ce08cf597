import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useSession } from '@/lib/session/use-session';
import { PostJobFormView } from '../components/post-job-form-view';
import { PostJobGate } from '../components/post-job-gate';
import { canPostJobs } from '../job-rules';

export default function PostJobPage() {
  useDocumentTitle('Post a job');
  const session = useSession();
  if (!session || !canPostJobs(session.user.role)) return <PostJobGate role={session?.user.role ?? null} />;
  return (
    <div className="bg-slate-50 dark:bg-slate-950">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
          Careers
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          Post a vacancy
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Tell candidates about the role. It appears on the jobs board as soon as you post it.
        </p>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <PostJobFormView userId={session.user.id || session.user.email} />
        </div>
      </div>
    </div>
  );
}
