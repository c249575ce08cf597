import type { Training } from '@/data/trainings';
import { priceLabel } from '../store-rules';
import { Rating } from './rating';
import { StoreCard } from './store-card';
import { StoreImage } from './store-image';
import { TrainingTypeBadge } from './training-type-badge';

export function TrainingCard({ training, priority }: { training: Training; priority: boolean }) {
  return (
    <StoreCard
      to={`/training-details/${encodeURIComponent(training.id)}`}
      name={training.name}
      media={
        <StoreImage
          src={training.image}
          alt={training.name}
          width={640}
          height={360}
          priority={priority}
          className="aspect-video w-full object-cover"
        />
      }
      footer={
        <p className="text-lg font-bold text-slate-900 dark:text-white">{priceLabel(training.price)}</p>
      }
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <TrainingTypeBadge type={training.type} />
        <span>{training.platform}</span>
      </div>
      <Rating rating={training.rating} reviews={training.reviews} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {training.duration} · {training.level}
      </p>
    </StoreCard>
  );
}
