import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useInView } from 'react-intersection-observer';

/** How far ahead of the viewport a section starts loading, so it is there by the time it is scrolled to. */
export const LAZY_SECTION_MARGIN = '800px 0px';

interface LazySectionProps {
  /** A `lazy(() => import(…))` component, created once at module level. */
  component: LazyExoticComponent<ComponentType>;
  /** The space the section will take (a CSS length), held while its code loads so nothing below it moves. */
  minHeight: string;
  /** An accessible name for the placeholder region while it loads. */
  label: string;
}

/**
 * A below-the-fold section whose code (and heavy libraries: gsap, react-slick, framer-motion, react-countup)
 * loads only when it approaches the viewport, never with the first paint. Where IntersectionObserver is
 * missing (old browsers, jsdom) it loads at once.
 */
export function LazySection({ component: Section, minHeight, label }: LazySectionProps) {
  const { ref, inView } = useInView({
    rootMargin: LAZY_SECTION_MARGIN,
    triggerOnce: true,
    fallbackInView: true,
  });
  // A named, busy region: assistive technology hears which section is still on its way.
  const placeholder = <div role="region" style={{ minHeight }} aria-busy="true" aria-label={label} />;
  return (
    <div ref={ref} style={{ minHeight }}>
      {inView ? <Suspense fallback={placeholder}>{<Section />}</Suspense> : placeholder}
    </div>
  );
}
