/**
 * gsap with ScrollTrigger and MotionPathPlugin, fetched only by the rocket's animation once
 * its section is near the viewport, and never when the reader prefers reduced motion.
 */
export async function loadMotion() {
  const [{ gsap }, { ScrollTrigger }, { MotionPathPlugin }] = await Promise.all([
    import('gsap'),
    import('gsap/ScrollTrigger'),
    import('gsap/MotionPathPlugin'),
  ]);
  gsap.registerPlugin(ScrollTrigger, MotionPathPlugin);
  return { gsap, ScrollTrigger };
}

export type Motion = Awaited<ReturnType<typeof loadMotion>>;
