import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { FieldShell } from './field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | null;
  hint?: string;
};

/** A password input with a show/hide switch; label, hint and announced error as the other fields have. */
export function PasswordField({ label, error, hint, id: given, required, ...rest }: Props) {
  const auto = useId();
  const id = given ?? auto;
  const [visible, setVisible] = useState(false);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <div className="relative mt-1">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={`block w-full rounded-lg border bg-white py-2 pl-3 pr-16 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 ${
            error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
          }`}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={id}
          aria-label={visible ? 'Hide password' : 'Show password'}
          className="absolute inset-y-1 right-1 rounded-md px-2 text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </FieldShell>
  );
}
