import { Img } from '@/components/ui/img';

const SIZES = { sm: 'h-12 w-12 text-base', lg: 'h-16 w-16 text-xl' } as const;

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : words[0]!.slice(0, 2)).toUpperCase();
}

/** The company's logo; the company's initials on a neutral tile when there is none or it fails to load. */
export function CompanyLogo({
  src,
  name,
  size = 'sm',
}: {
  src: string;
  name: string;
  size?: keyof typeof SIZES;
}) {
  const box = `${SIZES[size]} shrink-0 rounded-xl`;
  return (
    <Img
      src={src}
      alt={name ? `${name} logo` : 'Company logo'}
      className={`${box} bg-white object-contain ring-1 ring-slate-200 dark:ring-slate-700`}
      fallback={
        <span
          role="img"
          aria-label={name ? `${name} logo` : 'Company logo'}
          className={`${box} inline-flex items-center justify-center bg-slate-100 font-bold text-slate-700 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700`}
        >
          {initials(name)}
        </span>
      }
    />
  );
}
