import { useState } from 'react';
import { Link } from 'react-router-dom';
import { IS_DEMO } from '@/lib/env';
import { notify } from '@/lib/ui/notify';
import { useCurrentYear } from '@/lib/hydration';
import { Logo } from './logo';

const quickLinks = [
  { to: '/classes', label: 'Live classes' },
  { to: '/projects', label: 'Projects' },
  { to: '/career', label: 'Jobs' },
  { to: '/store/books', label: 'Store' },
  { to: '/community', label: 'Community' },
  { to: '/about', label: 'About us' },
];

const socialLinks = [
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
  { href: 'https://github.com/', label: 'GitHub' },
];

const heading = 'text-sm font-semibold uppercase tracking-wide text-slate-900 dark:text-white';
const link =
  'text-sm text-slate-700 hover:text-brand-800 hover:underline dark:text-slate-300 dark:hover:text-brand-200';

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            Live classes, real-world projects and jobs for people who code.
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className={heading}>Quick links</h2>
          <ul className="mt-3 space-y-2">
            {quickLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Social links">
          <h2 className={heading}>Follow us</h2>
          <ul className="mt-3 space-y-2">
            {socialLinks.map((l) => (
              <li key={l.href}>
                <a href={l.href} className={link} target="_blank" rel="noopener noreferrer">
                  {l.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>Contact</h2>
          <address className="mt-3 space-y-2 text-sm not-italic text-slate-700 dark:text-slate-300">
            <p>
              <a className={link} href="mailto:hello@codershub.dev">
                hello@codershub.dev
              </a>
            </p>
            <p>
              <a className={link} href="tel:+919876543210">
                +91 98765 43210
              </a>
            </p>
            <p>Koramangala, Bengaluru, India</p>
          </address>
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:text-slate-300">
          <p>© {year} CodersHub. All rights reserved.</p>
          {IS_DEMO && <DemoReset />}
        </div>
      </div>
    </footer>
  );
}

/** Demo mode only: the data lives in this browser; this puts the seed back. */
function DemoReset() {
  const [busy, setBusy] = useState(false);
  return (
    <p>
      Demo data is kept in this browser.{' '}
      <button
        type="button"
        disabled={busy}
        className="font-semibold text-brand-800 underline hover:no-underline disabled:opacity-50 dark:text-brand-200"
        onClick={async () => {
          setBusy(true);
          try {
            const res = await fetch('/__demo/reset', { method: 'POST' });
            if (!res.ok) throw new Error(String(res.status));
            notify.success('Demo data reset.');
          } catch {
            notify.error('Could not reset the demo data.');
          } finally {
            setBusy(false);
          }
        }}
      >
        Reset demo data
      </button>
    </p>
  );
}
