import { lazy } from 'react';
import { LazySection } from '@/components/ui/lazy-section';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { Hero } from '@/features/home/components/hero';
import { InstallOverlay } from '@/features/install/components/install-overlay';
import { EXPLORE_SECTION_HEIGHT } from '@/features/explore/explore-height';
import { FEATURED_CAROUSEL_HEIGHT } from '@/features/projects/project-constants';
import { SearchTeaser } from '@/features/search/components/search-teaser';

/** The team section's height (px), held while its code loads: stacked on a phone, side by side from md. */
const TEAM_SECTION_HEIGHT = 'min-h-[52rem] md:min-h-[34rem]';

const FeaturedCarousel = lazy(() => import('@/features/projects/components/featured-carousel'));
const ExploreSection = lazy(() => import('@/features/explore/components/explore-section'));
const RealWorldProjects = lazy(() => import('@/features/leaderboard/components/real-world-projects-section'));
const CommunitySection = lazy(() => import('@/features/community/components/community-section'));
const TeamSection = lazy(() => import('@/features/community/components/landing-team-section'));

/**
 * The landing page composes sections owned by several features (a feature never imports another, so the
 * composition lives here). The hero is bundled up front; every section below the fold is a LazySection, so
 * its code and libraries load only as it approaches the viewport.
 */
export default function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <Hero>
        <SearchTeaser />
      </Hero>
      <LazySection
        component={FeaturedCarousel}
        minHeight={FEATURED_CAROUSEL_HEIGHT}
        label="Explore Our Latest Projects"
      />
      <LazySection
        component={ExploreSection}
        minHeightClass={EXPLORE_SECTION_HEIGHT}
        label="Explore live classes"
      />
      <LazySection
        component={RealWorldProjects}
        // Measured: about 75rem in two columns; stacked on a phone it grows to about 130rem at 375 px.
        minHeight="max(75rem, calc(75rem + (64rem - 100vw) * 1.5))"
        label="Real-World Projects"
      />
      <LazySection component={CommunitySection} minHeight="38rem" label="Community" />
      {/* One card beside its text on wide screens, under it on a phone: measured in the browser test. */}
      <LazySection component={TeamSection} minHeightClass={TEAM_SECTION_HEIGHT} label="Meet the team" />
      <InstallOverlay />
    </>
  );
}
