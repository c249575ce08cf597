import { useCallback, useEffect, useRef, type CSSProperties } from 'react';
import { useInView } from 'react-intersection-observer';
import { FOUNDED_YEAR, TIMELINE } from '@/data/timeline';
import { prefersReducedMotion, usePrefersReducedMotion } from '@/lib/ui/use-reduced-motion';
import { TIMELINE_LINE_START_PX, TIMELINE_LOAD_MARGIN } from '../timeline-constants';
import { SectionHeading } from './section-heading';
import { TimelineItem } from './timeline-item';

/**
 * 'Our Story': six milestones along a vertical line whose fill grows with scroll (gsap ScrollTrigger,
 * loaded only as the timeline approaches). Before gsap arrives the fill is 96 px; with reduced motion it
 * is full height (plain CSS, so prerendered HTML is right too) and gsap is never loaded.
 */
export function StoryTimeline() {
  const reduced = usePrefersReducedMotion();
  const trackRef = useRef<HTMLDivElement | null>(null);
  const lineRef = useRef<HTMLDivElement>(null);
  const { ref: watchNear, inView: near } = useInView({
    rootMargin: TIMELINE_LOAD_MARGIN,
    triggerOnce: true,
    fallbackInView: false,
  });
  const setTrack = useCallback(
    (node: HTMLDivElement | null) => {
      trackRef.current = node;
      watchNear(node);
    },
    [watchNear],
  );

  useEffect(() => {
    const line = lineRef.current;
    const track = trackRef.current;
    if (!near || reduced || prefersReducedMotion() || !line || !track) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    import('../timeline-scroll')
      .then(({ growLineWithScroll }) => {
        if (!cancelled) stop = growLineWithScroll(line, track);
      })
      .catch(() => {
        // Without the animation the story is still all there; show the whole line rather than a stub.
        line.style.height = '100%';
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [near, reduced]);

  return (
    <section aria-labelledby="story-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="story-heading" title="Our Story">
        <p>
          From an Instagram page in {FOUNDED_YEAR} to a platform where thousands of coders learn and get
          hired.
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Sample milestones for this demo.</p>
      </SectionHeading>
      <div ref={setTrack} className="relative mt-14">
        <div
          aria-hidden="true"
          className="absolute inset-y-0 left-4 w-1 -translate-x-1/2 rounded-full bg-slate-200 md:left-1/2 dark:bg-slate-800"
        >
          <div
            ref={lineRef}
            data-testid="timeline-line"
            style={{ '--line-start': `${TIMELINE_LINE_START_PX}px` } as CSSProperties}
            className="h-[var(--line-start)] w-full rounded-full bg-brand-600 motion-reduce:h-full dark:bg-brand-400"
          />
        </div>
        <ol aria-label="Milestones" className="space-y-14">
          {TIMELINE.map((entry) => (
            <TimelineItem key={entry.year} entry={entry} />
          ))}
        </ol>
      </div>
    </section>
  );
}
