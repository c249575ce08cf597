import { useEffect } from 'react';
import type { UserListItem } from '@/entities/user/users';
import { normaliseEmail, readableNameFromEmail } from '@/lib/validation/email';
import { storeCurrentUser } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';

/**
 * Admin and superadmin have no profile call, so a login names them after their email ("Admin"). The users list
 * their dashboards load holds the account's own name: once it has arrived, the stored user takes it (the sidebar,
 * the greeting and later visits then use it). Only that stand-in is replaced, never a name the person chose.
 */
export function useOwnNameFrom(users: readonly UserListItem[] | undefined): void {
  const session = useSession();
  useEffect(() => {
    const user = session?.user;
    if (!user || !users || user.name !== readableNameFromEmail(user.email)) return;
    const email = normaliseEmail(user.email);
    const own = users.find((u) => (user.id && u.id === user.id) || normaliseEmail(u.email) === email);
    const name = own?.name.trim();
    if (name && name !== user.name) storeCurrentUser({ ...user, name });
  }, [session, users]);
}
