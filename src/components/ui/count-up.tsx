import { useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useCountUp } from 'react-countup';
import { useInView } from 'react-intersection-observer';
import { prefersReducedMotion, usePrefersReducedMotion } from '@/lib/ui/use-reduced-motion';

/** Second spec document, §9: a count runs for 3 s once at least half of its card is visible. */
export const COUNT_UP_DURATION_S = 3;
export const COUNT_UP_THRESHOLD = 0.5;

/**
 * A new figure at most this often (20 a second). countup.js computes one in every frame, and each one written costs
 * the page a style, layout and paint pass. On /community (seven counts) a figure in every frame kept the main
 * thread busy for 1.56 s of the first 5 s; one per 50 ms, for 1.12 s (median of three loads, no slowdown).
 * Figures that change 60 times a second cannot be read anyway.
 */
export const COUNT_UP_FIGURE_MS = 50;

/**
 * How the figures are written: as text, into the one text node the figure keeps (countup.js would write every value
 * as HTML, parsed each time), no more often than COUNT_UP_FIGURE_MS; the final figure always.
 */
function figureWriter(final: string) {
  let written = -Infinity;
  return {
    render(element: HTMLElement, value: string) {
      const now = performance.now();
      if (value !== final && now - written < COUNT_UP_FIGURE_MS) return;
      written = now;
      const node = element.firstChild;
      if (node instanceof Text && node === element.lastChild) node.data = value;
      else element.textContent = value;
    },
  };
}

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
  // Each count makes its instance anew (react-countup's restart), with the writer for the current final figure.
  const plugin = useMemo(() => figureWriter(final), [final]);
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
    plugin,
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
