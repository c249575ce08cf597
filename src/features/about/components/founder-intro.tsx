import { Avatar } from '@/components/ui/avatar';
import { Img } from '@/components/ui/img';
import { FOUNDER } from '@/data/team';
import { FOUNDER_PORTRAIT, FOUNDER_QUOTE } from '../about-copy';

const firstName = FOUNDER.name.split(' ')[0];

/** The page's opening: the founder, his motto and the belief CodersHub is built on. */
export function FounderIntro() {
  return (
    <section
      aria-labelledby="about-heading"
      className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div className="order-2 mx-auto w-full max-w-sm lg:order-1 lg:max-w-none">
          <Img
            src={FOUNDER_PORTRAIT.src}
            alt={`Portrait of ${FOUNDER.name}, ${FOUNDER.position}`}
            width={FOUNDER_PORTRAIT.width}
            height={FOUNDER_PORTRAIT.height}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-3xl shadow-lg"
            fallback={<Avatar name={FOUNDER.name} size={200} className="mx-auto" />}
          />
        </div>
        <div className="order-1 lg:order-2">
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase dark:text-brand-300">
            About CodersHub
          </p>
          <h1
            id="about-heading"
            className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
          >
            Meet the Man
          </h1>
          <figure className="mt-8 border-l-4 border-brand-600 pl-5 dark:border-brand-400">
            <blockquote className="text-2xl font-semibold text-slate-900 italic sm:text-3xl dark:text-white">
              <p>“{FOUNDER_QUOTE}”</p>
            </blockquote>
            <figcaption className="mt-3 text-base text-slate-700 dark:text-slate-300">
              — <span className="font-semibold">{FOUNDER.name}</span>, {FOUNDER.position}
            </figcaption>
          </figure>
          <p className="mt-8 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
            {firstName} mentors aspiring developers on one belief: skills matter more than degrees. He started
            CodersHub so that anyone willing to learn can build real projects, get feedback from working
            developers and show employers what they can do, whatever their certificates say.
          </p>
        </div>
      </div>
    </section>
  );
}
