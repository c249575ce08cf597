import { Img } from '@/components/ui/img';
import { NoImageIcon } from '@/components/ui/no-image-icon';
import { PROJECT_FALLBACK } from '../project-view';

/**
 * A project's picture in a 16:9 frame that holds its space before the image loads, so nothing shifts.
 * A missing, unsafe or broken image shows the spec's 'No Image' placeholder instead.
 */
export function ProjectImage({
  src,
  alt = '',
  priority = false,
  className = '',
}: {
  src: string;
  alt?: string;
  /** The page's main picture: fetched at once and first. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <div className={`relative aspect-video overflow-hidden bg-slate-100 dark:bg-slate-800 ${className}`}>
      <Img
        src={src}
        alt={alt}
        width={640}
        height={360}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="absolute inset-0 h-full w-full object-cover"
        fallback={<NoImage />}
      />
    </div>
  );
}

function NoImage() {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-600 dark:text-slate-300">
      <NoImageIcon />
      <span className="text-sm font-medium">{PROJECT_FALLBACK.image}</span>
    </div>
  );
}
