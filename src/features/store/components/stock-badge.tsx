import { availabilityLabel, isInStock } from '../store-rules';

export function StockBadge({ availability }: { availability: string }) {
  const inStock = isInStock(availability);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        inStock
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-800'
          : 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-800'
      }`}
    >
      {availabilityLabel(availability)}
    </span>
  );
}
