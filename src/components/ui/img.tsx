import { useState, type ImgHTMLAttributes } from 'react';
import { safeHttpUrl } from '@/lib/format/safe-url';

interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src?: string | null;
  /** What shows when there is no usable picture or it fails to load. */
  fallback: React.ReactNode;
}

/** An image from data: only same-origin paths and http(s) URLs load; anything else, or a failed load, shows the fallback. */
export function Img({ src, fallback, alt = '', ...rest }: ImgProps) {
  const [failed, setFailed] = useState(false);
  const url = src && (src.startsWith('/') && !src.startsWith('//') ? src : safeHttpUrl(src));
  if (!url || failed) return <>{fallback}</>;
  return <img src={url} alt={alt} onError={() => setFailed(true)} {...rest} />;
}
