import type { ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';

/**
 * A button-styled link to another site (the one safe link, components/ui/external-link.tsx): only an http(s) link
 * becomes a button; anything else renders nothing, so there is never a dead button.
 */
export function ExternalButton({
  href,
  variant,
  icon,
  children,
}: {
  href: string | null;
  variant: ButtonVariant;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <ExternalLink href={href} className={buttonClasses(variant, 'lg')}>
      {icon}
      {children}
    </ExternalLink>
  );
}

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'h-5 w-5',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Angle brackets: the code. */
export function CodeIcon() {
  return (
    <svg {...iconProps}>
      <path d="m8 6-6 6 6 6M16 6l6 6-6 6" />
    </svg>
  );
}

/** An arrow leaving a box: the running site. */
export function LaunchIcon() {
  return (
    <svg {...iconProps}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
