import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginState } from '@/lib/login-redirect';
import { hasRank, type RankedRole } from '@/lib/roles';
import { useSession } from '@/lib/use-session';

/** Guarded dashboards: a visitor goes to /login with the origin; a rank below `min` goes to /unauthorized. */
export function RequireRank({ min }: { min: RankedRole }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={loginState(location)} />;
  if (!hasRank(session.user.role, min)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
