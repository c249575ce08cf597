import { describe, expect, it, vi } from 'vitest';

describe('notify', () => {
  it('hands a toast to the library with its options', async () => {
    const success = vi.fn();
    vi.doMock('react-toastify/unstyled', () => ({ toast: { success, error: vi.fn(), info: vi.fn() } }));
    const { notify } = await import('@/lib/notify');
    notify.success('Saved.', { toastId: 'saved' });
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Saved.', { toastId: 'saved' }));
    vi.doUnmock('react-toastify/unstyled');
  });

  it('says the toast container is wanted from the first toast on, and not before', async () => {
    vi.resetModules();
    vi.doMock('react-toastify/unstyled', () => ({
      toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
    }));
    const { notify, toastsWanted } = await import('@/lib/notify');
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
});
