import { Outlet } from 'react-router-dom';
import { InstallBanner } from '@/features/install/components/install-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <InstallBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
