import { describe, expect, it, vi } from 'vitest';
import { reportSessionEnded, sessionEndNotice, setSessionEndedHandler } from '@/lib/session/ended';

describe('the end of a session, reported to the app', () => {
  it('reaches the handler at once, once per token', () => {
    const handler = vi.fn();
    setSessionEndedHandler(handler);
    reportSessionEnded('token-a', 'expired');
    reportSessionEnded('token-a', 'refused');
    expect(handler.mock.calls).toEqual([['expired']]);
    expect(sessionEndNotice()).toBe('Your session has expired. Please log in again.');
    setSessionEndedHandler(null);
  });

  it('is kept when it comes before the app has a handler (a first request refused), and handed over then', () => {
    setSessionEndedHandler(null);
    reportSessionEnded('token-b', 'refused');
    const handler = vi.fn();
    setSessionEndedHandler(handler);
    expect(handler.mock.calls).toEqual([['refused']]);
    // Handed over once: a later handler (the layout mounting again) does not hear it twice.
    const next = vi.fn();
    setSessionEndedHandler(next);
    expect(next).not.toHaveBeenCalled();
    setSessionEndedHandler(null);
  });
});
