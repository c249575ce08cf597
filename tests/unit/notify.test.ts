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
});
