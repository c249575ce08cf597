import {
  useImperativeHandle,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { STORAGE_WRITE_FAILED_MESSAGE } from '@/lib/storage/storage';
import {
  ON_SUBMIT,
  clearErrorOnEdit,
  rulesResolver,
  showFieldProblems,
  submitValid,
} from '@/components/ui/form-rules';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import {
  ADDRESS_FIELDS,
  loadAddress,
  saveAddress,
  tidyAddress,
  validateAddress,
  type Address,
  type AddressField,
} from '../address';
import { panel, skeletonBar } from './styles';

const fieldId = (field: AddressField) => `address-${field}`;

/** The open address form, for Pay Now, which must not go through while an edit is unsaved. */
export interface AddressFormHandle {
  /** Shows what is wrong and focuses the first field to fix, else the Save button; true when it is valid. */
  claimFocus(): boolean;
}

interface AddressSectionProps {
  hydrated: boolean;
  /** Whether the form is open: the page owns it, as Pay Now depends on it. */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  formRef: Ref<AddressFormHandle>;
}

/** The delivery address with Edit. Read from this tab's storage after hydration; the lines' space is held. */
export function AddressSection({ hydrated, ...editor }: AddressSectionProps) {
  return (
    <section aria-labelledby="address-title" className={panel}>
      {hydrated ? <AddressEditor {...editor} /> : <AddressSkeleton />}
    </section>
  );
}

function Heading({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id="address-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Delivery address
      </h2>
      {children}
    </div>
  );
}

function AddressSkeleton() {
  return (
    <>
      <Heading>
        <Button variant="outline2" size="sm" disabled>
          Edit
        </Button>
      </Heading>
      <div className="mt-3 space-y-1" aria-hidden="true">
        {['w-32', 'w-56', 'w-48', 'w-40'].map((width) => (
          <div key={width} className="flex h-6 items-center">
            <span className={`${skeletonBar} block h-4 ${width}`} />
          </div>
        ))}
      </div>
    </>
  );
}

function AddressEditor({ editing, onEditingChange, formRef }: Omit<AddressSectionProps, 'hydrated'>) {
  const [address, setAddress] = useState<Address>(loadAddress);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    onEditingChange(false);
    // Back to where the person started, once the button is on screen again.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <>
      <Heading>
        {!editing && (
          <Button
            ref={editButton}
            variant="outline2"
            size="sm"
            aria-label="Edit delivery address"
            onClick={() => {
              setSaved(false);
              onEditingChange(true);
            }}
          >
            Edit
          </Button>
        )}
      </Heading>
      {editing ? (
        <AddressForm
          ref={formRef}
          initial={address}
          onSave={(next) => {
            if (!saveAddress(next)) return false;
            setAddress(next);
            setSaved(true);
            close();
            return true;
          }}
          onCancel={close}
        />
      ) : (
        <address className="mt-3 space-y-1 not-italic text-slate-800 dark:text-slate-200">
          <p className="font-semibold leading-6 text-slate-900 dark:text-white">{address.name}</p>
          <p className="break-words leading-6">{address.street}</p>
          <p className="leading-6">
            {address.city}, {address.state} {address.pin}
          </p>
          <p className="leading-6">Phone: {address.phone}</p>
        </address>
      )}
      {/* Always present, so that screen readers announce the change when it fills. */}
      <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
        {saved ? 'Address saved.' : ''}
      </p>
    </>
  );
}

const LABELS: Record<AddressField, string> = {
  name: 'Full name',
  street: 'House and street',
  city: 'City',
  state: 'State',
  pin: 'PIN code',
  phone: 'Phone number',
};

function AddressForm({
  ref,
  initial,
  onSave,
  onCancel,
}: {
  ref: Ref<AddressFormHandle>;
  initial: Address;
  /** False when the address could not be kept (storage full or blocked): the form stays, as typed. */
  onSave: (address: Address) => boolean;
  onCancel: () => void;
}) {
  const form = useForm<Address>({
    ...ON_SUBMIT,
    defaultValues: initial,
    resolver: rulesResolver(validateAddress),
  });
  const { register, handleSubmit, getValues, clearErrors, setError, formState } = form;
  const { errors } = formState;
  const [saveFailed, setSaveFailed] = useState(false);
  const once = useSubmitOnce();
  const saveButton = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => ({
    // Pay Now asks at once, without a submit: the same rules, shown the same way.
    claimFocus() {
      const found = validateAddress(getValues());
      clearErrors();
      showFieldProblems(setError, found, ADDRESS_FIELDS);
      const valid = !ADDRESS_FIELDS.some((field) => found[field]);
      if (valid) saveButton.current?.focus();
      return valid;
    },
  }));

  const submit = () => {
    setSaveFailed(false);
    return submitValid(handleSubmit, (values) => setSaveFailed(!onSave(tidyAddress(values))));
  };

  return (
    <form
      noValidate
      onSubmit={(e) => once.submit(e, submit)}
      onClickCapture={once.skipRepeatedClick}
      onChange={clearErrorOnEdit(form)}
      aria-label="Edit delivery address"
      className="mt-4 space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((field) => (
          <TextField
            key={field}
            id={fieldId(field)}
            label={LABELS[field]}
            {...register(field)}
            error={errors[field]?.message}
            required
            wrapperClassName={field === 'street' ? 'sm:col-span-2' : undefined}
            {...INPUT_HINTS[field]}
          />
        ))}
      </div>
      {saveFailed && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {STORAGE_WRITE_FAILED_MESSAGE}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button ref={saveButton} type="submit">
          Save address
        </Button>
        <Button variant="outline2" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Keyboards and autofill that fit each field. */
const INPUT_HINTS: Record<AddressField, InputHTMLAttributes<HTMLInputElement>> = {
  name: { autoComplete: 'name' },
  street: { autoComplete: 'street-address' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  pin: { autoComplete: 'postal-code', inputMode: 'numeric' },
  phone: { autoComplete: 'tel-national', inputMode: 'tel', type: 'tel' },
};
