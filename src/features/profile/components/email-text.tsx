import { EMAIL_DISPLAY_LIMIT } from '@/lib/constants';
import { truncate } from '@/lib/format/number';

/** An address cut at the spec's 18 characters on screen; the full address is its tooltip and what a screen reader hears. */
export function EmailText({ email }: { email: string }) {
  const short = truncate(email, EMAIL_DISPLAY_LIMIT);
  return (
    <span title={email} className="break-all">
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{email}</span>
    </span>
  );
}
