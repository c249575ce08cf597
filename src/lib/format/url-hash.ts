/**
 * The element id a URL fragment names ("#my-classes" → "my-classes"), or null when there is none or it is not
 * valid percent-encoding ("#100%"): such a link is ignored rather than crashing the page.
 */
export function hashTarget(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
