import type { TrainingType } from '@/data/trainings';

const LABELS: Record<TrainingType, string> = { training: 'Training', video: 'Video' };

export function TrainingTypeBadge({ type }: { type: TrainingType }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        type === 'video'
          ? 'bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-950/60 dark:text-violet-200 dark:ring-violet-800'
          : 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950/60 dark:text-sky-200 dark:ring-sky-800'
      }`}
    >
      {LABELS[type] ?? 'Training'}
    </span>
  );
}
