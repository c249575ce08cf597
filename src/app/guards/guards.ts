import { redirect, type MiddlewareFunction } from 'react-router-dom';
import { loginRedirectPath } from '@/lib/session/login-redirect';
import { hasRank, type RankedRole } from '@/lib/session/roles';
import { sessionEndNotice } from '@/lib/session/ended';
import { readSession } from '@/lib/session/session';

/**
 * A guarded part of the route table checks the session before anything below it loads: as route middleware,
 * which React Router runs before any of the matched routes' loaders (a parent's loader would run beside its
 * children's, and their requests would already have left). It runs again whenever the session changes
 * (RootLayout revalidates), so a session that ends on a protected page leaves it.
 */
function guard(min: RankedRole | null, message?: string): MiddlewareFunction {
  return ({ request }) => {
    const session = readSession();
    if (!session) throw redirect(loginRedirectPath(new URL(request.url), sessionEndNotice() ?? message));
    if (min && !hasRank(session.user.role, min)) throw redirect('/unauthorized');
  };
}

/** A route that needs a login: a visitor goes to /login with the origin and a message (why the session ended). */
export const requireLogin = (message?: string) => [guard(null, message)];

/** Guarded dashboards: a visitor goes to /login with the origin; a rank below `min` goes to /unauthorized. */
export const requireRank = (min: RankedRole) => [guard(min)];
