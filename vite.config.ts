import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // react-slick and react-countup are CommonJS with a default export; without this the
  // production bundle renders React error #130 for them while dev and Vitest work.
  legacy: { inconsistentCjsInterop: true },
  // Prerendered HTML is written at build time: anything time-dependent renders the build's value first.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The entry and everything it imports statically, as one file: left to itself the bundler splits it by
          // which lazy modules share each part, and a page waits for every one of those files before it runs.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
