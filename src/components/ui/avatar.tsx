import { useState } from 'react';
import { initials } from '@/lib/format/initials';
import { safeHttpUrl } from '@/lib/format/safe-url';

const palette = [
  'bg-brand-700',
  'bg-emerald-700',
  'bg-orange-700',
  'bg-fuchsia-700',
  'bg-sky-700',
  'bg-rose-700',
];

/** A picture when the URL is usable and loads; otherwise the person's initials on a colour picked from the name. */
export function Avatar({
  src,
  name,
  size = 48,
  className = '',
}: {
  src?: string | null;
  name: string;
  size?: number;
  className?: string;
}) {
  // Which address failed to load: a new picture (an upload) gets its own chance.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = src && (src.startsWith('/') ? src : safeHttpUrl(src));
  const failed = !!url && failedUrl === url;
  const colour = palette[[...name].reduce((n, c) => n + c.charCodeAt(0), 0) % palette.length];
  const style = { width: size, height: size, fontSize: Math.max(12, size * 0.38) };
  if (url && !failed) {
    return (
      <img
        src={url}
        alt={name ? `${name}'s avatar` : 'Avatar'}
        width={size}
        height={size}
        style={style}
        onError={() => setFailedUrl(url)}
        className={`shrink-0 rounded-full object-cover ${className}`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name ? `${name}'s avatar` : 'Avatar'}
      style={style}
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white ${colour} ${className}`}
    >
      {initials(name || '?')}
    </span>
  );
}
