import { useState } from 'react';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * A form's values and its errors at the fields: editing a field clears that field's error; `accept` shows what
 * the rules found and moves focus to the first field (in the form's order) that has a problem.
 */
export function useFormFields<F extends object, K extends string = Extract<keyof F, string>>(
  initial: F | (() => F),
) {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const set = <P extends keyof F>(field: P, value: F[P]) => {
    setValues((v) => ({ ...v, [field]: value }));
    const key = field as unknown as K;
    setErrors((e) => (e[key] === undefined ? e : { ...e, [key]: undefined }));
  };

  const accept = (found: FieldErrors<K>, order: readonly K[], idOf: (field: K) => string): boolean => {
    setErrors(found);
    const first = order.find((f) => found[f]);
    if (first === undefined) return true;
    document.getElementById(idOf(first))?.focus();
    return false;
  };

  return { values, setValues, errors, setErrors, set, accept };
}
