import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadingState, ErrorState } from '@/components/ui/states';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { getMyProfile, hasProfileCall, myProfileKey } from '@/entities/user/my-profile';
import { toErrorMessage } from '@/lib/http/errors';
import type { CurrentUser } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';
import { LocalProfileForm } from '../components/local-profile-form';
import { PageHeader } from '../components/page-header';
import { PasswordSection } from '../components/password-section';
import { PictureSection } from '../components/picture-section';
import { ServerProfileForm, useServerProfileForm } from '../components/server-profile-form';
import { hasServerProfile, type ServerRole } from '../server-profile';

export const EDIT_PROFILE_TEXT = {
  server: 'Changes are saved to your account on the server, and you see them wherever you sign in.',
  local: 'Changes are saved in this browser: the superadmin has no profile on the server to keep them.',
  loading: 'Loading your profile…',
  loadFailed: 'Your profile could not be loaded',
} as const;

/** The form once the server's document is here (an admin has no profile call: the session is all there is). */
function ServerProfileEditor({
  role,
  user,
  doc,
}: {
  role: ServerRole;
  user: CurrentUser;
  doc: Record<string, unknown>;
}) {
  const queryClient = useQueryClient();
  const form = useServerProfileForm(role, doc, user);
  const remember = (next: Record<string, unknown>) => {
    if (hasProfileCall(role)) queryClient.setQueryData(myProfileKey(role, user.id), next);
  };
  return (
    <div className="grid gap-6">
      <ServerProfileForm role={role} user={user} form={form} onSaved={remember} />
      <PictureSection
        role={role}
        user={user}
        onUploaded={(url) => {
          // The link field shows the picture now on the account (its value and its default), so a later save keeps it.
          form.resetField('picture', { defaultValue: url });
          remember({ ...doc, profilePicture: url, imageUrl: url });
        }}
      />
      <PasswordSection role={role} />
    </div>
  );
}

function ServerProfile({ role, user }: { role: ServerRole; user: CurrentUser }) {
  const profileRole = hasProfileCall(role) ? role : null;
  const query = useQuery({
    queryKey: profileRole ? myProfileKey(profileRole, user.id) : ['my-profile', role, user.id],
    queryFn: async () => (profileRole ? (await getMyProfile(profileRole)).raw : {}),
    enabled: profileRole !== null,
  });
  if (!profileRole) return <ServerProfileEditor role={role} user={user} doc={{}} />;
  if (query.isPending) return <LoadingState label={EDIT_PROFILE_TEXT.loading} />;
  // Without the server's document the form would send blanks over what it holds: no form, a retry.
  if (query.isError)
    return (
      <ErrorState
        title={EDIT_PROFILE_TEXT.loadFailed}
        message={toErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  return <ServerProfileEditor role={role} user={user} doc={query.data} />;
}

/** /profile/editProfile: each role's profile on its own route; the superadmin's, which has none, in this browser. */
export default function EditProfilePage() {
  useDocumentTitle('Edit profile');
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  return (
    <div>
      <PageHeader title="Edit profile">
        {hasServerProfile(user.role) ? EDIT_PROFILE_TEXT.server : EDIT_PROFILE_TEXT.local}
      </PageHeader>
      {hasServerProfile(user.role) ? (
        <ServerProfile role={user.role} user={user} />
      ) : (
        <LocalProfileForm user={user} />
      )}
    </div>
  );
}
