import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { formatInr, onFirstUse } from '@/lib/format/number';
import { useEarlyInput } from '@/lib/hydration';
import { activeFilterCount, type JobFilters } from '../job-filters';
import { EXPERIENCE_BANDS, PAY_PRESETS, POSTED_WITHIN, SORTS, WORK_MODES } from '../job-refine';
import { useUrlText } from '../use-url-text';
import { SearchIcon } from './icons';

interface Props {
  filters: JobFilters;
  typeOptions: readonly string[];
  locationOptions: readonly string[];
  onChange: (next: Partial<JobFilters>) => void;
  onClear: () => void;
}

function Choice({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  value: string;
  all: string;
  options: readonly { value: string; label: ReactNode }[];
  onChange: (value: string) => void;
}) {
  return (
    <SelectField label={label} className="h-10" value={value} onChange={(e) => onChange(e.target.value)}>
      {all && <option value="">{all}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

// Made once per list (the page keeps each list until its data changes): the bar renders on every keystroke in the
// search, and a big board has hundreds of places.
const optionsOf = new WeakMap<readonly string[], { value: string; label: string }[]>();
function plain(values: readonly string[]) {
  let options = optionsOf.get(values);
  if (!options) {
    options = values.map((v) => ({ value: v, label: v }));
    optionsOf.set(values, options);
  }
  return options;
}
// On first use, like the formatter it calls: a module that makes an Intl formatter as it loads charges every page
// that imports it, before the page's first render.
const payOptions = onFirstUse(() =>
  PAY_PRESETS.map((p) => ({ value: String(p), label: `${formatInr(p)} or more` })),
);

/** Text, type, location, pay, experience, date posted, work mode, closed jobs and the sort; the page keeps them in the URL. */
export function JobFiltersBar({
  filters: fromUrl,
  typeOptions,
  locationOptions,
  onChange: toUrl,
  onClear,
}: Props) {
  const searchId = useId();
  const closedId = useId();
  // A choice shows the moment it is made: the URL, and so `fromUrl`, follows in the router's transition, and a
  // control that waited for it would spring back until then. What the URL has caught up with is dropped.
  const [chosen, setChosen] = useState<{ on: JobFilters; next: Partial<JobFilters> }>({
    on: fromUrl,
    next: {},
  });
  if (chosen.on !== fromUrl) setChosen({ on: fromUrl, next: {} });
  const filters = chosen.on === fromUrl ? { ...fromUrl, ...chosen.next } : fromUrl;
  const onChange = (next: Partial<JobFilters>) => {
    setChosen((c) => ({ on: c.on, next: { ...c.next, ...next } }));
    toUrl(next);
  };
  const [text, setText] = useUrlText(filters.q, (q) => onChange({ q }));
  const change = (e: ChangeEvent<HTMLInputElement>) => setText(e.target.value);
  const early = useEarlyInput(text, change);
  const active = text !== '' || activeFilterCount(filters) > 0 || filters.sort !== '';
  const set = (key: keyof JobFilters) => (value: string) => onChange({ [key]: value });
  return (
    <form
      role="search"
      aria-label="Filter jobs"
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 lg:items-end dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="sm:col-span-2">
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
      <Choice
        label="Job type"
        all="All types"
        value={filters.type}
        options={plain(typeOptions)}
        onChange={set('type')}
      />
      <Choice
        label="Location"
        all="All locations"
        value={filters.location}
        options={plain(locationOptions)}
        onChange={set('location')}
      />
      <Choice
        label="Minimum monthly pay"
        all="Any pay"
        value={filters.minPay}
        options={payOptions()}
        onChange={set('minPay')}
      />
      <Choice
        label="Experience"
        all="Any experience"
        value={filters.exp}
        options={EXPERIENCE_BANDS}
        onChange={set('exp')}
      />
      <Choice
        label="Date posted"
        all="Any time"
        value={filters.posted}
        options={POSTED_WITHIN}
        onChange={set('posted')}
      />
      <Choice
        label="Work mode"
        all="Any work mode"
        value={filters.mode}
        options={WORK_MODES}
        onChange={set('mode')}
      />
      <Choice
        label="Sort by"
        all=""
        value={filters.sort || 'newest'}
        options={SORTS}
        onChange={(v) => onChange({ sort: v === 'newest' ? '' : v })}
      />
      <div className="flex h-10 items-center gap-2 self-end">
        <input
          id={closedId}
          type="checkbox"
          checked={filters.closed === '1'}
          onChange={(e) => onChange({ closed: e.target.checked ? '1' : '' })}
          className="h-5 w-5 rounded border-slate-400 accent-brand-700 dark:accent-brand-400"
        />
        <label htmlFor={closedId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Show closed jobs
        </label>
      </div>
      <Button
        variant="outline2"
        onClick={() => {
          setText('');
          onClear();
        }}
        disabled={!active}
        className="h-10 self-end lg:col-start-4"
      >
        Clear filters
      </Button>
    </form>
  );
}
