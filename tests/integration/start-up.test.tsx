import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { render } from '@/app/prerender';
import { readSession } from '@/lib/session/session';

// The demo API's service worker cannot run here; the tests' own (msw/node) answers instead.
vi.mock('@/mocks/browser', () => ({ startDemoApi: async () => undefined }));

const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  document.getElementById('root')?.remove();
  window.history.replaceState(null, '', '/');
});

describe('the real start-up (src/main.tsx) over a prerendered page', () => {
  it('hydrates /login without a mismatch; before that its links work, its button waits, and early typing is kept', async () => {
    window.history.replaceState(null, '', '/login');
    const root = document.createElement('div');
    root.id = 'root';
    // Rendered as the build renders it.
    root.innerHTML = await render('/login');
    document.body.append(root);
    const page = within(root);

    // Before any script: nothing is inert, links are plain links, the one control that needs code is disabled.
    expect(root.closest('[inert]')).toBeNull();
    expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    const submit = page.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    // Typed before the app is there: the browser writes into the field, React knows nothing of it yet.
    const email = page.getByLabelText('Email') as HTMLInputElement;
    email.value = 'student@codershub.dev';

    const errors = vi.spyOn(console, 'error');
    // With React's own scheduler (not act's), as in a browser.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const { started } = await import('@/main');
    onTestFinished(async () => (await started).unmount());
    await waitFor(() => expect(submit).toBeEnabled());
    expect(root.contains(submit)).toBe(true); // hydrated over, not rendered anew
    expect(email.value).toBe('student@codershub.dev');

    const user = userEvent.setup();
    await user.type(page.getByLabelText('Password', { exact: true }), 'Password123');
    await user.click(submit);
    await waitFor(() => expect(readSession()?.user.email).toBe('student@codershub.dev'));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(errors).not.toHaveBeenCalled();
  });
});
