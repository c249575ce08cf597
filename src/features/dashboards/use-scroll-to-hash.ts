import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { hashTarget } from '@/lib/format/url-hash';

/**
 * The profile sidebar links to sections of these pages (#my-classes, #manage-users, #system-logs). The shell scrolls
 * to a hash on navigation, but the content above a section may still be loading then; once it is in, scroll again
 * and move focus there so keyboard and screen-reader users land where the link said.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = hashTarget(hash);
    if (!ready || !id) return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
