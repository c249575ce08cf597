import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { SearchTeaser } from '@/features/search/components/search-teaser';

const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = globals.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  document.body.innerHTML = '';
});

/**
 * A `/` pressed the moment the teaser appears opens the search. React runs a commit's layout effects before the
 * page sees the new elements, and its passive effects in a later task: so the shortcut must listen from the
 * former. Rendered as the app renders (a transition, outside `act`, which would run every effect at once), the
 * key is pressed from a MutationObserver, the first moment a script can see the teaser.
 */
it('opens the search for a / pressed as soon as the teaser is on the page', async () => {
  globals.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  document.body.append(container);
  const pressed = new Promise<boolean>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!container.querySelector('button[aria-haspopup="dialog"]')) return;
      observer.disconnect();
      const key = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
      document.body.dispatchEvent(key);
      resolve(key.defaultPrevented);
    });
    observer.observe(container, { childList: true, subtree: true });
  });
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <MemoryRouter>
        <SearchTeaser />
      </MemoryRouter>,
    ),
  );

  expect(await pressed, 'the key was taken by the shortcut').toBe(true);
  await expect.poll(() => document.querySelector('dialog[open] input')).not.toBeNull();
  root.unmount();
});
