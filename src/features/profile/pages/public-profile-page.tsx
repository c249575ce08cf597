import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { formatDate } from '@/lib/format/dates';
import { ROLE_LABEL, parseRole, type Role } from '@/lib/session/roles';
import { unslugify } from '@/lib/format/slug';
import type { PublicUser } from '../api/get-public-user';
import { NotFoundView } from '@/components/ui/not-found-view';
import { publicProfileError } from '../public-user-error';
import { useGoBack } from '@/components/ui/use-go-back';
import { usePublicUser } from '../api/use-public-user';

function ProfileFrame({
  name,
  username,
  picture,
  role,
  children,
}: {
  name: string;
  username?: string;
  picture?: string;
  role: Role;
  children: ReactNode;
}) {
  return (
    <article className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <div
        aria-hidden="true"
        className="h-24 bg-gradient-to-r from-brand-600 via-brand-500 to-orange-400 sm:h-32 dark:from-brand-900 dark:via-brand-800 dark:to-orange-900"
      />
      <div className="px-5 pb-6 sm:px-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
          <Avatar
            src={picture}
            name={name}
            size={104}
            className="-mt-12 ring-4 ring-white sm:-mt-14 dark:ring-slate-900"
          />
          <div className="min-w-0 sm:pt-3">
            <h1 className="break-words text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {name}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              {username && <span className="break-all">@{username}</span>}
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-800 dark:bg-slate-800 dark:text-brand-200">
                {ROLE_LABEL[role]}
              </span>
            </p>
          </div>
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </article>
  );
}

const STATS: { key: keyof PublicUser['stats']; label: string }[] = [
  { key: 'followers', label: 'Followers' },
  { key: 'following', label: 'Following' },
  { key: 'posts', label: 'Posts' },
];

function LoadedProfile({ user, role }: { user: PublicUser; role: Role }) {
  return (
    <ProfileFrame
      name={user.name || user.username}
      username={user.username}
      picture={user.avatarUrl}
      role={role}
    >
      <dl className="grid grid-cols-3 gap-2 sm:max-w-md">
        {STATS.map((s) => (
          <div
            key={s.key}
            className="flex flex-col-reverse rounded-xl bg-slate-50 px-3 py-3 text-center dark:bg-slate-800/60"
          >
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{s.label}</dt>
            <dd className="text-xl font-bold text-slate-900 dark:text-white">{user.stats[s.key] ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-lg font-bold text-slate-900 dark:text-white">About</h2>
      <p className="mt-2 whitespace-pre-line break-words text-slate-700 dark:text-slate-300">
        {user.bio || 'This member has not written a bio yet.'}
      </p>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Joined {formatDate(user.joinedAt)}</p>
    </ProfileFrame>
  );
}

/** /{role}/{nameSlug}/{id}: a person's public profile; a first segment that is no person's role is the site's 404. */
export default function PublicProfilePage() {
  const { role: roleParam = '', nameSlug = '', id = '' } = useParams();
  const role = parseRole(roleParam);
  const query = usePublicUser(id, role !== null);
  const goBack = useGoBack();
  const urlName = unslugify(nameSlug) || 'CodersHub member';
  useDocumentTitle(role ? query.data?.name || urlName : 'Page not found');

  if (!role) return <NotFoundView />;

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingState label="Loading profile…" />;
  } else if (query.isError) {
    const problem = publicProfileError(query.error);
    body = (
      <ProfileFrame name={urlName} role={role}>
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950/40"
        >
          <p className="font-semibold text-red-800 dark:text-red-200">{problem.message}</p>
          <p className="mt-1 text-sm text-red-800 dark:text-red-200">{problem.help}</p>
        </div>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          Only the name and role from the link are shown.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={goBack}>Go Back</Button>
          {problem.retry && (
            <Button variant="outline2" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {query.isFetching ? 'Trying…' : 'Try again'}
            </Button>
          )}
        </div>
      </ProfileFrame>
    );
  } else {
    body = <LoadedProfile user={query.data} role={role} />;
  }
  return <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">{body}</div>;
}
