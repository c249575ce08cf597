import { waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { App, createAppRouter } from '@/app/app';
import { render } from '@/app/prerender';
import { createQueryClient } from '@/app/query-client';
import { beginHydration, endHydration } from '@/lib/use-hydrated';

describe('a prerendered page comes alive', () => {
  it('only once the page inside the layout is hydrated: when #root stops being inert, its keyboard shortcuts work', async () => {
    window.history.replaceState(null, '', '/');
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('inert', '');
    root.innerHTML = await render('/');
    document.body.append(root);

    // The moment the app says it is live, press '/': the landing page's search must take it (and prevent its default).
    const pressed: boolean[] = [];
    const watch = new MutationObserver(() => {
      if (root.hasAttribute('inert')) return;
      const key = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
      document.body.dispatchEvent(key);
      pressed.push(key.defaultPrevented);
      watch.disconnect();
    });
    watch.observe(root, { attributes: true, attributeFilter: ['inert'] });

    const queryClient = createQueryClient();
    const router = await createAppRouter(queryClient);
    // As main.tsx does it, and with React's own scheduler (not act's), which yields between tasks as in a browser.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    beginHydration();
    let app: ReturnType<typeof hydrateRoot> | undefined;
    try {
      startTransition(() => {
        app = hydrateRoot(root, <App router={router} queryClient={queryClient} />);
      });
      await waitFor(() => expect(root.hasAttribute('inert')).toBe(false));
    } finally {
      endHydration();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(pressed).toEqual([true]);
    app?.unmount();
    router.dispose();
    root.remove();
  });
});
