import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginState } from '@/lib/login-redirect';
import { sessionEndNotice } from '@/lib/session-ended';
import { hasRank, type RankedRole } from '@/lib/roles';
import { useSession } from '@/lib/use-session';

/**
 * Guarded dashboards: a visitor goes to /login with the origin (and why, when a session just ended); a rank
 * below `min` goes to /unauthorized.
 */
export function RequireRank({ min }: { min: RankedRole }) {
  const session = useSession();
  const location = useLocation();
  if (!session)
    return <Navigate to="/login" replace state={loginState(location, sessionEndNotice() ?? undefined)} />;
  if (!hasRank(session.user.role, min)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
