import { lazy } from 'react';
import { LazySection } from '@/components/ui/lazy-section';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { Hero } from '@/features/home/components/hero';

const CommunitySection = lazy(() => import('@/features/community/components/community-section'));

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
      <LazySection component={CommunitySection} minHeight="38rem" label="Community" />
    </>
  );
}
