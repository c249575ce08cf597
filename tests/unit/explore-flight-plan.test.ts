import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/data/categories';
import { EXPLORE_SECTION_HEIGHT } from '@/features/explore/explore-height';
import {
  MOBILE_MAX_WIDTH_PX,
  NARROW_LAYOUT,
  NARROW_QUERY,
  PLANET_LINKS,
  ROCKET_SCROLL_DISTANCE_PX,
  WIDE_LAYOUT,
  WIDE_QUERY,
  launchPose,
  percentOf,
  smoothPath,
  type Point,
} from '@/features/explore/flight-plan';

/** The end points of each segment of a path made by smoothPath. */
function anchors(d: string): Point[] {
  const numbers = (s: string) => s.trim().split(/\s+/).map(Number);
  const [move, ...curves] = d.split(/(?=[MC])/);
  const [x, y] = numbers(move!.slice(1));
  return [
    { x: x!, y: y! },
    ...curves.map((c) => {
      const n = numbers(c.slice(1));
      return { x: n[4]!, y: n[5]! };
    }),
  ];
}

describe('the spec constants', () => {
  it('spans 2800 px of scroll and switches layout at 767 px', () => {
    expect(ROCKET_SCROLL_DISTANCE_PX).toBe(2800);
    expect(MOBILE_MAX_WIDTH_PX).toBe(767);
    expect(NARROW_QUERY).toBe('(max-width: 767px)');
    expect(WIDE_QUERY).toBe('(min-width: 768px)');
  });
});

describe('smoothPath', () => {
  it('passes through every waypoint, in order, with one curve between each pair', () => {
    const points = [
      { x: 0, y: 10 },
      { x: 50, y: 40 },
      { x: 120, y: 5 },
      { x: 200, y: 30 },
    ];
    const d = smoothPath(points);
    expect(d.startsWith('M0 10')).toBe(true);
    expect(anchors(d)).toEqual(points);
  });

  it('is empty without points', () => {
    expect(smoothPath([])).toBe('');
  });
});

describe('launchPose', () => {
  it('sits on the first point, nose towards the second', () => {
    expect(
      launchPose([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ]),
    ).toEqual({ x: 0, y: 0, angle: 0 });
    expect(
      launchPose([
        { x: 5, y: 5 },
        { x: 5, y: 50 },
      ]),
    ).toEqual({ x: 5, y: 5, angle: 90 });
  });
});

describe.each([
  ['wide', WIDE_LAYOUT],
  ['narrow', NARROW_LAYOUT],
] as const)('the %s layout', (_name, layout) => {
  it('places one planet per category inside the stage, none on top of another', () => {
    expect(layout.planets).toHaveLength(CATEGORIES.length);
    for (const p of layout.planets) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(layout.width);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(layout.height);
    }
    const gaps = layout.planets.flatMap((a, i) =>
      layout.planets.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y)),
    );
    expect(Math.min(...gaps)).toBeGreaterThan(Math.min(layout.width, layout.height) / 6);
  });

  it('flies past every planet: a waypoint beside each, closer to it than to any other planet', () => {
    const beside = layout.waypoints.slice(1, -1);
    expect(beside).toHaveLength(layout.planets.length);
    beside.forEach((w, i) => {
      const distances = layout.planets.map((p) => Math.hypot(p.x - w.x, p.y - w.y));
      expect(Math.min(...distances)).toBe(distances[i]);
    });
  });
});

describe('the planet links', () => {
  it('go to /classes/{slug} with an image of the same name, in the spec order', () => {
    expect(PLANET_LINKS.map((p) => p.href)).toEqual(CATEGORIES.map((c) => `/classes/${c.slug}`));
    expect(PLANET_LINKS.map((p) => p.image)).toEqual(CATEGORIES.map((c) => `/images/planets/${c.slug}.svg`));
  });

  it('sit at their layout points as percentages of the stage', () => {
    expect(percentOf({ width: 400, height: 1200, planets: [], waypoints: [] }, { x: 100, y: 300 })).toEqual({
      left: '25%',
      top: '25%',
    });
    expect(PLANET_LINKS[0]!.wide).toEqual(percentOf(WIDE_LAYOUT, WIDE_LAYOUT.planets[0]!));
    expect(PLANET_LINKS[8]!.narrow).toEqual(percentOf(NARROW_LAYOUT, NARROW_LAYOUT.planets[8]!));
  });

  it('carry their label above the planet in the upper row only', () => {
    PLANET_LINKS.forEach((p, i) => {
      expect(p.labelAbove).toBe(WIDE_LAYOUT.planets[i]!.y < WIDE_LAYOUT.height / 2);
    });
    expect(PLANET_LINKS.some((p) => p.labelAbove)).toBe(true);
    expect(PLANET_LINKS.some((p) => !p.labelAbove)).toBe(true);
  });
});

describe('the space the landing page holds for the rocket', () => {
  it('includes the pinned scroll distance on wide screens', () => {
    expect(EXPLORE_SECTION_HEIGHT).toContain(`_+_${ROCKET_SCROLL_DISTANCE_PX}px)]`);
  });
});
