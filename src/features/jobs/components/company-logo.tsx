import { Img } from '@/components/ui/img';
import { initials } from '@/lib/format/initials';

const SIZES = { sm: 'h-12 w-12 text-base', lg: 'h-16 w-16 text-xl' } as const;

/**
 * The company's logo; the company's initials on a neutral tile when there is none or it fails to load.
 * `inList`: one of many (the board's cards). The logos then load only after the frame that puts up the cards' text:
 * an SVG picture is read on the main thread as a small document of its own, and six of them arriving with the first
 * cards would hold that frame back.
 */
export function CompanyLogo({
  src,
  name,
  size = 'sm',
  inList = false,
}: {
  src: string;
  name: string;
  size?: keyof typeof SIZES;
  inList?: boolean;
}) {
  const box = `${SIZES[size]} shrink-0 rounded-xl`;
  return (
    <Img
      src={src}
      loading={inList ? 'lazy' : undefined}
      alt={name ? `${name} logo` : 'Company logo'}
      className={`${box} bg-white object-contain ring-1 ring-slate-200 dark:ring-slate-700`}
      fallback={
        <span
          role="img"
          aria-label={name ? `${name} logo` : 'Company logo'}
          className={`${box} inline-flex items-center justify-center bg-slate-100 font-bold text-slate-700 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700`}
        >
          {initials(name, 'first-two')}
        </span>
      }
    />
  );
}
