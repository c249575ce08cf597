import { TRAININGS } from '@/data/trainings';
import { TabHeading } from '../components/tab-heading';
import { TrainingsList } from '../components/trainings-list';

export default function TrainingsPage() {
  return (
    <section>
      <TabHeading title="Trainings" />
      <TrainingsList trainings={TRAININGS} />
    </section>
  );
}
