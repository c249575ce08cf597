import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useCountUp } from 'react-countup';
import { useInView } from 'react-intersection-observer';
import { prefersReducedMotion, usePrefersReducedMotion } from '@/lib/ui/use-reduced-motion';

/** Second spec document, §9: a count runs for 3 s once at least half of its card is visible. */
export const COUNT_UP_DURATION_S = 3;
export const COUNT_UP_THRESHOLD = 0.5;

interface CountUpProps {
  /** The figure the count ends on. */
  end: number;
  /** How every value on the way is written (e.g. `abbreviate`: 22.5K+); keep it a stable function. */
  format: (value: number) => string;
  /** The element that is watched: the whole card, so "half of the card visible" starts the count. */
  as?: 'div' | 'li';
  className?: string;
  numberClassName?: string;
  /** The rest of the card, after the figure. */
  children?: ReactNode;
}

/**
 * A card whose figure counts up from 0 whenever at least half of it comes into view, again on every
 * re-entry. Prerendered HTML, browsers without IntersectionObserver and people who prefer reduced
 * motion get the final figure; screen readers always get the final figure, never the figures in between.
 * It imports react-countup: use it only inside a lazily loaded section or page.
 */
export function CountUp({
  end,
  format,
  as: Card = 'div',
  className = '',
  numberClassName = '',
  children,
}: CountUpProps) {
  const reduced = usePrefersReducedMotion();
  const [counting, setCounting] = useState(false);
  const numberRef = useRef<HTMLSpanElement>(null);
  const final = format(end);
  // countup.js writes into this span itself; React renders nothing inside it.
  const { start: restart } = useCountUp({
    // react-countup's types predate React 19's nullable refs; it reads the ref only after mount.
    ref: numberRef as RefObject<HTMLElement>,
    start: 0,
    end,
    duration: COUNT_UP_DURATION_S,
    separator: ',',
    formattingFn: format,
    startOnMount: false,
  });
  const { ref } = useInView({
    threshold: COUNT_UP_THRESHOLD,
    fallbackInView: false,
    onChange(inView) {
      if (!inView || prefersReducedMotion()) return;
      setCounting(true);
      restart();
    },
  });
  const animating = counting && !reduced;
  return (
    <Card ref={ref} className={className}>
      {/* Both layers share one grid cell, so the final figure reserves the width: nothing shifts while counting. */}
      <span className={`grid tabular-nums ${numberClassName}`}>
        <span aria-hidden="true" className={`col-start-1 row-start-1 ${animating ? 'invisible' : ''}`}>
          {final}
        </span>
        {/* Sized by the grid cell, not by its figure (contain: strict): each new figure of the count lays out and
            paints this span alone, not the page. */}
        <span
          ref={numberRef}
          aria-hidden="true"
          data-testid="count-up-value"
          className={`col-start-1 row-start-1 [contain:strict] ${animating ? '' : 'invisible'}`}
        />
        <span className="sr-only">{final}</span>
      </span>
      {children}
    </Card>
  );
}
