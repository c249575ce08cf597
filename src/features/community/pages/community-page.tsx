import { useDocumentTitle } from '@/components/ui/use-document-title';
import { CommunitySection } from '../components/community-section';
import { SiteStats } from '../components/site-stats';
import { TeamSection } from '../components/team-section';

/** /community: the community section under the page's h1, the platform's figures and the team. */
export default function CommunityPage() {
  useDocumentTitle('Community');
  return (
    <>
      <CommunitySection headingLevel="h1" />
      <SiteStats />
      <TeamSection />
    </>
  );
}
