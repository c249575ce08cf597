import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { useSession } from '@/lib/session/use-session';
import { heroCopy } from '../hero-copy';

/** The landing hero: headline, sub-text and actions by role; `children` is the site-wide search slot. */
export function Hero({ children }: { children?: ReactNode }) {
  const session = useSession();
  const copy = heroCopy(session?.user.role ?? null);
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">
          {copy.headline} <span className="text-brand-700 dark:text-brand-300">CodersHub</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{copy.subText}</p>
        {children}
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          {session ? (
            <>
              {copy.action && (
                <ButtonLink to={copy.action.to} size="lg">
                  {copy.action.label}
                </ButtonLink>
              )}
              <ButtonLink to="/career" size="lg" variant={copy.action ? 'outline' : 'primary'}>
                Explore now
              </ButtonLink>
              <ButtonLink to="/classes" size="lg" variant="outline2">
                See classes
              </ButtonLink>
            </>
          ) : (
            // Hidden before hydration when a login is stored (see index.css): a member is never invited to join.
            <div className="contents" data-visitor-only>
              <ButtonLink to="/register" size="lg">
                Get Started
              </ButtonLink>
              <ButtonLink to="/career" size="lg" variant="outline2">
                Browse jobs
              </ButtonLink>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
