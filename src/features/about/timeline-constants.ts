// The story timeline's scroll-linked line (second spec document, §4 and §9). Kept apart from the gsap code
// so the page can use them without loading gsap.

/** The filled line's height before any scrolling, in px. */
export const TIMELINE_LINE_START_PX = 96;
/** ScrollTrigger positions: the fill starts when the timeline's top reaches 96 px from the viewport top… */
export const TIMELINE_SCROLL_START = 'top 96';
/** …and is full when its bottom reaches 400 px from the viewport top. */
export const TIMELINE_SCROLL_END = 'bottom 400';
/** How far ahead of the viewport gsap starts loading, so the line is live by the time it is seen. */
export const TIMELINE_LOAD_MARGIN = '600px 0px';
