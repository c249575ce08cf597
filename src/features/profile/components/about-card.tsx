import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { BIO_PREVIEW_LIMIT } from '@/lib/constants';
import { truncate } from '@/lib/format/number';
import { ROLE_LABEL } from '@/lib/session/roles';
import type { CurrentUser } from '@/lib/session/session';
import { EmailText } from './email-text';
import { SectionCard } from './section-card';

const toggle =
  'ml-1 rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300';

/** The bio with view more / view less past 150 characters, and the account's contact details. */
export function AboutCard({ user }: { user: CurrentUser }) {
  const [expanded, setExpanded] = useState(false);
  const bioId = useId();
  const bio = user.bio.trim();
  const long = bio.length > BIO_PREVIEW_LIMIT;
  return (
    <SectionCard id="about" title="About">
      {bio ? (
        <p id={bioId} className="whitespace-pre-line text-slate-700 dark:text-slate-300">
          {long && !expanded ? truncate(bio, BIO_PREVIEW_LIMIT) : bio}
          {long && (
            <button
              type="button"
              className={toggle}
              aria-expanded={expanded}
              aria-controls={bioId}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? 'view less' : 'view more'}
            </button>
          )}
        </p>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">
          No bio yet.{' '}
          <Link
            to="/profile/editProfile"
            className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            Add one in Edit Profile
          </Link>
        </p>
      )}
      <dl className="mt-5 grid gap-3 border-t border-slate-200 pt-4 text-sm sm:grid-cols-3 dark:border-slate-800">
        <div className="min-w-0">
          <dt className="text-slate-600 dark:text-slate-400">Email</dt>
          <dd className="font-medium text-slate-900 dark:text-white">
            <EmailText email={user.email} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-600 dark:text-slate-400">Username</dt>
          <dd className="truncate font-medium text-slate-900 dark:text-white">
            {user.username ? `@${user.username}` : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Role</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{ROLE_LABEL[user.role]}</dd>
        </div>
      </dl>
    </SectionCard>
  );
}
