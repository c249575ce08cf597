import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The unit and integration tests: the app's own Vite config (aliases, plugins), in jsdom, against the demo API's
// handlers (MSW in Node, tests/setup.ts).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 15000,
      // Vitest leaves a core to its main process; the files are jsdom work in the workers, so on a 2-core host two
      // workers finish the run in two thirds of the time (175 s against 257 s here).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      env: { VITE_API_BASE_URL: '' },
    },
  }),
);
