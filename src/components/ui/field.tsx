import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useEarlyInput } from '@/lib/hydration';

const control =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-600 ' +
  'dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800 dark:disabled:text-slate-300';

function border(error?: string | null) {
  return error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600';
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
  /** How much is typed against the field's limit, shown as "12/120" under it. */
  count?: { length: number; max: number };
}

/**
 * A visible label tied to its control, a hint, an error announced to assistive technology, and for a capped field
 * a count of what is typed ("12/120"), which the control names in its aria-describedby (useControl).
 */
export function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  children,
  className = '',
  count,
}: FieldShellProps) {
  return (
    <div className={className}>
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {/* Outside the label, so the field's name is exactly its label; `required` tells assistive technology. */}
        {required && (
          <span className="text-sm text-red-700 dark:text-red-400" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {count && (
        <p
          id={`${id}-count`}
          data-count
          className={`mt-1 text-right text-xs tabular-nums ${
            count.length > count.max
              ? 'font-semibold text-red-700 dark:text-red-400'
              : 'text-slate-600 dark:text-slate-400'
          }`}
        >
          {`${count.length}/${count.max}`} <span className="sr-only">characters</span>
        </p>
      )}
    </div>
  );
}

type Common = {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  wrapperClassName?: string;
  /** The field's current text (RHF's watch), shown as "12/120" under it against its maxLength, which it then needs. */
  countText?: string;
};

/**
 * The wiring every control shares: its id, invalid state, what describes it (its error or hint, its count, and
 * what the caller adds), and its look.
 */
function useControl(
  given: string | undefined,
  error: string | null | undefined,
  hint: ReactNode,
  className = '',
  { counted = false, describedBy }: { counted?: boolean; describedBy?: string } = {},
) {
  const auto = useId();
  const id = given ?? auto;
  const ids = [
    error ? `${id}-error` : hint ? `${id}-hint` : '',
    counted ? `${id}-count` : '',
    describedBy ?? '',
  ]
    .flatMap((list) => list.split(' '))
    .filter((each, i, all) => each && all.indexOf(each) === i);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    className: `${control} ${border(error)} ${className}`,
  };
}

/** The count a capped field shows, or none. */
function countOf(text: string | undefined, maxLength: number | undefined) {
  if (text === undefined || maxLength === undefined) return undefined;
  return { length: text.length, max: maxLength };
}

export function TextField({
  label,
  error,
  hint,
  wrapperClassName,
  id,
  className,
  countText,
  'aria-describedby': describedBy,
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const count = countOf(countText, rest.maxLength);
  const wiring = useControl(id, error, hint, className, { counted: !!count, describedBy });
  // A field held in state (a live filter) takes over text typed before hydration; a registered field has no
  // value prop, and RHF's ref replaces this one.
  const early = useEarlyInput<HTMLInputElement>(rest.value, rest.onChange);
  return (
    <FieldShell
      id={wiring.id}
      label={label}
      error={error}
      hint={hint}
      required={rest.required}
      className={wrapperClassName}
      count={count}
    >
      <input ref={early} {...wiring} {...rest} />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  wrapperClassName,
  id,
  className,
  countText,
  'aria-describedby': describedBy,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const count = countOf(countText, rest.maxLength);
  const wiring = useControl(id, error, hint, className, { counted: !!count, describedBy });
  const early = useEarlyInput<HTMLTextAreaElement>(rest.value, rest.onChange);
  return (
    <FieldShell
      id={wiring.id}
      label={label}
      error={error}
      hint={hint}
      required={rest.required}
      className={wrapperClassName}
      count={count}
    >
      <textarea ref={early} {...wiring} {...rest} />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  wrapperClassName,
  id,
  className,
  children,
  'aria-describedby': describedBy,
  ...rest
}: Omit<Common, 'countText'> & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const wiring = useControl(id, error, hint, className, { describedBy });
  const early = useEarlyInput<HTMLSelectElement>(rest.value, rest.onChange);
  return (
    <FieldShell
      id={wiring.id}
      label={label}
      error={error}
      hint={hint}
      required={rest.required}
      className={wrapperClassName}
    >
      <select ref={early} {...wiring} {...rest}>
        {children}
      </select>
    </FieldShell>
  );
}
