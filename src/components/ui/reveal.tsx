import { useState, type ReactNode } from 'react';
import { LazyMotion, m, type Variants } from 'framer-motion';
import { useInView } from 'react-intersection-observer';
import { prefersReducedMotion, usePrefersReducedMotion } from '@/lib/ui/use-reduced-motion';

/** Second spec document, §9: revealed content moves 50 px up over 0.2 s. */
export const REVEAL_OFFSET_PX = 50;
export const REVEAL_DURATION_S = 0.2;
/** Reveal a little after the top edge enters, so the movement is seen. */
const REVEAL_ROOT_MARGIN = '0px 0px -48px 0px';

const loadFeatures = () => import('./reveal-features').then((mod) => mod.default);

const variants: Variants = {
  waiting: { opacity: 0, y: REVEAL_OFFSET_PX, transition: { duration: 0 } },
  shown: { opacity: 1, y: 0, transition: { duration: REVEAL_DURATION_S, ease: 'easeOut' } },
};

/**
 * 'idle' until the first report of where the block is; 'waiting' (hidden, 50 px low) when it starts below
 * the viewport; 'shown' once it scrolls in; 'still' when it was in view from the start or motion is reduced.
 */
type Phase = 'idle' | 'waiting' | 'shown' | 'still';

/**
 * Content that rises into place when scrolled to. It is visible in prerendered HTML and on the first
 * render (so it never delays the largest paint); only blocks that start below the viewport are hidden,
 * and only after the app runs. With reduced motion nothing moves. It imports framer-motion's `m` (its
 * animation features load in a separate chunk): use it only inside a lazily loaded section or page.
 */
export function Reveal({ children, className = '' }: { children: ReactNode; className?: string }) {
  const reduced = usePrefersReducedMotion();
  const [phase, setPhase] = useState<Phase>('idle');
  const { ref } = useInView({
    rootMargin: REVEAL_ROOT_MARGIN,
    fallbackInView: true,
    skip: phase === 'shown' || phase === 'still',
    onChange(inView, entry) {
      if (phase === 'idle') {
        const below = !inView && (entry?.boundingClientRect.top ?? 0) > 0;
        setPhase(below && !prefersReducedMotion() ? 'waiting' : 'still');
      } else if (inView) {
        setPhase('shown');
      }
    },
  });
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        ref={ref}
        className={className}
        variants={variants}
        initial={false}
        animate={phase === 'waiting' && !reduced ? 'waiting' : 'shown'}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
