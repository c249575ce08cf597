import { useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSubmitOnce } from '@/components/ui/use-submit-once';
import { formatDate } from '@/lib/format/dates';
import {
  APPLICATION_STATUSES,
  NOTE_MAX,
  removeApplication,
  updateApplication,
  useApplications,
  usePerson,
  type Application,
  type ApplicationStatus,
} from '@/entities/job/job-marks';
import { SectionCard } from './section-card';

const control =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

function Row({
  person,
  application,
  onRemove,
}: {
  person: string;
  application: Application;
  onRemove: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const id = useId();
  // The note is typed here and stored when the box is left: no write per keystroke.
  const [note, setNote] = useState(application.note);
  const title = application.title || 'Untitled role';
  return (
    <li className="grid grid-cols-1 gap-3 py-4 wrap-anywhere sm:grid-cols-[minmax(0,1fr)_10rem]">
      <div className="min-w-0">
        <Link
          to={`/job-details/${encodeURIComponent(application.id)}`}
          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {title}
        </Link>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {application.company || 'Company not named'} · Applied {formatDate(application.appliedAt)}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="sr-only">
          Status of {title}
        </label>
        <select
          id={`${id}-status`}
          value={application.status}
          onChange={(e) =>
            updateApplication(person, application.id, { status: e.target.value as ApplicationStatus })
          }
          className={control}
        >
          {APPLICATION_STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-note`} className="text-xs font-medium text-slate-700 dark:text-slate-300">
            Note on {title}
          </label>
          <input
            id={`${id}-note`}
            value={note}
            maxLength={NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            onBlur={() => note !== application.note && updateApplication(person, application.id, { note })}
            placeholder="e.g. Interview on Friday, ask about the stipend"
            className={`mt-1 ${control}`}
          />
        </div>
        <button
          type="button"
          onClick={onRemove}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-red-300 dark:hover:bg-slate-800"
        >
          Remove <span className="sr-only">{title}</span>
        </button>
      </div>
    </li>
  );
}

/** The jobs this person went on to apply for (kept in this browser), each with the status and note they set. */
export function MyApplications() {
  const person = usePerson();
  const applications = useApplications();
  // One guard for the list: the second click of a double click lands on the next row's Remove.
  const once = useSubmitOnce();
  return (
    <SectionCard id="applications" title="My applications">
      {applications.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Jobs you apply for from the{' '}
          <Link to="/career" className="font-semibold text-brand-700 underline dark:text-brand-300">
            jobs board
          </Link>{' '}
          are listed here, where you can follow where each one stands.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {applications.map((a) => (
            <Row
              key={a.id}
              person={person}
              application={a}
              onRemove={(e) => once.press(e, () => removeApplication(person, a.id))}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
