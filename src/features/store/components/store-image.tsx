import { Img } from '@/components/ui/img';
import { NoImageIcon } from '@/components/ui/no-image-icon';

interface StoreImageProps {
  src: string;
  alt: string;
  /** The picture's intrinsic size: the browser holds its space before it loads, so nothing moves. */
  width: number;
  height: number;
  className?: string;
  /** The first pictures on a screen load at once and first; the rest when they near the viewport. */
  priority?: boolean;
}

/** A catalogue picture, or a placeholder of the same size when there is none or it fails to load. */
export function StoreImage({ src, alt, width, height, className = '', priority = false }: StoreImageProps) {
  return (
    <Img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      fallback={<ImagePlaceholder label={alt} className={className} />}
    />
  );
}

function ImagePlaceholder({ label, className }: { label: string; className: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={`flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300 ${className}`}
    >
      <NoImageIcon />
      <span className="text-xs font-medium">No image</span>
    </div>
  );
}
