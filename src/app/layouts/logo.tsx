import { Link } from 'react-router-dom';

export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight text-slate-900 dark:text-white"
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-8 w-8">
        <rect width="64" height="64" rx="14" fill="#1d5ef1" />
        <path
          d="M24 20 12 32l12 12M40 20l12 12-12 12"
          stroke="#fff"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        Coders<span className="text-brand-700 dark:text-brand-300">Hub</span>
      </span>
    </Link>
  );
}
