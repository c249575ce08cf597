// Its own module: the landing page bundles this up front, and nothing else of the rocket.

/**
 * The rocket section's height at every width, as Tailwind classes, so the landing page can hold exactly that space
 * while its code loads (nothing moves when it arrives, even mid-scroll). Phones: 20rem of padding and heading
 * (the heading holds 10rem) plus the 1:3 drawing, at most 24rem wide. Wide screens: one screen, at least 36rem,
 * plus the pinned scroll of ROCKET_SCROLL_DISTANCE_PX (flight-plan.ts) when motion is allowed. Checked in the browser at several
 * widths (tests/e2e/explore.spec.ts).
 */
export const EXPLORE_SECTION_HEIGHT =
  'min-h-[calc(20rem_+_3_*_min(100vw_-_2rem,_24rem))] md:min-h-[max(100vh,36rem)] md:motion-safe:min-h-[calc(max(100vh,36rem)_+_2800px)]';
