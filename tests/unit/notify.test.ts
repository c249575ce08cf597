import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.resetModules());

describe('notify: toasts on demand', () => {
  it('nothing is wanted until a toast or the first interaction asks for the container', async () => {
    const { prepareToasts, subscribeToToasts, toastsWanted } = await import('@/lib/notify');
    const listener = vi.fn();
    subscribeToToasts(listener);
    expect(toastsWanted()).toBe(false);
    prepareToasts();
    prepareToasts();
    expect(toastsWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a toast asks for the container and reaches the library with its options', async () => {
    const success = vi.fn();
    vi.doMock('react-toastify', () => ({ toast: { success, error: vi.fn(), info: vi.fn() } }));
    const { notify, subscribeToToasts, toastsWanted } = await import('@/lib/notify');
    const listener = vi.fn();
    subscribeToToasts(listener);
    notify.success('Saved.', { toastId: 'saved' });
    expect(toastsWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Saved.', { toastId: 'saved' }));
    vi.doUnmock('react-toastify');
  });
});
