// The projects feature's timings and sizes, named once.

/** Featured carousel (spec §9): one slide at a time, a new one every 3 s, sliding over 0.5 s, looping, no arrows. */
export const CAROUSEL_SLIDES_TO_SHOW = 1;
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_SPEED_MS = 500;

/**
 * The carousel section's fixed height at every width. The landing page holds exactly this space while the
 * section's code loads, so nothing moves when it arrives (CLS). Tested against the real section in the browser.
 */
export const FEATURED_CAROUSEL_HEIGHT = '40rem';

/** Placeholder cards while the list loads: two rows of the widest grid. */
export const SKELETON_CARD_COUNT = 6;

/** Where the project list starts: tabs link here so the list, not the hero, is in view after a switch. */
export const PROJECT_LIST_ID = 'project-list';
