// The built app's Content-Security-Policy: scripts only from the app's origin, the payment provider's checkout
// script and the hashes of the app's own inline scripts (no 'unsafe-inline', no 'unsafe-eval'); requests only to
// the app, the API and what the payment checkout needs; frames only from the payment provider.
import { createHash } from 'node:crypto';

/** What Razorpay's Standard Checkout loads and talks to (its script, its iframe, its API and its telemetry). */
export const PAYMENT = {
  script: 'https://checkout.razorpay.com',
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

/** sha256 sources for every inline <script> (one without a src) in the page, in order of appearance. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** The policy for a page; `apiBase` is VITE_API_BASE_URL ('' in demo mode: the API is the app's own origin). */
export function contentSecurityPolicy(html, apiBase = '') {
  const api = apiBase ? new URL(apiBase).origin : null;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", PAYMENT.script, ...inlineScriptHashes(html)],
    // React writes style attributes into prerendered markup; no script can run from a style.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Pictures from data (avatars, logos, project shots) may live on any https host.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(api ? [api] : []), PAYMENT.script, ...PAYMENT.connect],
    'frame-src': PAYMENT.frame,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** The page with the policy as its first <head> element after the charset (a meta tag applies from where it is). */
export function withCspMeta(html, apiBase = '') {
  const policy = contentSecurityPolicy(html, apiBase);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  return html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${meta}`);
}
