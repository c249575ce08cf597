import { useId, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import type { JobFilters } from '../job-filters';
import { useUrlText } from '../use-url-text';
import { SearchIcon } from './icons';
import { useEarlyInput } from '@/components/ui/use-early-input';

interface Props {
  filters: JobFilters;
  typeOptions: readonly string[];
  locationOptions: readonly string[];
  onChange: (next: Partial<JobFilters>) => void;
  onClear: () => void;
}

/** Text, type and location filters; the page keeps them in the URL. */
export function JobFiltersBar({ filters, typeOptions, locationOptions, onChange, onClear }: Props) {
  const searchId = useId();
  const [text, setText] = useUrlText(filters.q, (q) => onChange({ q }));
  const change = (e: ChangeEvent<HTMLInputElement>) => setText(e.target.value);
  const early = useEarlyInput(text, change);
  const active = text !== '' || filters.type !== '' || filters.location !== '';
  return (
    <form
      role="search"
      aria-label="Filter jobs"
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Search jobs
        </label>
        <div className="relative mt-1">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
          <input
            ref={early}
            id={searchId}
            type="search"
            value={text}
            onChange={change}
            placeholder="Title, company or skill"
            autoComplete="off"
            className="block h-10 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
        </div>
      </div>
      <SelectField
        label="Job type"
        className="h-10"
        value={filters.type}
        onChange={(e) => onChange({ type: e.target.value })}
      >
        <option value="">All types</option>
        {typeOptions.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Location"
        className="h-10"
        value={filters.location}
        onChange={(e) => onChange({ location: e.target.value })}
      >
        <option value="">All locations</option>
        {locationOptions.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </SelectField>
      <Button
        variant="outline2"
        onClick={() => {
          setText('');
          onClear();
        }}
        disabled={!active}
        className="h-10 sm:col-span-2 lg:col-span-1"
      >
        Clear filters
      </Button>
    </form>
  );
}
