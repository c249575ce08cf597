import { useDocumentTitle } from '@/components/ui/use-document-title';
import { FounderIntro } from '../components/founder-intro';
import { OurMission } from '../components/our-mission';
import { StoryTimeline } from '../components/story-timeline';
import { TopLeaders } from '../components/top-leaders';
import { WhoWeAre } from '../components/who-we-are';

/** /about, in the spec's order: the founder, the leaders, who we are, the mission, the story. */
export default function AboutPage() {
  useDocumentTitle('About us');
  return (
    <>
      <FounderIntro />
      <TopLeaders />
      <WhoWeAre />
      <OurMission />
      <StoryTimeline />
    </>
  );
}
