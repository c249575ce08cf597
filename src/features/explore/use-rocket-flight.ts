import { useEffect, type RefObject } from 'react';
import {
  NARROW_LAYOUT,
  NARROW_QUERY,
  REDUCED_MOTION_QUERY,
  ROCKET_SCROLL_DISTANCE_PX,
  SCRUB_SMOOTHING_S,
  WIDE_LAYOUT,
  WIDE_QUERY,
  smoothPath,
} from './flight-plan';
import { loadMotion, type Motion } from './load-motion';

export const WIDE_PATH = smoothPath(WIDE_LAYOUT.waypoints);
export const NARROW_PATH = smoothPath(NARROW_LAYOUT.waypoints);

const MOTION_OK = '(prefers-reduced-motion: no-preference)';

// The trail's dash is as long as the path (pathLength 1): offset 1 hides it, 0 shows it whole. As an attribute,
// since gsap rounds a CSS px value to whole pixels.
const TRAIL_HIDDEN = { attr: { 'stroke-dashoffset': 1 } };
const TRAIL_DRAWN = { attr: { 'stroke-dashoffset': 0 } };

/** Where the phone's rocket sits in the viewport while it follows the scroll (as a ScrollTrigger position). */
const NARROW_ROCKET_LINE = '60%';

function pageTop(el: Element) {
  return el.getBoundingClientRect().top + window.scrollY;
}

/**
 * Wide screens pin the section and fly the rocket along the wave over ROCKET_SCROLL_DISTANCE_PX of scroll; phones
 * pin nothing and fly it down the page as the planets pass. gsap.matchMedia re-runs the right one when the width
 * or the motion preference changes, and its revert() kills every ScrollTrigger and pin.
 */
function fly({ gsap, ScrollTrigger }: Motion, section: HTMLElement): () => void {
  const find = (selector: string) => section.querySelector<SVGElement | HTMLElement>(selector);
  // gsap turns an SVG element about the top-left of its bounding box; the rocket is drawn around its own origin,
  // which is the point that must ride the path and the one it turns about.
  const rocket = (el: SVGElement | HTMLElement | null) => {
    if (el instanceof SVGGraphicsElement) {
      const box = el.getBBox();
      gsap.set(el, { transformOrigin: `${-box.x}px ${-box.y}px`, smoothOrigin: false });
    }
    return el;
  };
  const mm = gsap.matchMedia();

  mm.add(`${WIDE_QUERY} and ${MOTION_OK}`, () => {
    const pinned = find('[data-pin]');
    gsap
      .timeline({
        defaults: { ease: 'none' },
        scrollTrigger: {
          trigger: pinned,
          start: 'top top',
          end: `+=${ROCKET_SCROLL_DISTANCE_PX}`,
          pin: true,
          scrub: SCRUB_SMOOTHING_S,
          anticipatePin: 1,
        },
      })
      .to(rocket(find('[data-rocket="wide"]')), { motionPath: { path: WIDE_PATH, autoRotate: true } }, 0)
      .fromTo(find('[data-trail="wide"]'), TRAIL_HIDDEN, TRAIL_DRAWN, 0);
  });

  mm.add(`${NARROW_QUERY} and ${MOTION_OK}`, () => {
    gsap
      .timeline({
        defaults: { ease: 'none' },
        scrollTrigger: {
          trigger: find('[data-stage]'),
          start: `top ${NARROW_ROCKET_LINE}`,
          end: `bottom ${NARROW_ROCKET_LINE}`,
          scrub: SCRUB_SMOOTHING_S,
        },
      })
      .to(rocket(find('[data-rocket="narrow"]')), { motionPath: { path: NARROW_PATH, autoRotate: true } }, 0)
      .fromTo(find('[data-trail="narrow"]'), TRAIL_HIDDEN, TRAIL_DRAWN, 0);
  });

  // ScrollTrigger measures positions once; when something above the section changes height (another section
  // loading, a banner) the start and end move, so measure again.
  let top = pageTop(section);
  const watcher = new ResizeObserver(() => {
    const now = pageTop(section);
    if (Math.abs(now - top) < 1) return;
    top = now;
    ScrollTrigger.refresh();
  });
  watcher.observe(document.body);

  return () => {
    watcher.disconnect();
    mm.revert();
  };
}

/**
 * Animates the rocket of `section` once it is mounted. With reduced motion (or no matchMedia, as in tests) it does
 * nothing and loads nothing: the drawing stays as rendered, rocket at the launch point. If the preference changes
 * to allow motion later, the animation starts then.
 */
export function useRocketFlight(section: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = section.current;
    if (!node || typeof window.matchMedia !== 'function') return;
    const reduced = window.matchMedia(REDUCED_MOTION_QUERY);
    let active = true;
    let loading = false;
    let stop: (() => void) | undefined;

    const start = () => {
      if (loading || reduced.matches) return;
      loading = true;
      loadMotion()
        .then((motion) => {
          if (active) stop = fly(motion, node);
        })
        .catch((error: unknown) => {
          // Without the animation the section still works: every planet is a link.
          console.warn('The rocket animation could not load.', error);
          loading = false;
        });
    };

    reduced.addEventListener('change', start);
    start();
    return () => {
      active = false;
      reduced.removeEventListener('change', start);
      stop?.();
    };
  }, [section]);
}
