import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// What a person sees of a message the app raises: a toast, or, when the toast code cannot be loaded, the same
// words inline. Each test loads the app afresh: whether the toast code loaded is kept for the page's life.
async function openApp() {
  vi.resetModules();
  const { renderRoute } = await import('../utils/render-route');
  const { notify } = await import('@/lib/ui/notify');
  const view = renderRoute('/');
  await screen.findByRole('main');
  return { ...view, notify };
}

const messages = () => screen.getByRole('list', { name: 'Messages' });

describe('a message the app raises', () => {
  afterEach(() => {
    vi.doUnmock('react-toastify/unstyled');
    vi.doUnmock('@/app/toasts');
  });

  it('shows as a toast with its text, once for one id however often it is raised', async () => {
    const { notify } = await openApp();
    // A page that raised no message has no notifications region: the toast code loads with the first one.
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    act(() => {
      notify.success('Saved.', { toastId: 'saved' });
      notify.success('Saved.', { toastId: 'saved' });
    });
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText('Saved.')).toBeInTheDocument();
    expect(within(toasts).getAllByText('Saved.')).toHaveLength(1);
  });

  it('shows inline, with a Dismiss, when the toast code cannot be loaded', async () => {
    vi.doMock('react-toastify/unstyled', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { notify, user } = await openApp();
    act(() => notify.error('Could not save.'));
    const notice = await within(await screen.findByRole('list', { name: 'Messages' })).findByRole('alert');
    expect(notice).toHaveTextContent('Could not save.');
    // Said once, though both the message and the toast container failed to load.
    expect(within(messages()).getAllByText('Could not save.')).toHaveLength(1);
    await user.click(within(notice).getByRole('button', { name: 'Dismiss: Could not save.' }));
    await waitFor(() => expect(screen.queryByText('Could not save.')).toBeNull());
  });

  it("when the toast container's code cannot be loaded, the message just raised and those after it show inline", async () => {
    vi.doMock('@/app/toasts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { notify } = await openApp();
    act(() => notify.success('Login successful!'));
    expect(
      await within(await screen.findByRole('list', { name: 'Messages' })).findByText('Login successful!'),
    ).toBeInTheDocument();
    act(() => notify.info('Welcome back.'));
    expect(await within(messages()).findByText('Welcome back.')).toBeInTheDocument();
    expect(
      within(messages())
        .getAllByRole('status')
        .map((n) => n.firstChild?.textContent),
    ).toEqual(['Login successful!', 'Welcome back.']);
  });
});
