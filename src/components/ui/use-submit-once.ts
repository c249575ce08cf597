import { useCallback, useRef, useState, type FormEvent, type MouseEvent } from 'react';

/**
 * What a submission handler returns: 'leaving' when it started a navigation away (the form stays held until it
 * is gone, so a press during the navigation does nothing); anything else releases the form once it settles.
 */
export type SubmitOutcome = 'leaving' | void;
type Work = () => SubmitOutcome | Promise<SubmitOutcome>;

/**
 * Every write submits once. A press while the last one is still being handled does nothing (a ref, not state:
 * two presses can land before a re-render), and neither does the second click of a double click (`detail` > 1,
 * a double tap too), which would otherwise meet the form as the first press left it: cleared, or with another
 * button moved under the pointer.
 *
 * `form(handler)` gives a form's onSubmit and onClickCapture; `click(handler)` a button's onClick. `pending` is
 * true while an awaited handler runs, for a busy label.
 */
export function useSubmitOnce() {
  const held = useRef(false);
  const [pending, setPending] = useState(false);

  const run = useCallback(async (work: Work) => {
    if (held.current) return;
    held.current = true;
    let outcome: SubmitOutcome = undefined;
    try {
      const result = work();
      if (result instanceof Promise) {
        setPending(true);
        try {
          outcome = await result;
        } finally {
          setPending(false);
        }
      } else outcome = result;
    } finally {
      if (outcome !== 'leaving') held.current = false;
    }
  }, []);

  const form = (handler: (event: FormEvent<HTMLFormElement>) => SubmitOutcome | Promise<SubmitOutcome>) => ({
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void run(() => handler(event));
    },
    // Cancelling the repeated click on a submit button cancels the submission it would start.
    onClickCapture: (event: MouseEvent<HTMLFormElement>) => {
      const target = event.target as Element;
      if (event.detail > 1 && target.closest('button[type="submit"], input[type="submit"]'))
        event.preventDefault();
    },
  });

  const click =
    (handler: (event: MouseEvent<HTMLButtonElement>) => SubmitOutcome | Promise<SubmitOutcome>) =>
    (event: MouseEvent<HTMLButtonElement>) => {
      if (event.detail > 1) return;
      void run(() => handler(event));
    };

  return { form, click, pending };
}
