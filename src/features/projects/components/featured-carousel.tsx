import { useEffect, useRef, useState, type FocusEvent } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { FEATURED_PROJECTS } from '@/data/featured-projects';
import { usePrefersReducedMotion } from '@/lib/ui/use-reduced-motion';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SLIDES_TO_SHOW,
  CAROUSEL_SPEED_MS,
  FEATURED_CAROUSEL_HEIGHT,
} from '../project-constants';
import { FeaturedSlide } from './featured-slide';

/**
 * The landing page's featured projects: one slide at a time, a new one every 3 s, looping, no arrows.
 * It loads lazily (react-slick and its CSS come with this chunk only).
 *
 * Accessibility (WAI-ARIA carousel pattern, WCAG 2.2.2): rotation pauses while the pointer is over the slides
 * or focus is anywhere inside, a visible Pause/Play button stops it for good, and it never starts by itself
 * when the visitor prefers reduced motion. Dots are buttons ('Show project 2 of 5'), the current one marked.
 * Slides out of view (including react-slick's clones) are inert: neither focusable nor announced.
 */
export default function FeaturedCarousel() {
  const slider = useRef<Slider>(null);
  const slides = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  // The visitor's own choice beats the default (rotate, unless reduced motion is asked for).
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const wantsRotation = (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play';
  const rotating = wantsRotation && !hovered && !focused;
  const total = FEATURED_PROJECTS.length;

  useEffect(() => {
    if (rotating) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [rotating]);

  useInertHiddenSlides(slides);

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };
  const toggle = () => {
    setChoice(wantsRotation ? 'pause' : 'play');
    // Choosing Play is the visitor's say-so: rotate now, even though focus is on the button.
    setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="featured-carousel-heading"
      style={{ height: FEATURED_CAROUSEL_HEIGHT }}
      className="overflow-hidden border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60"
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="mx-auto flex h-full max-w-6xl flex-col justify-center px-4 sm:px-6">
        <div className="text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
            Featured projects
          </p>
          <h2
            id="featured-carousel-heading"
            className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
          >
            Explore Our Latest Projects
          </h2>
        </div>

        <div
          ref={slides}
          className="mt-6 sm:mt-8"
          aria-live={rotating ? 'off' : 'polite'}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
        >
          <Slider
            ref={slider}
            slidesToShow={CAROUSEL_SLIDES_TO_SHOW}
            slidesToScroll={1}
            autoplay={rotating}
            autoplaySpeed={CAROUSEL_AUTOPLAY_MS}
            speed={CAROUSEL_SPEED_MS}
            infinite
            arrows={false}
            dots={false}
            // Hover, focus and the keyboard are handled here; react-slick's own versions miss focus inside a slide,
            // and its arrow keys would move focus into a hidden slide.
            pauseOnHover={false}
            pauseOnFocus={false}
            pauseOnDotsHover={false}
            accessibility={false}
            // A dot pressed while a slide is still moving must not be ignored.
            waitForAnimate={false}
            beforeChange={(_, next) => setCurrent(((next % total) + total) % total)}
          >
            {FEATURED_PROJECTS.map((project, i) => (
              <FeaturedSlide
                key={project.id}
                project={project}
                position={i + 1}
                total={total}
                eager={i === 0}
              />
            ))}
          </Slider>
        </div>

        <div className="mt-5 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={toggle}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
              {wantsRotation ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5v14l11-7z" />}
            </svg>
            {wantsRotation ? 'Pause' : 'Play'}
            <span className="sr-only"> automatic slides</span>
          </button>
          <div role="group" aria-label="Choose a project" className="flex items-center gap-1">
            {FEATURED_PROJECTS.map((project, i) => (
              <button
                key={project.id}
                type="button"
                aria-label={`Show project ${i + 1} of ${total}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => slider.current?.slickGoTo(i)}
                className="group inline-flex h-6 w-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    i === current
                      ? 'w-6 bg-brand-700 dark:bg-brand-300'
                      : 'w-2.5 bg-slate-400 group-hover:bg-slate-500 dark:bg-slate-500 dark:group-hover:bg-slate-400'
                  }`}
                />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * react-slick marks slides out of view (and its clones for looping) aria-hidden but leaves their links
 * focusable. Make them inert, and follow react-slick as it moves that mark from slide to slide.
 */
function useInertHiddenSlides(container: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const sync = () => {
      for (const slide of root.querySelectorAll('.slick-slide')) {
        const hidden = slide.getAttribute('aria-hidden') === 'true';
        if (slide.hasAttribute('inert') !== hidden) slide.toggleAttribute('inert', hidden);
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [container]);
}
