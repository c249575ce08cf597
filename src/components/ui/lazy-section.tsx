import {
  Component,
  Suspense,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useInView } from 'react-intersection-observer';
import { createChangeSignal } from '@/lib/storage/change-signal';

/** Once the person has scrolled: how far ahead of the viewport a section starts loading, so it is there in time. */
export const LAZY_SECTION_MARGIN = '800px 0px';

/**
 * Before the person has scrolled, pressed a key or touched the page: only a section whose top is in the upper
 * three quarters of the screen loads. Nothing the first screen does not show competes with it for the main
 * thread, and a sliver at the very bottom waits for the first scroll.
 */
export const FIRST_SCREEN_MARGIN = '0px 0px -25% 0px';

const ENGAGING_EVENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;
let engaged = false;

function listenForEngagement(): void {
  if (engaged) return;
  for (const event of ENGAGING_EVENTS)
    window.addEventListener(event, engage, { capture: true, passive: true });
}

function stopListeningForEngagement(): void {
  for (const event of ENGAGING_EVENTS) window.removeEventListener(event, engage, true);
}

const engagement = createChangeSignal({ onFirst: listenForEngagement, onLast: stopListeningForEngagement });

function engage(): void {
  if (engaged) return;
  engaged = true;
  stopListeningForEngagement();
  engagement.emit();
}

const subscribeToEngagement = engagement.subscribe;

/** Tests only: back to a page nobody has touched yet. */
export function resetEngagementForTests(): void {
  engaged = false;
}

/** True once the person has scrolled, pressed a key or touched the page (false on the server and at hydration). */
function useEngaged(): boolean {
  return useSyncExternalStore(
    subscribeToEngagement,
    () => engaged,
    () => false,
  );
}

/**
 * A section whose code could not be loaded (a network fault) says so in its own space; the rest of the page
 * works. A failed module load stays failed for this page view, so trying again means loading the page again.
 */
class SectionBoundary extends Component<{ label: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="region" aria-label={this.props.label} className="mx-auto max-w-3xl px-4 py-10 text-center">
        <p role="alert" className="text-sm text-slate-700 dark:text-slate-300">
          This section could not be loaded. Check your connection, then{' '}
          <button type="button" className="font-semibold underline" onClick={() => window.location.reload()}>
            reload the page
          </button>
          .
        </p>
      </div>
    );
  }
}

interface LazySectionProps {
  /** A `lazy(() => import(…))` component, created once at module level. */
  component: LazyExoticComponent<ComponentType>;
  /** The space the section will take (a CSS length), held while its code loads so nothing below it moves. */
  minHeight?: string;
  /** The same as classes, for a height that depends on the width or on media features (a CSS length cannot). */
  minHeightClass?: string;
  /** An accessible name for the placeholder region while it loads. */
  label: string;
}

/**
 * A below-the-fold section whose code (and heavy libraries: gsap, react-slick, framer-motion, react-countup)
 * loads only when it approaches the viewport, never with the first paint (see FIRST_SCREEN_MARGIN for the
 * first screen). Where IntersectionObserver is missing (old browsers, jsdom) it loads at once.
 */
export function LazySection({ component: Section, minHeight, minHeightClass, label }: LazySectionProps) {
  const engaged = useEngaged();
  const { ref, inView } = useInView({
    rootMargin: engaged ? LAZY_SECTION_MARGIN : FIRST_SCREEN_MARGIN,
    triggerOnce: true,
    fallbackInView: true,
  });
  // A named, busy region: assistive technology hears which section is still on its way.
  const placeholder = (
    <div role="region" style={{ minHeight }} className={minHeightClass} aria-busy="true" aria-label={label} />
  );
  return (
    <div ref={ref} style={{ minHeight }} className={minHeightClass}>
      {inView ? (
        <SectionBoundary label={label}>
          <Suspense fallback={placeholder}>
            <Section />
          </Suspense>
        </SectionBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
