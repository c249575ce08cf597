import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { InstallBanner } from '@/features/install/components/install-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      {/* Boundaries of their own: on a prerendered page React hydrates the page first and these after it, so the
          page's own content (the board's first cards) does not wait for them. Their links work as plain links
          meanwhile, and a click on one makes React hydrate it at once. Nothing in them suspends: no fallback. */}
      <Suspense fallback={null}>
        <InstallBanner />
        <SiteHeader />
      </Suspense>
      {/* At least a screen tall, so the footer starts below the first screen and never moves into view (or
          out of it) when a page's data arrives: no layout shift from a short loading state. */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
