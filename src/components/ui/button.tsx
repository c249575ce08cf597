import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useHydrated } from '@/lib/hydration';

export type ButtonSize = 'xs' | 'ssm' | 'sm' | 'md' | 'lg' | 'xl';
export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'tertiary'
  | 'orange'
  | 'outline'
  | 'outline2'
  | 'danger'
  | 'warning'
  | 'success'
  | 'info';

const sizes: Record<ButtonSize, string> = {
  xs: 'px-2 py-1 text-xs',
  ssm: 'px-2.5 py-1.5 text-xs',
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-5 py-2.5 text-base',
  xl: 'px-6 py-3 text-lg',
};

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400',
  secondary:
    'bg-slate-800 text-white hover:bg-slate-900 dark:bg-slate-200 dark:text-slate-900 dark:hover:bg-white',
  tertiary:
    'bg-brand-50 text-brand-800 hover:bg-brand-100 dark:bg-slate-800 dark:text-brand-200 dark:hover:bg-slate-700',
  orange: 'bg-orange-700 text-white hover:bg-orange-800',
  outline:
    'border border-brand-700 text-brand-700 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-200 dark:hover:bg-slate-800',
  outline2:
    'border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  warning: 'bg-amber-400 text-slate-950 hover:bg-amber-500',
  success: 'bg-emerald-700 text-white hover:bg-emerald-800',
  info: 'bg-sky-700 text-white hover:bg-sky-800',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    sizes[size],
    variants[variant],
    extra,
  ].join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className = '', type = 'button', ...rest },
  ref,
) {
  // A button needs the app's code: on a prerendered page it is disabled until hydrated (a form's submit would
  // otherwise send the form the browser's way, into the address).
  const hydrated = useHydrated();
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(variant, size, className)}
      {...rest}
      disabled={rest.disabled || !hydrated}
    />
  );
});

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Faded and inert like a disabled button: no link to follow or focus, announced as disabled. */
  disabled?: boolean;
}

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className = '',
  disabled = false,
  ...rest
}: ButtonLinkProps) {
  if (disabled) {
    // An <a> without href is neither focusable nor followable.
    return (
      <a role="link" aria-disabled="true" className={buttonClasses(variant, size, className)}>
        {rest.children}
      </a>
    );
  }
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}
