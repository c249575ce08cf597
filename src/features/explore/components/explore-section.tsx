import { useRef, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { NARROW_LAYOUT, PLANET_LINKS, WIDE_LAYOUT, type Planet } from '../flight-plan';
import { NARROW_PATH, WIDE_PATH, useRocketFlight } from '../use-rocket-flight';
import { FlightDrawing } from './flight-drawing';

// A starfield from a few gradients: no image to fetch, and it scrolls past the pinned rocket like a parallax.
const STARS: CSSProperties = {
  backgroundImage: [
    'radial-gradient(1.5px 1.5px at 12% 18%, rgb(255 255 255 / 0.8), transparent)',
    'radial-gradient(1px 1px at 68% 12%, rgb(255 255 255 / 0.6), transparent)',
    'radial-gradient(1px 1px at 38% 52%, rgb(255 255 255 / 0.5), transparent)',
    'radial-gradient(1.5px 1.5px at 86% 64%, rgb(191 219 254 / 0.7), transparent)',
    'radial-gradient(1px 1px at 22% 86%, rgb(255 255 255 / 0.6), transparent)',
    'radial-gradient(1px 1px at 56% 92%, rgb(254 215 170 / 0.6), transparent)',
  ].join(', '),
  backgroundSize: '280px 280px',
};

function PlanetLink({ planet }: { planet: Planet }) {
  const position = {
    '--narrow-left': planet.narrow.left,
    '--narrow-top': planet.narrow.top,
    '--wide-left': planet.wide.left,
    '--wide-top': planet.wide.top,
  } as CSSProperties;
  return (
    <li
      style={position}
      className="absolute top-[var(--narrow-top)] left-[var(--narrow-left)] w-[19%] -translate-x-1/2 -translate-y-1/2 md:top-[var(--wide-top)] md:left-[var(--wide-left)] md:w-[6.5%]"
    >
      <Link
        to={planet.href}
        className="group relative block aspect-square rounded-full focus-visible:outline-brand-300"
      >
        <img
          src={planet.image}
          alt=""
          width={64}
          height={64}
          className="size-full drop-shadow-[0_0_12px_rgb(142_195_255/0.35)] transition-transform duration-300 group-hover:scale-110 group-focus-visible:scale-110"
        />
        <span
          className={`absolute top-full left-1/2 mt-2 w-max -translate-x-1/2 whitespace-nowrap md:max-w-[9rem] md:whitespace-normal rounded-full bg-slate-900/85 px-2.5 py-1 text-center text-xs font-semibold text-slate-100 ring-1 ring-white/15 group-hover:text-white group-hover:ring-brand-300 lg:text-sm ${
            planet.labelAbove ? 'md:top-auto md:bottom-full md:mt-0 md:mb-2' : ''
          }`}
        >
          {planet.category.label}
        </span>
      </Link>
    </li>
  );
}

/**
 * The landing page's rocket: it flies past nine planets, one per class category, as the page scrolls. Wide
 * screens pin the section while the rocket crosses; phones get a vertical route; with reduced motion the
 * drawing stays still. Every planet is a link to its category's classes, in Tab order; the rocket is decoration.
 */
export default function ExploreSection() {
  const section = useRef<HTMLElement>(null);
  useRocketFlight(section);
  return (
    <section
      ref={section}
      aria-labelledby="explore-heading"
      className="overflow-x-clip bg-slate-950 text-white"
      style={STARS}
    >
      <div
        data-pin
        className="flex flex-col px-4 pt-14 pb-16 sm:px-6 md:h-screen md:min-h-[36rem] md:pt-20 md:pb-6"
      >
        {/* A fixed 10rem on phones, so the section's height is known before its code loads (flight-plan.ts). */}
        <div className="mx-auto min-h-[10rem] max-w-2xl text-center md:min-h-0">
          <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">Live classes</p>
          <h2 id="explore-heading" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Launch into a new skill
          </h2>
          <p className="mt-3 text-slate-300">
            Nine subjects, one launchpad: pick a planet to see its live classes.
          </p>
        </div>
        <div className="mt-10 md:mt-6 md:min-h-0 md:flex-1 md:[container-type:size]">
          <div
            data-stage
            className="relative mx-auto aspect-[1/3] w-full max-w-sm md:aspect-[2/1] md:w-[min(100cqw,200cqh)] md:max-w-none"
          >
            <FlightDrawing
              layout={NARROW_LAYOUT}
              path={NARROW_PATH}
              variant="narrow"
              rocketScale={0.9}
              className="md:hidden"
            />
            <FlightDrawing
              layout={WIDE_LAYOUT}
              path={WIDE_PATH}
              variant="wide"
              rocketScale={1}
              className="hidden md:block"
            />
            <ul className="absolute inset-0">
              {PLANET_LINKS.map((planet) => (
                <PlanetLink key={planet.category.slug} planet={planet} />
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
