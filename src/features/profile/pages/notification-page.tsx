import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { PageHeader } from '../components/page-header';

export default function NotificationPage() {
  useDocumentTitle('Notifications');
  return (
    <div>
      <PageHeader title="Notifications" />
      <div className="rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mx-auto h-12 w-12 text-slate-400 dark:text-slate-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path
            d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
          You have no new notifications.
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          When something needs your attention, it will show up here.
        </p>
        <ButtonLink to="/profile" variant="outline2" className="mt-6">
          Back to profile
        </ButtonLink>
      </div>
    </div>
  );
}
