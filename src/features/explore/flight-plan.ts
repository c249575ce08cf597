import { CATEGORIES, type Category } from '@/data/categories';

/** How far the page scrolls while the rocket crosses the pinned section (spec: the animation spans 2800 px). */
export const ROCKET_SCROLL_DISTANCE_PX = 2800;
/** The spec's mobile breakpoint: up to this width the planets run down the page and nothing is pinned. */
export const MOBILE_MAX_WIDTH_PX = 767;
/** Seconds the rocket takes to catch up with the scroll position: smooths a jumpy wheel. */
export const SCRUB_SMOOTHING_S = 0.6;

export const WIDE_QUERY = `(min-width: ${MOBILE_MAX_WIDTH_PX + 1}px)`;
export const NARROW_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface Point {
  x: number;
  y: number;
}

/** One of the two drawings: a viewBox, where each planet sits in it, and the rocket's path past them. */
export interface Layout {
  width: number;
  height: number;
  planets: readonly Point[];
  /** Where the path bends: the start, one point beside each planet, the end. */
  waypoints: readonly Point[];
}

const PLANETS = CATEGORIES.length;

/**
 * Wide screens: a 2:1 stage, planets alternating above and below a wave that the rocket flies from left to
 * right, passing close to each one.
 */
export const WIDE_LAYOUT: Layout = (() => {
  const width = 1200;
  const height = 600;
  const step = (width - 180) / (PLANETS - 1);
  const planets = CATEGORIES.map((_, i) => ({ x: 90 + i * step, y: i % 2 === 0 ? 160 : 440 }));
  return {
    width,
    height,
    planets,
    waypoints: [
      { x: 0, y: 330 },
      ...planets.map((p, i) => ({ x: p.x, y: i % 2 === 0 ? 250 : 350 })),
      { x: width, y: 270 },
    ],
  };
})();

/** Phones: a 1:3 stage, planets alternating left and right down a path the rocket flies from top to bottom. */
export const NARROW_LAYOUT: Layout = (() => {
  const width = 400;
  const height = 1200;
  const step = (height - 200) / (PLANETS - 1);
  const planets = CATEGORIES.map((_, i) => ({ x: i % 2 === 0 ? 100 : 300, y: 90 + i * step }));
  return {
    width,
    height,
    planets,
    waypoints: [
      { x: 200, y: 0 },
      ...planets.map((p, i) => ({ x: i % 2 === 0 ? 190 : 210, y: p.y })),
      { x: 200, y: height },
    ],
  };
})();

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A smooth SVG path through every point (Catmull-Rom turned into cubic Béziers), so the rocket passes exactly
 * through each waypoint without corners.
 */
export function smoothPath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))]!;
  let d = `M${round(at(0).x)} ${round(at(0).y)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += ` C${round(c1.x)} ${round(c1.y)} ${round(c2.x)} ${round(c2.y)} ${round(p2.x)} ${round(p2.y)}`;
  }
  return d;
}

/** Where the rocket waits before it moves (and stays with reduced motion): the start, nose along the path. */
export function launchPose(points: readonly Point[]): Point & { angle: number } {
  const [a, b] = points;
  if (!a) return { x: 0, y: 0, angle: 0 };
  const next = b ?? a;
  return { ...a, angle: round((Math.atan2(next.y - a.y, next.x - a.x) * 180) / Math.PI) };
}

/** A point of a layout as CSS percentages of the stage (the planet links sit over the drawing). */
export function percentOf(layout: Layout, point: Point): { left: string; top: string } {
  return {
    left: `${round((point.x / layout.width) * 100)}%`,
    top: `${round((point.y / layout.height) * 100)}%`,
  };
}

export interface Planet {
  category: Category;
  href: string;
  image: string;
  wide: { left: string; top: string };
  narrow: { left: string; top: string };
  /** On wide screens the upper row carries its label above the planet, clear of the rocket's path. */
  labelAbove: boolean;
}

/** The nine planets, one per category, in the spec's order (which is also their Tab order). */
export const PLANET_LINKS: readonly Planet[] = CATEGORIES.map((category, i) => ({
  category,
  href: `/classes/${category.slug}`,
  image: `/images/planets/${category.slug}.svg`,
  wide: percentOf(WIDE_LAYOUT, WIDE_LAYOUT.planets[i]!),
  narrow: percentOf(NARROW_LAYOUT, NARROW_LAYOUT.planets[i]!),
  labelAbove: WIDE_LAYOUT.planets[i]!.y < WIDE_LAYOUT.height / 2,
}));
