import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginState } from '@/lib/login-redirect';
import { sessionEndNotice } from '@/lib/session-ended';
import { useSession } from '@/lib/use-session';

/**
 * A route that needs a login: no valid, unexpired session → /login, carrying the origin and a message (why the
 * session ended, when it just did).
 */
export function RequireLogin({ message }: { message?: string }) {
  const session = useSession();
  const location = useLocation();
  if (!session)
    return <Navigate to="/login" replace state={loginState(location, sessionEndNotice() ?? message)} />;
  return <Outlet />;
}
