/** A contributor's bio is cut at this many characters, with an ellipsis; the whole bio is in a tooltip. */
export const BIO_PREVIEW_LENGTH = 30;
/** Shown in place of a missing bio… */
export const NO_BIO_PLACEHOLDER = 'Bio coming soon';
/** …with this tooltip (spec §8). */
export const NO_BIO_TOOLTIP = 'No bio available!';
/** The tooltip stays this long after the pointer leaves, so it can be reached and read (WCAG 1.4.13). */
export const TOOLTIP_HIDE_DELAY_MS = 200;
