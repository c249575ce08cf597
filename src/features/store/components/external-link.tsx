import type { ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';

interface ExternalButtonProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A link from the catalogue, drawn as a button. It opens only when it is http(s), always in a new tab without
 * handing this page to the other site; anything else shows nothing rather than a link that could run script.
 */
export function ExternalButton({ href, children, variant, size, className }: ExternalButtonProps) {
  return (
    <ExternalLink href={href} className={buttonClasses(variant, size, className)}>
      {children}
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="h-4 w-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </ExternalLink>
  );
}
