import { Link } from 'react-router-dom';
import { Img } from '@/components/ui/img';
import { formatInrWithPaise } from '@/lib/format/number';
import { SAMPLE_ITEM, type CheckoutItem } from '../checkout-item';
import { panel, skeletonBar } from './styles';

/** The cart: the one item being bought. Null until hydrated (it comes from this browser), its space held. */
export function CartSection({ item }: { item: CheckoutItem | null }) {
  return (
    <section aria-labelledby="cart-title" className={panel}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="cart-title" className="text-lg font-bold text-slate-900 dark:text-white">
          Your cart
        </h2>
        <Link
          to="/store/tranings"
          className="rounded-sm text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          Browse trainings
        </Link>
      </div>
      <div className="mt-4 flex h-20 items-center gap-4">
        <Thumbnail item={item} />
        {/* On a phone the price is a line under the name, leaving the width to it; beside it on wider screens. */}
        <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
          <div className="min-w-0 sm:flex-1">
            {item ? (
              <>
                <p className="line-clamp-2 text-sm font-semibold leading-5 text-slate-900 dark:text-white">
                  {item.name}
                </p>
                <p className="truncate text-sm leading-5 text-slate-700 dark:text-slate-300">
                  {details(item)}
                </p>
              </>
            ) : (
              <>
                <span className={`${skeletonBar} block h-4 w-3/4`} />
                <span className={`${skeletonBar} mt-2 block h-4 w-1/2`} />
              </>
            )}
          </div>
          <p className="shrink-0 text-sm font-bold leading-5 text-slate-900 sm:text-base dark:text-white">
            {item ? (
              formatInrWithPaise(item.price)
            ) : (
              <span className={`${skeletonBar} inline-block h-4 w-20 align-middle`} />
            )}
          </p>
        </div>
      </div>
    </section>
  );
}

function details(item: CheckoutItem): string {
  const facts = item.id === SAMPLE_ITEM.id ? ['No training chosen'] : [item.platform, item.duration];
  return [...facts.filter(Boolean), 'Qty 1'].join(' · ');
}

function Thumbnail({ item }: { item: CheckoutItem | null }) {
  const box = 'h-20 w-20 shrink-0 rounded-lg object-cover';
  const placeholder = (
    <div
      aria-hidden="true"
      className={`${box} flex items-center justify-center bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400`}
    >
      <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M3 5h2l2 11h11l2-8H6.5" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="19.5" r="1.3" />
        <circle cx="17" cy="19.5" r="1.3" />
      </svg>
    </div>
  );
  if (!item) return placeholder;
  // The name beside it says what it is: the picture is decoration here.
  return <Img src={item.image} alt="" width={80} height={80} className={box} fallback={placeholder} />;
}
