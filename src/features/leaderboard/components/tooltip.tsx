import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { TOOLTIP_HIDE_DELAY_MS } from '../leaderboard-constants';

/**
 * A text tooltip that works by pointer, touch and keyboard: it shows on hover and on focus, stays while the
 * pointer moves onto it, and Escape dismisses it. It is placed against the nearest positioned ancestor (the row),
 * so it never sticks out sideways on a narrow screen. Screen readers get the text as the trigger's description.
 */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = () => {
    clearTimeout(hideTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), TOOLTIP_HIDE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  return (
    <>
      <span
        tabIndex={0}
        aria-describedby={id}
        onPointerEnter={show}
        onPointerLeave={hideSoon}
        onFocus={show}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            setOpen(false);
          }
        }}
        className="cursor-help rounded-sm underline decoration-slate-400 decoration-dotted underline-offset-4"
      >
        {children}
      </span>
      <span
        role="tooltip"
        id={id}
        onPointerEnter={show}
        onPointerLeave={hideSoon}
        hidden={!open}
        className="absolute inset-x-3 bottom-full z-popover mb-1 rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
      >
        {content}
      </span>
    </>
  );
}
