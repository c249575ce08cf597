import { computePrice } from '@/entities/price/price';
import { priceLabel } from '../store-rules';

/**
 * A product's price by the one price rule (§4): the selling price; when something is off, the list price struck
 * through and the percentage saved. A price the rule cannot compute reads 'NaN', in red, as on a course's page.
 */
export function ProductPrice({
  product,
  large = false,
}: {
  product: { price: number; finalPrice?: number | null; discount?: number | null };
  large?: boolean;
}) {
  const {
    original,
    final,
    discount: exact,
  } = computePrice({
    original: product.price,
    sell: product.finalPrice,
    discount: product.discount,
  });
  const discount = Math.round(exact);
  const size = large ? 'text-3xl' : 'text-lg';
  if (!Number.isFinite(final))
    return <p className={`font-bold text-red-700 dark:text-red-400 ${size}`}>NaN</p>;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={`font-bold text-slate-900 dark:text-white ${size}`}>
        {discount > 0 && <span className="sr-only">Now </span>}
        {priceLabel(final)}
      </span>
      {discount > 0 && (
        <>
          <s className="text-sm text-slate-600 dark:text-slate-400">
            <span className="sr-only">was </span>
            {priceLabel(original)}
          </s>
          <span className="rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs font-bold text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200">
            {discount}% off
          </span>
        </>
      )}
    </p>
  );
}
