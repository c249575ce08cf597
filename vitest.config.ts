import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The unit and integration tests, with the app's own Vite config (aliases, plugins), in two environments:
// - `unit`: the pure logic in tests/unit, in Node with no set-up. jsdom and the demo API's set-up cost about two
//   seconds a file, and most unit files need neither.
// - `dom`: the screens (tests/integration) and the unit tests that need a browser API (storage, window, the DOM) or
//   the demo API, named `*.dom.test.ts(x)`, in jsdom against the demo API's handlers (MSW in Node, tests/setup.ts).
// A unit test that reaches for `window` or sends a request fails in Node, so a file cannot sit in the wrong one.
const DOM_UNIT = 'tests/unit/**/*.dom.test.{ts,tsx}';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      css: false,
      // Above the Testing Library budget (tests/setup.ts), so a test that waits for several things in turn on a
      // busy machine is not cut off; only a test that hangs reaches it.
      testTimeout: 60_000,
      // Vitest leaves a core to its main process; the files are jsdom work in the workers, so on a 2-core host two
      // workers finish the run in two thirds of the time (175 s against 257 s here).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      env: { VITE_API_BASE_URL: '' },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, DOM_UNIT],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            include: ['tests/integration/**/*.test.{ts,tsx}', DOM_UNIT],
          },
        },
      ],
    },
  }),
);
