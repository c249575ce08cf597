import { describe, expect, it, vi } from 'vitest';

// notify loads the toast library with a dynamic import, which on a loaded host (two test workers on two cores) takes
// longer than vi.waitFor's default second: wait as long as the suite's Testing Library queries do (tests/setup.ts).
const IMPORTED = { timeout: 5000 };

describe('notify', () => {
  it('hands a toast to the library with its options', async () => {
    const success = vi.fn();
    vi.doMock('react-toastify/unstyled', () => ({ toast: { success, error: vi.fn(), info: vi.fn() } }));
    const { notify } = await import('@/lib/ui/notify');
    notify.success('Saved.', { toastId: 'saved' });
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Saved.', { toastId: 'saved' }), IMPORTED);
    vi.doUnmock('react-toastify/unstyled');
  });

  it('says the toast container is wanted from the first toast on, and not before', async () => {
    vi.resetModules();
    vi.doMock('react-toastify/unstyled', () => ({
      toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
    }));
    const { notify, toastsWanted } = await import('@/lib/ui/notify');
    const listener = vi.fn();
    const stop = toastsWanted.subscribe(listener);
    expect(toastsWanted.get()).toBe(false);
    expect(toastsWanted.getServer()).toBe(false);

    notify.error('Something went wrong.');
    expect(toastsWanted.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    notify.info('Again.');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    vi.doUnmock('react-toastify/unstyled');
  });

  it('shows the message inline when the toast code cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('react-toastify/unstyled', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { notify, inlineNotices, dismissInlineNotice } = await import('@/lib/ui/notify');
    notify.error('Could not save.');
    await vi.waitFor(
      () =>
        expect(inlineNotices.get()).toEqual([
          expect.objectContaining({ kind: 'error', message: 'Could not save.' }),
        ]),
      IMPORTED,
    );
    dismissInlineNotice(inlineNotices.get()[0]!.id);
    expect(inlineNotices.get()).toEqual([]);
    vi.doUnmock('react-toastify/unstyled');
  });

  it("when the container's code cannot be loaded, what was just handed to the library and what follows show inline", async () => {
    vi.resetModules();
    vi.doMock('react-toastify/unstyled', () => ({
      toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
    }));
    const { notify, inlineNotices, toastsUnavailable } = await import('@/lib/ui/notify');
    notify.success('Login successful!');
    toastsUnavailable();
    notify.info('Welcome back.');
    expect(inlineNotices.get().map((n) => n.message)).toEqual(['Login successful!', 'Welcome back.']);
    vi.doUnmock('react-toastify/unstyled');
  });
});
