import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { ROLE_LABEL } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';

export default function UnauthorizedPage() {
  const session = useSession();
  useDocumentTitle('Not allowed');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-orange-700 dark:text-orange-400">403</p>
      <h1 className="mt-4 text-2xl font-bold">You don’t have access to this page</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {session
          ? `Your account (${ROLE_LABEL[session.user.role]}) does not have the role this page needs.`
          : 'This page needs an account with a higher role.'}
      </p>
      <div className="mt-8 flex gap-3">
        <ButtonLink to="/">Go home</ButtonLink>
        {session && (
          <ButtonLink to="/profile" variant="outline2">
            My dashboard
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
