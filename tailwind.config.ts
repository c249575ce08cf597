import type { Config } from 'tailwindcss';
import { LAYERS } from './src/lib/ui/layers';

/** `skipLink` → `skip-link`: the layers as Tailwind names them (`z-skip-link`). */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          200: '#bcdaff',
          300: '#8ec3ff',
          400: '#59a1ff',
          500: '#337dfc',
          600: '#1d5ef1',
          700: '#1549d6',
          800: '#183dad',
          900: '#1a3888',
          950: '#152453',
        },
        accent: { 500: '#f97316', 600: '#ea580c' },
      },
      // The one stacking order (src/lib/ui/layers.ts): z-raised, z-sticky, z-header, z-popover, z-overlay, z-toast,
      // z-skip-link.
      zIndex: Object.fromEntries(Object.entries(LAYERS).map(([name, z]) => [kebab(name), String(z)])),
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
} satisfies Config;
