import { useCallback, useRef, type FormEvent, type MouseEvent } from 'react';

/**
 * What a submission returns: 'leaving' when it started a navigation away or handed over to another step (the
 * form stays held until it is gone, so a press meanwhile does nothing); anything else releases the form once it
 * settles.
 */
export type SubmitOutcome = 'leaving' | void;
type Work = () => SubmitOutcome | Promise<SubmitOutcome>;

/**
 * Every write submits once. A press while the last one is still being handled does nothing (a ref, not state:
 * two presses can land before a re-render), and neither does the second click of a double click (`detail` > 1,
 * a double tap too), which would otherwise meet the form as the first press left it: emptied, or with another
 * button moved under the pointer.
 *
 *   <form onSubmit={(e) => once.submit(e, save)} onClickCapture={once.skipRepeatedClick}>
 *   <Button onClick={(e) => once.press(e, remove)}>
 */
export function useSubmitOnce() {
  const held = useRef(false);

  const run = useCallback(async (work: Work) => {
    if (held.current) return;
    held.current = true;
    let outcome: SubmitOutcome = undefined;
    try {
      outcome = await work();
    } finally {
      if (outcome !== 'leaving') held.current = false;
    }
  }, []);

  /** A form's onSubmit. */
  const submit = (event: FormEvent<HTMLFormElement>, work: Work) => {
    event.preventDefault();
    void run(work);
  };

  /** A button's onClick. */
  const press = (event: MouseEvent<HTMLButtonElement>, work: Work) => {
    if (event.detail > 1) return;
    void run(work);
  };

  return { submit, press, skipRepeatedClick };
}

/**
 * A form's onClickCapture, beside `submit`: the repeated click of a double click on a submit button is cancelled,
 * and with it the submission it would start.
 */
function skipRepeatedClick(event: MouseEvent<HTMLFormElement>) {
  const target = event.target as Element;
  if (event.detail > 1 && target.closest('button[type="submit"], input[type="submit"]'))
    event.preventDefault();
}
