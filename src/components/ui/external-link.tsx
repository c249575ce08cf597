import type { ReactNode } from 'react';
import { safeHttpUrl } from '@/lib/format/safe-url';

/**
 * The one link to another site whose address comes from data. It opens only when the address is http(s), always in
 * a new tab without handing this page to the other site, and says so to a screen reader. Anything else renders
 * `fallback` (nothing, unless the caller shows the text), never a link that could run script.
 */
export function ExternalLink({
  href,
  children,
  className,
  fallback = null,
  label = '(opens in a new tab)',
  onOpen,
}: {
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
  /** What shows when the address is not http(s). */
  fallback?: ReactNode;
  /** The hidden words after the visible text; name the thing when the visible text alone is ambiguous. */
  label?: string;
  /** Called when the link is followed. */
  onOpen?: () => void;
}) {
  const url = safeHttpUrl(href);
  if (!url) return <>{fallback}</>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onOpen}
      onAuxClick={onOpen}
      className={className}
    >
      {children}
      {/* The space sits outside the hidden span: some name computations trim each element's text. */}{' '}
      <span className="sr-only">{label}</span>
    </a>
  );
}
