/** Scripts being loaded or loaded, by URL: each one is requested once per page view. */
const pending = new Map<string, Promise<void>>();

/**
 * Adds `<script src>` once and resolves when it has run. A failure rejects, and forgets the attempt (the
 * failed tag is removed), so calling again later — after the connection is back — tries afresh.
 */
export function loadScript(src: string): Promise<void> {
  const known = pending.get(src);
  if (known) return known;
  const attempt = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      pending.delete(src);
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  pending.set(src, attempt);
  return attempt;
}
