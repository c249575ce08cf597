// Loaded on demand (dynamic import) when the timeline approaches the viewport, never with the first paint,
// and never when the person prefers reduced motion.
import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { TIMELINE_LINE_START_PX, TIMELINE_SCROLL_END, TIMELINE_SCROLL_START } from './timeline-constants';

gsap.registerPlugin(ScrollTrigger);

/** Grows `line` from its start height to the full height of `track` as the track scrolls by; returns the undo. */
export function growLineWithScroll(line: HTMLElement, track: HTMLElement): () => void {
  const tween = gsap.fromTo(
    line,
    { height: TIMELINE_LINE_START_PX },
    {
      height: '100%',
      ease: 'none',
      scrollTrigger: { trigger: track, start: TIMELINE_SCROLL_START, end: TIMELINE_SCROLL_END, scrub: true },
    },
  );
  return () => {
    tween.scrollTrigger?.kill();
    tween.kill();
    gsap.set(line, { clearProps: 'height' });
  };
}
