import type { ReactNode } from 'react';
import { ExternalLink as SafeLink } from '@/components/ui/external-link';
import { ExternalIcon } from './icons';

/** A job's link from the server, as a text link with the leaving-the-site icon; anything not http(s) is plain text. */
export function ExternalLink({
  href,
  children,
  onOpen,
}: {
  href: string;
  children?: ReactNode;
  /** Called when the link is followed (it opens in a new tab). */
  onOpen?: () => void;
}) {
  return (
    <SafeLink
      href={href}
      onOpen={onOpen}
      fallback={<span className="break-all">{href}</span>}
      className="inline-flex items-center gap-1 break-all font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
    >
      {children ?? href}
      <ExternalIcon className="h-3.5 w-3.5 shrink-0" />
    </SafeLink>
  );
}
