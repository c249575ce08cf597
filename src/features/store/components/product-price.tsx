import { priceLabel, type ProductPricing } from '../store-rules';

/** The selling price; when something is off, the list price struck through and the percentage saved. */
export function ProductPrice({ pricing, large = false }: { pricing: ProductPricing; large?: boolean }) {
  const { price, finalPrice, discount } = pricing;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={`font-bold text-slate-900 dark:text-white ${large ? 'text-3xl' : 'text-lg'}`}>
        {discount > 0 && <span className="sr-only">Now </span>}
        {priceLabel(finalPrice)}
      </span>
      {discount > 0 && (
        <>
          <s className="text-sm text-slate-600 dark:text-slate-400">
            <span className="sr-only">was </span>
            {priceLabel(price)}
          </s>
          <span className="rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs font-bold text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200">
            {discount}% off
          </span>
        </>
      )}
    </p>
  );
}
