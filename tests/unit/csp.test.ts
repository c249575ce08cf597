import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, withCspMeta } from '../../scripts/csp.mjs';

const page = `<!doctype html><html><head><meta charset="UTF-8" /><script>var a = 1;</script></head>
<body><script type="module">import('/assets/index.js');</script><script type="module" src="/assets/x.js"></script></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('the content security policy', () => {
  it('hashes each inline script exactly, and no script with a src', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('var a = 1;'), sha("import('/assets/index.js');")]);
  });

  it("allows scripts from the app, the payment checkout and those hashes only: no 'unsafe-inline', no 'unsafe-eval'", () => {
    const scripts = directive(contentSecurityPolicy(page), 'script-src')!;
    expect(scripts.split(' ').slice(1)).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      sha('var a = 1;'),
      sha("import('/assets/index.js');"),
    ]);
  });

  it('connects to the API origin (not its path) and what the checkout needs; frames only the payment provider', () => {
    const policy = contentSecurityPolicy(page, 'https://api.codershub.dev/base');
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.codershub.dev https://checkout.razorpay.com https://api.razorpay.com https://lumberjack.razorpay.com",
    );
    expect(directive(policy, 'frame-src')).toBe(
      'frame-src https://api.razorpay.com https://checkout.razorpay.com',
    );
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
  });

  it('in demo mode the API is the app itself', () => {
    expect(directive(contentSecurityPolicy(page, ''), 'connect-src')).toBe(
      "connect-src 'self' https://checkout.razorpay.com https://api.razorpay.com https://lumberjack.razorpay.com",
    );
  });

  it('goes into the head right after the charset, before any script', () => {
    const html = withCspMeta(page);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
  });
});
