import type { ReactNode } from 'react';
import { safeHttpUrl } from '@/lib/format/safe-url';
import { ExternalIcon } from './icons';

/** A link from the server opens (in a new tab) only when it is http(s); anything else is shown as plain text. */
export function ExternalLink({
  href,
  children,
  className = '',
  onOpen,
}: {
  href: string;
  children?: ReactNode;
  className?: string;
  /** Called when the link is followed (it opens in a new tab). */
  onOpen?: () => void;
}) {
  const url = safeHttpUrl(href);
  if (!url) return <span className="break-all">{href}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onOpen}
      onAuxClick={onOpen}
      className={`inline-flex items-center gap-1 break-all font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300 ${className}`}
    >
      {children ?? href}
      <ExternalIcon className="h-3.5 w-3.5 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
