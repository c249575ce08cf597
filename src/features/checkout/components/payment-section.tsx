import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ON_SUBMIT, checkedResolver, clearErrorOnEdit } from '@/components/ui/form-rules';
import { INITIAL_BANKS, checkNewBank } from '../banks';
import { UPI_APPS, type PaymentChoice } from '../payment';
import { panel } from './styles';

const UPI_COLOURS: Record<string, string> = {
  'Google Pay': 'bg-sky-700',
  PhonePe: 'bg-violet-700',
  Paytm: 'bg-cyan-800',
  BHIM: 'bg-orange-700',
};

interface PaymentSectionProps {
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
}

/** How to pay: one choice across the UPI apps and the debit cards of the listed banks. */
export function PaymentSection({ value, onChange }: PaymentSectionProps) {
  const name = useId();
  const [banks, setBanks] = useState<string[]>([...INITIAL_BANKS]);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const is = (kind: PaymentChoice['kind'], option: string) => value.kind === kind && value.name === option;

  const addBank = (bank: string) => {
    setBanks((list) => [...list, bank]);
    onChange({ kind: 'card', name: bank });
    setAdding(false);
    // The new bank is chosen; put the keyboard on it so that is heard and seen.
    requestAnimationFrame(() => document.getElementById(optionId(name, 'card', bank))?.focus());
  };

  return (
    <section aria-labelledby="payment-title" className={panel}>
      <h2 id="payment-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Payment method
      </h2>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">UPI</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {UPI_APPS.map((app) => (
            <Option
              key={app}
              id={optionId(name, 'upi', app)}
              name={name}
              checked={is('upi', app)}
              onSelect={() => onChange({ kind: 'upi', name: app })}
              badge={<Badge colour={UPI_COLOURS[app] ?? 'bg-slate-700'}>{app.charAt(0)}</Badge>}
            >
              {app}
            </Option>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">Debit card</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {banks.map((bank) => (
            <Option
              key={bank}
              id={optionId(name, 'card', bank)}
              name={name}
              checked={is('card', bank)}
              onSelect={() => onChange({ kind: 'card', name: bank })}
              badge={<CardIcon />}
            >
              {bank}
            </Option>
          ))}
        </div>
        <div className="mt-3">
          {adding ? (
            <AddBankForm
              banks={banks}
              onAdd={addBank}
              onCancel={() => {
                setAdding(false);
                requestAnimationFrame(() => addButton.current?.focus());
              }}
            />
          ) : (
            <Button ref={addButton} variant="outline2" size="sm" onClick={() => setAdding(true)}>
              <span aria-hidden="true">+</span> Add bank
            </Button>
          )}
        </div>
      </fieldset>
    </section>
  );
}

const optionId = (group: string, kind: string, option: string) =>
  `${group}-${kind}-${option.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function Option({
  id,
  name,
  checked,
  onSelect,
  badge,
  children,
}: {
  id: string;
  name: string;
  checked: boolean;
  onSelect: () => void;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm font-medium transition-colors ${
        checked
          ? 'border-brand-600 bg-brand-50 text-slate-900 dark:border-brand-300 dark:bg-slate-800 dark:text-white'
          : 'border-slate-200 text-slate-800 hover:border-slate-300 dark:border-slate-700 dark:text-slate-200 dark:hover:border-slate-500'
      }`}
    >
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="h-4 w-4 shrink-0 accent-brand-700 dark:accent-brand-300"
      />
      {badge}
      <span className="min-w-0 break-words">{children}</span>
    </label>
  );
}

function Badge({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-xs font-bold text-white ${colour}`}
    >
      {children}
    </span>
  );
}

function CardIcon() {
  return (
    <span
      aria-hidden="true"
      className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-700 dark:bg-slate-700 dark:text-slate-200"
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M3 10h18" />
      </svg>
    </span>
  );
}

function AddBankForm({
  banks,
  onAdd,
  onCancel,
}: {
  banks: readonly string[];
  onAdd: (bank: string) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    ...ON_SUBMIT,
    defaultValues: { bank: '' },
    resolver: checkedResolver<{ bank: string }, string>(({ bank }) => {
      const check = checkNewBank(bank, banks);
      return check.ok ? { ok: true, values: check.name } : { ok: false, errors: { bank: check.error } };
    }),
    // The message is beside the field the person just used: focus stays on what they pressed.
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState } = form;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onAdd)}
      onChange={clearErrorOnEdit(form)}
      aria-label="Add a bank"
      className="space-y-3"
    >
      <TextField
        label="Bank name"
        autoFocus
        {...register('bank')}
        error={formState.errors.bank?.message}
        required
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm">
          Add
        </Button>
        <Button variant="outline2" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
