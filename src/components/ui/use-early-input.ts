import { useEffect, useRef, type ChangeEvent } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A prerendered field can be typed into before the app has hydrated it, and React then keeps the text on screen
 * but not in the form's state (which a later render would put back on screen). When the field mounts, text that
 * differs from its value goes to its onChange, as if typed just now: nothing typed early is lost.
 */
export function useEarlyInput<T extends Control>(
  value: unknown,
  onChange: ((event: ChangeEvent<T>) => void) | undefined,
) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const field = ref.current;
    if (!field || !onChange || value === undefined || /^(checkbox|radio|file)$/.test(field.type)) return;
    if (field.value !== String(value)) onChange({ target: field, currentTarget: field } as ChangeEvent<T>);
    // Once, as the field mounts (or hydrates): what happens later is React's to keep in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
