import { type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Modal } from '@/components/ui/dialog';
import { SearchIcon } from './search-icon';

/**
 * The search form's frame, shared by the form (a lazy chunk) and the stand-in the teaser shows while that chunk
 * loads, so the one becomes the other with no visible change: a modal panel at the top of the screen, never
 * clipped by the hero. Escape or a click outside closes it; focus then goes back to where it was.
 */
export function SearchFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Modal
      onClose={onClose}
      aria-label="Search"
      className="mx-auto mt-3 w-[calc(100%-1.5rem)] max-w-2xl overflow-hidden rounded-2xl bg-white text-inherit shadow-2xl ring-1 ring-slate-200 backdrop:bg-slate-950/60 sm:mt-[12vh] sm:w-[calc(100%-2rem)] dark:bg-slate-900 dark:ring-slate-700"
    >
      <div>{children}</div>
    </Modal>
  );
}

/**
 * Closes the search. On a phone, which has no Escape key, it is a cross of a finger's size; from the sm breakpoint
 * up, where a keyboard is likely, it also shows the Esc key it stands for.
 */
export function SearchCloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label="Close search"
      aria-keyshortcuts="Escape"
      className="inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-1.5 rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:h-auto sm:min-w-0 sm:border sm:border-slate-300 sm:px-2 sm:py-1 dark:text-slate-300 dark:hover:bg-slate-800 sm:dark:border-slate-600"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6 sm:hidden"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
      </svg>
      <span aria-hidden="true" className="hidden text-xs font-medium sm:inline">
        Esc
      </span>
    </button>
  );
}

type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  ref?: Ref<HTMLInputElement>;
  /** What follows the input in its row (the close button). */
  after?: ReactNode;
};

/** The labelled search field in its form (submitting does nothing: the suggestions are the answer). */
export function SearchField({ after, ref, ...input }: SearchFieldProps) {
  return (
    <form
      role="search"
      onSubmit={(e) => e.preventDefault()}
      className="border-b border-slate-200 px-3 pt-3 pb-3 dark:border-slate-700"
    >
      <label htmlFor={input.id} className="block px-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        Search people, jobs and courses
      </label>
      <div className="mt-1 flex items-center gap-3 rounded-lg px-2 focus-within:outline-2 focus-within:outline-brand-600 dark:focus-within:outline-brand-400">
        <SearchIcon className="h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
        <input
          ref={ref}
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="Try React, Python or a name"
          className="min-w-0 flex-1 bg-transparent py-2 text-lg text-slate-900 placeholder:text-slate-500 focus:outline-none dark:text-white dark:placeholder:text-slate-400"
          {...input}
        />
        {after}
      </div>
    </form>
  );
}
