import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/ui/use-reduced-motion';
import { initialTyping, nextTyping, typedText, typingDelay, type TypingState } from '../typing';

interface TypingHeadlineProps {
  /** The words that stay: "Live classes in". */
  lead: string;
  /** The words typed and deleted in turn after the lead. */
  phrases: readonly string[];
}

/** "a, b and c" — the sentence a screen reader hears instead of the animation. */
function spoken(lead: string, phrases: readonly string[]): string {
  const list =
    phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}` : (phrases[0] ?? '');
  return `${lead} ${list}`;
}

/** What the typed line holds: never an empty text node, so the line keeps its box and the browser its first paint. */
function lineText(state: TypingState, phrases: readonly string[]): string {
  return typedText(state, phrases) || '\u200b';
}

/**
 * The page's h1. Screen readers get the whole headline once (visually hidden text); the typing is hidden from
 * them. It starts from the first phrase in full, as prerendered, so hydration matches; reduced motion or
 * the pause button keeps it still (an animation running for more than five seconds must be pausable).
 *
 * A letter comes or goes up to 20 times a second for as long as the page is open, so the letters are written
 * straight into the line's text node rather than through a React render each: a render, its commit and the
 * scheduler's task cost more than the text change itself. React renders the line once, with the first phrase;
 * reduced motion brings that phrase back.
 */
export function TypingHeadline({ lead, phrases }: TypingHeadlineProps) {
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = !reduced && !paused;
  const text = useRef<HTMLSpanElement>(null);
  // Where the typing is, kept across a pause so that it goes on from there.
  const typing = useRef(initialTyping(phrases));

  useEffect(() => {
    const node = text.current?.firstChild;
    if (!(node instanceof Text)) return;
    const show = () => {
      node.data = lineText(typing.current, phrases);
    };
    if (reduced) {
      typing.current = initialTyping(phrases);
      show();
    }
    if (!moving) return;
    let timer = 0;
    const step = () => {
      typing.current = nextTyping(typing.current, phrases);
      show();
      timer = window.setTimeout(step, typingDelay(typing.current, phrases));
    };
    timer = window.setTimeout(step, typingDelay(typing.current, phrases));
    return () => clearTimeout(timer);
  }, [moving, reduced, phrases]);

  return (
    <div className="flex items-start gap-3">
      <h1 className="min-w-0 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
        <span className="sr-only">{spoken(lead, phrases)}</span>
        <span aria-hidden="true">
          {lead}
          {/* One line held open whatever its length, so nothing below moves while letters come and go. */}
          <span className="block min-h-[1.2em] overflow-hidden whitespace-nowrap text-brand-700 dark:text-brand-300">
            <span ref={text}>{lineText(initialTyping(phrases), phrases)}</span>
            <span
              className={`ml-1 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] bg-current align-baseline ${
                moving ? 'animate-pulse' : 'opacity-0'
              }`}
            />
          </span>
          {/* Every phrase, invisible and flat, with room for the caret (its margin and width), so the heading is
              as wide as its longest line from the start and the pause button beside it stays put: sized to the
              typed line, the heading narrowed and widened with every letter and the button moved with it, under
              the pointer of anyone aiming at it. */}
          {phrases.map((phrase) => (
            <span
              key={phrase}
              className="invisible block h-0 overflow-hidden whitespace-nowrap pr-[calc(0.25rem+3px)]"
            >
              {phrase}
            </span>
          ))}
        </span>
      </h1>
      {!reduced && (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          aria-label="Pause the headline animation"
          title={paused ? 'Play the headline animation' : 'Pause the headline animation'}
          className="mt-2 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
            {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />}
          </svg>
        </button>
      )}
    </div>
  );
}
