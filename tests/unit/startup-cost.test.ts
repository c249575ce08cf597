import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Making an Intl object loads its locale data, on the main thread. A module that makes one while it loads charges
 * that to every page that imports it, before the page's first render. Make it on first use (`onFirstUse`,
 * lib/format/number.ts).
 */
const INTL = [
  'Collator',
  'DateTimeFormat',
  'DisplayNames',
  'ListFormat',
  'NumberFormat',
  'PluralRules',
  'RelativeTimeFormat',
  'Segmenter',
] as const;

// Every module of the app except the start-up itself (main.tsx starts the app), the service worker (its own
// global scope) and the demo API (not in a build for the real backend).
const appModules = import.meta.glob([
  '/src/**/*.{ts,tsx}',
  '!/src/main.tsx',
  '!/src/sw/**',
  '!/src/mocks/**',
  '!/src/**/*.d.ts',
]);

const originals = new Map(INTL.map((name) => [name, Intl[name]]));
afterEach(() => {
  vi.unstubAllGlobals();
  for (const [name, original] of originals) Object.assign(Intl, { [name]: original });
});

/** Counts every Intl object made from now on (until the test ends), naming where with `where()`. */
function watchIntl(where: () => string): string[] {
  const made: string[] = [];
  for (const [name, original] of originals) {
    const count = () => made.push(`${where()} makes Intl.${name}`);
    const watched = new Proxy(original, {
      construct: (target, args: unknown[]) => (count(), Reflect.construct(target, args)),
      apply: (target, self, args: unknown[]) => (count(), Reflect.apply(target, self, args)),
    });
    Object.assign(Intl, { [name]: watched });
  }
  return made;
}

describe('what the app costs while its modules load', () => {
  it('has more than a few modules to check (the pattern still finds the app)', () => {
    expect(Object.keys(appModules).length).toBeGreaterThan(200);
  });

  it('no module makes an Intl object while it loads', { timeout: 120_000 }, async () => {
    let loading = '';
    const made = watchIntl(() => loading);
    // gsap's ScrollTrigger reads the media queries when it registers (jsdom has no matchMedia of its own).
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    vi.resetModules();
    // One at a time, so that a module's imports are charged to the first module that loads them.
    for (const [file, load] of Object.entries(appModules)) {
      loading = file;
      await load();
    }
    expect(made).toEqual([]);
  });

  it('sees an Intl object made later, on first use (the check itself works)', async () => {
    const made = watchIntl(() => 'sorting');
    vi.resetModules();
    const { sortUsers } = await import('@/entities/user/user-list-view');
    expect(made).toEqual([]);
    const users = [
      { id: '1', name: 'Meera', email: 'meera@example.in', role: 'Student', active: true },
      { id: '2', name: 'Arjun', email: 'arjun@example.in', role: 'Student', active: true },
    ];
    expect(sortUsers(users, { key: 'name', direction: 'ascending' }).map((u) => u.name)).toEqual([
      'Arjun',
      'Meera',
    ]);
    expect(made).toEqual(['sorting makes Intl.Collator']);
  });
});
