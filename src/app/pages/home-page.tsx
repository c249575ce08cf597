import { lazy } from 'react';
import { LazySection } from '@/components/ui/lazy-section';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { Hero } from '@/features/home/components/hero';
import { InstallOverlay } from '@/features/install/components/install-overlay';

const ExploreSection = lazy(() => import('@/features/explore/components/explore-section'));

/**
 * The landing page composes sections owned by several features (a feature never imports another, so the
 * composition lives here). The hero is bundled up front; every section below the fold is a LazySection, so
 * its code and libraries load only as it approaches the viewport.
 */
export default function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <Hero />
      <LazySection component={ExploreSection} minHeight="100vh" label="Explore live classes" />
      <InstallOverlay />
    </>
  );
}
