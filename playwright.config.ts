import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/chromium.mjs';

// Browser tests run the production build (prerendered pages included) in demo mode, the MSW worker being the
// backend, in Debian's Chromium.
// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4174);
/** The build without a payment key, beside the main one (tests/e2e/helpers.ts: noKeyBaseUrl). */
const NO_KEY_PORT = PORT + 1;
// The offline worker exists only in builds for a real backend: two releases of such a build behind a host that can
// switch between them (scripts/serve.mjs), with the demo API over HTTP as the backend.
const OFFLINE_PORT = PORT + 4;
const OFFLINE_API = `http://127.0.0.1:${PORT + 1004}`;
// The test workers inherit it: the offline tests post a job straight to that backend.
process.env.E2E_OFFLINE_API = OFFLINE_API;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Two workers, one per core, taking tests one by one (no test shares state with another). The tests tagged @timed
  // judge time or movement as it happens (tests/e2e/helpers.ts: TIMED): they run after the rest, one at a time, so
  // that no other browser shares the host with them; then the offline tests, which share one HTTP backend, alone too.
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once is a race to find, not a number to hide.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /offline\.spec\.ts/,
      grepInvert: /@timed/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'timed',
      testIgnore: /offline\.spec\.ts/,
      grep: /@timed/,
      workers: 1,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'offline',
      testMatch: /offline\.spec\.ts/,
      workers: 1,
      dependencies: ['timed'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${OFFLINE_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/build.mjs dist-e2e && node scripts/serve.mjs ${PORT} dist-e2e`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      // A test key, so the course page offers Enroll Now; the tests serve their own fake checkout.js.
      env: { VITE_API_BASE_URL: '', VITE_RAZORPAY_KEY_ID: 'rzp_test_codershub_e2e' },
    },
    {
      // The demo as shipped without a key: Enroll Now opens the demo checkout (tests/e2e/demo-checkout.spec.ts).
      command: `node scripts/build.mjs dist-e2e-nokey && node scripts/serve.mjs ${NO_KEY_PORT} dist-e2e-nokey`,
      url: `http://127.0.0.1:${NO_KEY_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: { VITE_API_BASE_URL: '', VITE_RAZORPAY_KEY_ID: '' },
    },
    {
      command: `node scripts/demo-api-server.mjs ${PORT + 1004}`,
      url: `${OFFLINE_API}/v1/jobs/all`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command:
        'VITE_RELEASE=1 node scripts/build.mjs dist-e2e-r1 && VITE_RELEASE=2 node scripts/build.mjs dist-e2e-r2' +
        ` && node scripts/serve.mjs ${OFFLINE_PORT} r1=dist-e2e-r1 r2=dist-e2e-r2`,
      url: `http://127.0.0.1:${OFFLINE_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      env: { VITE_API_BASE_URL: OFFLINE_API },
    },
  ],
});
