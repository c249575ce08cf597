import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { logIn, openApp } from './helpers';

/** Every Content-Security-Policy violation the page reports, collected from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI || '(inline)'}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('the content security policy', () => {
  test('is in every page, strict for scripts, and the app and the demo API work under it', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await openApp(page, '/career');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    const scriptSrc = policy!.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(scriptSrc).toContain('https://checkout.razorpay.com');
    // The demo API (a service worker of the app's own origin) answers: the board fills.
    await expect(page.locator('article').first()).toBeVisible();

    await logIn(page, 'student');
    await page.goto('/job-details/64c100000000000000000001');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const path of ['/', '/profile', '/classes/web-development', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(await violations()).toEqual([]);
  });

  test('refuses an injected inline script', async ({ page }) => {
    const violations = await watchViolations(page);
    await openApp(page, '/');
    const ran = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true';
          document.body.append(script);
          setTimeout(() => resolve((window as unknown as { __injected?: boolean }).__injected ?? false), 100);
        }),
    );
    expect(ran).toBe(false);
    expect(await violations()).toEqual(['script-src-elem inline']);
  });

  test('ships header files for hosts: the same policy plus frame-ancestors, nosniff and Referrer-Policy', async ({
    page,
  }) => {
    await page.goto('/about');
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const policy = `${meta}; frame-ancestors 'none'`;
    // Read from the build the tests serve (a dotless path like /_headers is answered with the app shell here).
    const netlify = readFileSync('dist-e2e/_headers', 'utf8');
    expect(netlify.split('\n')).toEqual([
      '/*',
      `  Content-Security-Policy: ${policy}`,
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '',
    ]);
    const nginx = readFileSync('dist-e2e/nginx-headers.conf', 'utf8');
    expect(nginx).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(nginx).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(nginx).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    expect(policy).not.toContain('"');
  });
});
