import { defineConfig, devices } from '@playwright/test';

// Browser tests run the production build (prerendered pages included) in demo mode, the MSW worker being the
// backend, in Debian's Chromium.
// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4174);
/** The build without a payment key, beside the main one (tests/e2e/helpers.ts: noKeyBaseUrl). */
const NO_KEY_PORT = PORT + 1;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a test that fails once is a race to find, not a number to hide.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: `node scripts/build.mjs dist-e2e && npx vite preview --outDir dist-e2e --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      // A test key, so the course page offers Enroll Now; the tests serve their own fake checkout.js.
      env: { VITE_API_BASE_URL: '', VITE_RAZORPAY_KEY_ID: 'rzp_test_codershub_e2e' },
    },
    {
      // The demo as shipped without a key: Enroll Now opens the demo checkout (tests/e2e/demo-checkout.spec.ts).
      command: `node scripts/build.mjs dist-e2e-nokey && npx vite preview --outDir dist-e2e-nokey --host 127.0.0.1 --port ${NO_KEY_PORT} --strictPort`,
      url: `http://127.0.0.1:${NO_KEY_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: { VITE_API_BASE_URL: '', VITE_RAZORPAY_KEY_ID: '' },
    },
  ],
});
