import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { readCatalogue } from '../catalogue';
import { CardGrid } from './store-card';

/** Cards in the first row load at once and first (they are what a visitor sees); the rest load lazily. */
export const EAGER_CARDS = 3;

interface CatalogueGridProps<T> {
  /** The list's accessible name, e.g. "Books". */
  label: string;
  /** The catalogue as given: anything that is not an array is an error state. */
  items: unknown;
  errorTitle: string;
  emptyTitle: string;
  renderItem: (item: T, priority: boolean) => ReactNode;
}

export function CatalogueGrid<T extends { id: string | number; name: string }>({
  label,
  items,
  errorTitle,
  emptyTitle,
  renderItem,
}: CatalogueGridProps<T>) {
  const catalogue = readCatalogue<T>(items);
  if (!catalogue.ok)
    return (
      <ErrorState
        title={errorTitle}
        message="The list could not be read. Please refresh the page or try again later."
      />
    );
  if (catalogue.items.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <CardGrid label={label}>
      {catalogue.items.map((item, index) => (
        <li key={item.id}>{renderItem(item, index < EAGER_CARDS)}</li>
      ))}
    </CardGrid>
  );
}
