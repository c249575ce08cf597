/**
 * What floats over the page, in one stacking order, lowest first. Tailwind has them as classes (`z-raised` …
 * `z-skip-link`, tailwind.config.ts); a library that takes a number (the toasts) gets it from here. Anything that
 * must come out above the page's own bars picks its layer by name instead of a number of its own, so that a page's
 * sticky bar can never again be drawn over the header's menu.
 */
export const LAYERS = {
  /** A control lifted above its card's whole-card link (a job card's Save). */
  raised: 10,
  /** The page's own bars and panels that stay on screen: a job's Apply bar on a phone. */
  sticky: 20,
  /** The site header, with the account menu that opens from it: above every page's sticky bars. */
  header: 30,
  /** A tooltip or popover in the page, or a menu in the header (inside the header's layer). */
  popover: 40,
  /** Modal layers and their backdrops: dialogs, the mobile drawer, the search panel, the install overlay. */
  overlay: 50,
  /** Toasts and the notices that stand in for them or sit beside them (a new version is ready). */
  toast: 60,
  /** The skip link, the first thing a keyboard reaches. */
  skipLink: 70,
} as const;

export type Layer = keyof typeof LAYERS;
