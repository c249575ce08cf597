import {
  get,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
  type UseFormHandleSubmit,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { FormEvent } from 'react';

/** What a feature's pure rules return: a message per field that has a problem. */
type Problems = Partial<Record<string, string | undefined>>;

/**
 * A feature's pure rules as the form's resolver: the rules stay plain functions with their own unit tests, and
 * the form shows what they return at each field.
 */
export function rulesResolver<T extends FieldValues>(rules: (values: T) => Problems): Resolver<T> {
  return (values) => {
    const errors = fieldErrors<T>(rules(values));
    return errors ? { values: {}, errors } : { values, errors: {} };
  };
}

/** RHF's errors for the problems found, or null when there are none. */
function fieldErrors<T extends FieldValues>(problems: Problems): FieldErrors<T> | null {
  const found = Object.entries(problems).filter((entry): entry is [string, string] => !!entry[1]);
  if (found.length === 0) return null;
  return Object.fromEntries(
    found.map(([field, message]) => [field, { type: 'rules', message }]),
  ) as FieldErrors<T>;
}

/**
 * The options every form shares: the rules run when the form is sent (and again at each send), never while the
 * person is still typing; `clearErrorOnEdit` takes a field's message away as soon as it is edited.
 */
export const ON_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;

/** A <form>'s onChange: the field being edited loses its message until the next send. */
export function clearErrorOnEdit<T extends FieldValues, V>({
  formState,
  clearErrors,
}: Pick<UseFormReturn<T, unknown, V>, 'formState' | 'clearErrors'>) {
  return (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name === 'string' && get(formState.errors, name)) clearErrors(name as FieldPath<T>);
  };
}

/**
 * RHF's handleSubmit, returning what `onValid` returned (undefined when the rules refused): useSubmitOnce needs
 * it to tell a submission that leaves the form from one that settled.
 */
export async function submitValid<T extends FieldValues, V, R>(
  handleSubmit: UseFormHandleSubmit<T, V>,
  onValid: (values: V) => R | Promise<R>,
  onInvalid?: SubmitErrorHandler<T>,
): Promise<R | undefined> {
  let result: R | undefined;
  await handleSubmit(async (values) => {
    result = await onValid(values);
  }, onInvalid)();
  return result;
}

/**
 * Rules that also shape what is sent, answering `{ ok: true, values }` or `{ ok: false, errors }`: the form's
 * resolver, whose valid values are theirs (trimmed, normalised), so the submit handler gets what it sends.
 */
export function checkedResolver<T extends FieldValues, V>(
  check: (values: T) => { ok: true; values: V } | { ok: false; errors: Problems },
): Resolver<T, unknown, V> {
  return (values) => {
    const result = check(values);
    if (result.ok) return { values: result.values, errors: {} };
    return { values: {}, errors: fieldErrors<T>(result.errors) ?? {} };
  };
}

/** Shows problems found after sending (the server's) at their fields, focusing the first in the form's order. */
export function showFieldProblems<T extends FieldValues>(
  setError: UseFormSetError<T>,
  problems: Problems,
  order: readonly FieldPath<T>[],
): void {
  const first = order.find((field) => problems[field]);
  for (const field of order) {
    const message = problems[field];
    if (message) setError(field, { message }, { shouldFocus: field === first });
  }
}
