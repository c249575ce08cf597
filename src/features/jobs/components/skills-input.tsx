import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldShell } from '@/components/ui/field';
import { JOB_LIST_MAX_LENGTH, SKILL_MAX_LENGTH } from '@/lib/validation/text-limits';
import { addSkills, removeSkill } from '../skills';

const HINT = 'Press Enter or a comma after each skill.';
const TOO_LONG = `Keep each skill to ${SKILL_MAX_LENGTH} characters or fewer.`;

interface Props {
  id: string;
  skills: readonly string[];
  onChange: (skills: readonly string[]) => void;
  error?: string;
}

/**
 * Skills as chips: Enter, a comma, the Add button or leaving the box adds; blank and duplicate entries are ignored.
 * A skill longer than a chip takes stays in the box, with the reason under it, instead of becoming a chip.
 */
export function SkillsInput({ id, skills, onChange, error }: Props) {
  const [text, setText] = useState('');
  const [news, setNews] = useState('');
  const [tooLong, setTooLong] = useState(false);

  const add = (input = text) => {
    if (input.split(',').some((part) => part.trim().length > SKILL_MAX_LENGTH)) {
      setTooLong(true);
      setNews(TOO_LONG);
      return;
    }
    setTooLong(false);
    const next = addSkills(skills, input);
    if (next !== skills) {
      onChange(next);
      setNews(`Added ${next.slice(skills.length).join(', ')}.`);
    } else if (input.trim()) {
      setNews(`${input.trim()} is already in the list.`);
    }
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && text === '' && skills.length > 0) {
      const last = skills[skills.length - 1]!;
      onChange(removeSkill(skills, last));
      setNews(`Removed ${last}.`);
    }
  };

  return (
    <div>
      <FieldShell id={id} label="Skills" required error={error} hint={tooLong ? TOO_LONG : HINT}>
        <div className="mt-1 flex gap-2">
          <input
            id={id}
            value={text}
            maxLength={JOB_LIST_MAX_LENGTH}
            onChange={(e) => {
              setText(e.target.value);
              setTooLong(false);
            }}
            onKeyDown={onKeyDown}
            // Leaving the box keeps what was typed as a chip, so a skill is never silently dropped.
            onBlur={() => text.trim() && add()}
            placeholder="e.g. html, js, css"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 ${
              error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
            }`}
          />
          <Button variant="outline2" onClick={() => add()} className="shrink-0">
            Add
          </Button>
        </div>
      </FieldShell>
      {skills.length > 0 && (
        <ul aria-label="Chosen skills" className="mt-3 flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-200"
            >
              {skill}
              <button
                type="button"
                onClick={() => {
                  onChange(removeSkill(skills, skill));
                  setNews(`Removed ${skill}.`);
                }}
                aria-label={`Remove ${skill}`}
                className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-700"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-3.5 w-3.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {news}
      </p>
    </div>
  );
}
