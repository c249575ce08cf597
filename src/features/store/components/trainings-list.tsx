import type { Training } from '@/data/trainings';
import { CatalogueGrid } from './catalogue-grid';
import { TrainingCard } from './training-card';

export const TRAININGS_ERROR = 'Error loading training data';

/** The trainings tab. Takes the catalogue as given, so a list that is not an array shows the spec's error. */
export function TrainingsList({ trainings }: { trainings: unknown }) {
  return (
    <CatalogueGrid<Training>
      label="Trainings"
      items={trainings}
      errorTitle={TRAININGS_ERROR}
      emptyTitle="No trainings yet."
      renderItem={(training, priority) => <TrainingCard training={training} priority={priority} />}
    />
  );
}
