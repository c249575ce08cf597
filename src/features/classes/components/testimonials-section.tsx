import { Avatar } from '@/components/ui/avatar';
import { TESTIMONIALS } from '@/data/testimonials';
import { StarRating } from './star-rating';

/** What learners say: quotes with a name, who they are and their rating. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2
          id="testimonials-title"
          className="text-center text-3xl font-extrabold text-slate-900 dark:text-white"
        >
          What our learners say
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.id}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <StarRating stars={t.rating} />
                <blockquote className="mt-4 flex-1 text-slate-800 dark:text-slate-200">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <Avatar name={t.name} size={40} />
                  <span>
                    <span className="block font-semibold text-slate-900 dark:text-white">{t.name}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
