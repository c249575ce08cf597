import { Img } from '@/components/ui/img';
import { Reveal } from '@/components/ui/reveal';
import { TIMELINE_IMAGE_SIZE, type TimelineEntry } from '@/data/timeline';

/**
 * One milestone. On wide screens it sits on its own side of the centre line (the data says which); on
 * phones every entry sits right of a line at the left edge. The dot marks where it meets the line.
 */
export function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const left = entry.side === 'left';
  return (
    <li className="relative pl-12 md:grid md:grid-cols-2 md:gap-x-16 md:pl-0">
      <span
        aria-hidden="true"
        className="absolute top-1.5 left-4 h-5 w-5 -translate-x-1/2 rounded-full border-4 border-white bg-brand-600 shadow md:left-1/2 dark:border-slate-950 dark:bg-brand-400"
      />
      <Reveal className={left ? 'md:col-start-1 md:text-right' : 'md:col-start-2'}>
        <article>
          <h3 className="text-xl font-bold text-slate-900 dark:text-white">
            <span className="block text-3xl font-extrabold text-brand-700 dark:text-brand-300">
              {entry.year}
            </span>
            {entry.title}
          </h3>
          {entry.tagline && (
            <p className="mt-1 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {entry.tagline}
            </p>
          )}
          <Img
            src={entry.image}
            alt=""
            width={TIMELINE_IMAGE_SIZE.width}
            height={TIMELINE_IMAGE_SIZE.height}
            loading="lazy"
            decoding="async"
            className={`mt-4 h-auto w-full max-w-xs rounded-2xl ${left ? 'md:ml-auto' : ''}`}
            fallback={null}
          />
          <p className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">{entry.description}</p>
        </article>
      </Reveal>
    </li>
  );
}
