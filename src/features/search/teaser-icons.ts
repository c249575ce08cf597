/** The technology logos the search teaser cycles through (local SVGs under public/images/tech/). */
export const TECH_LOGOS: readonly { name: string; src: string }[] = [
  { name: 'React', src: '/images/tech/react.svg' },
  { name: 'JavaScript', src: '/images/tech/javascript.svg' },
  { name: 'Python', src: '/images/tech/python.svg' },
  { name: 'TypeScript', src: '/images/tech/typescript.svg' },
  { name: 'Node.js', src: '/images/tech/nodejs.svg' },
  { name: 'HTML', src: '/images/tech/html.svg' },
];

export type TeaserIcon = { kind: 'search' } | { kind: 'logo'; name: string; src: string };

/**
 * The icon at a given tick of the rotation: the search icon on even ticks, and on odd ticks the next logo,
 * so the teaser alternates search → React → search → JavaScript → …
 */
export function teaserIconAt(
  tick: number,
  logos: readonly { name: string; src: string }[] = TECH_LOGOS,
): TeaserIcon {
  const t = Math.max(0, Math.floor(tick));
  if (t % 2 === 0 || logos.length === 0) return { kind: 'search' };
  const logo = logos[((t - 1) / 2) % logos.length]!;
  return { kind: 'logo', ...logo };
}
