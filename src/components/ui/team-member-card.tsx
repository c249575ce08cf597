import type { ReactNode } from 'react';
import type { TeamMember } from '@/data/team';
import { Avatar } from './avatar';
import { buttonClasses } from './button';
import { ExternalLink } from './external-link';
import { Img } from './img';

/** The portrait's rendered size (px): fixed, so nothing moves when it loads. */
export const TEAM_PORTRAIT_PX = 112;

const icon = { 'aria-hidden': true, viewBox: '0 0 24 24', className: 'h-4 w-4 shrink-0' } as const;

function InstagramIcon() {
  return (
    <svg {...icon} fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

function LinkedInIcon() {
  return (
    <svg {...icon} fill="currentColor">
      <path d="M4 9h3.6v11H4zM5.8 3.5a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2zM9.8 9h3.4v1.6c.5-.9 1.7-1.9 3.6-1.9 3.7 0 4.4 2.4 4.4 5.6V20h-3.6v-5c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H9.8z" />
    </svg>
  );
}

/** A button-styled link to a profile elsewhere; nothing at all when the link is not http(s). */
function ProfileLink({
  href,
  person,
  site,
  children,
}: {
  href: string | undefined;
  person: string;
  site: string;
  children: ReactNode;
}) {
  return (
    <ExternalLink href={href} className={buttonClasses('outline2', 'sm')}>
      {children}
      {/* The space sits outside the hidden span: some name computations trim each element's text. */}
      <span>
        <span className="sr-only">{person} on</span> {site}
      </span>
    </ExternalLink>
  );
}

/**
 * One person of the team: portrait (their initials when it is missing or fails), name, position, a few
 * words, and Instagram and LinkedIn buttons. Used by the about page and the community page.
 */
export function TeamMemberCard({
  member,
  headingLevel: Heading = 'h3',
}: {
  member: TeamMember;
  headingLevel?: 'h2' | 'h3';
}) {
  const { name, position, description, image, instagram, linkedIn } = member;
  return (
    <div className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <Img
        src={image}
        alt={`Portrait of ${name}`}
        width={TEAM_PORTRAIT_PX}
        height={TEAM_PORTRAIT_PX}
        loading="lazy"
        decoding="async"
        className="rounded-full bg-slate-100 object-cover dark:bg-slate-800"
        style={{ width: TEAM_PORTRAIT_PX, height: TEAM_PORTRAIT_PX }}
        fallback={<Avatar name={name} size={TEAM_PORTRAIT_PX} />}
      />
      <Heading className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{name}</Heading>
      <p className="mt-1 text-sm font-semibold text-brand-700 dark:text-brand-300">{position}</p>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{description}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <ProfileLink href={instagram} person={name} site="Instagram">
          <InstagramIcon />
        </ProfileLink>
        <ProfileLink href={linkedIn} person={name} site="LinkedIn">
          <LinkedInIcon />
        </ProfileLink>
      </div>
    </div>
  );
}
