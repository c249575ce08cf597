import { Outlet } from 'react-router-dom';
import { InstallBanner } from '@/features/install/components/install-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <InstallBanner />
      <SiteHeader />
      {/* At least a screen tall, so the footer starts below the first screen and never moves into view (or
          out of it) when a page's data arrives: no layout shift from a short loading state. */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
