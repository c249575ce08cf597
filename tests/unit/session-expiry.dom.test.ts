import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY, TOKEN_KEY, clearSession, readSession } from '@/lib/session/session';
import { sessionEndNotice, setSessionEndedHandler, type SessionEndReason } from '@/lib/session/ended';
import { watchSessionExpiry } from '@/lib/session/expiry';
import { loginAs } from '../utils/session';

const HOUR_MS = 3600 * 1000;

describe('the session ends at the token’s expiry', () => {
  let ended: ReturnType<typeof vi.fn<(reason: SessionEndReason) => void>>;
  let stop: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    ended = vi.fn<(reason: SessionEndReason) => void>(() => clearSession());
    setSessionEndedHandler(ended);
  });
  afterEach(() => {
    stop();
    setSessionEndedHandler(() => {});
  });

  it('reports "expired" at exp, not a moment before', () => {
    loginAs('recruiter');
    stop = watchSessionExpiry();
    vi.advanceTimersByTime(HOUR_MS - 1000);
    expect(ended).not.toHaveBeenCalled();
    expect(readSession()).not.toBeNull();
    vi.advanceTimersByTime(1000);
    expect(ended).toHaveBeenCalledExactlyOnceWith('expired');
    expect(readSession()).toBeNull();
    expect(sessionEndNotice()).toBe('Your session has expired. Please log in again.');
  });

  it('ends here too when another tab cleared the expired session first', () => {
    loginAs('student');
    stop = watchSessionExpiry();
    // This tab slept past the expiry (its timer has not run); the other tab already cleared storage.
    vi.setSystemTime(Date.now() + HOUR_MS + 5000);
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(CURRENT_USER_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(ended).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('says nothing when the person logged out in another tab before the expiry', () => {
    loginAs('student');
    stop = watchSessionExpiry();
    localStorage.removeItem(TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    vi.advanceTimersByTime(2 * HOUR_MS);
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends a session that expired while the app was closed as soon as it starts', () => {
    loginAs('teacher', { expired: true });
    stop = watchSessionExpiry();
    expect(ended).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('re-checks when a sleeping tab becomes visible again', () => {
    loginAs('admin');
    stop = watchSessionExpiry();
    vi.setSystemTime(Date.now() + 2 * HOUR_MS); // the timer has not fired: the tab was frozen
    document.dispatchEvent(new Event('visibilitychange'));
    expect(ended).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('schedules afresh for a new login', () => {
    loginAs('student');
    stop = watchSessionExpiry();
    vi.advanceTimersByTime(HOUR_MS / 2);
    loginAs('student'); // a new token, an hour from now
    vi.advanceTimersByTime(HOUR_MS / 2 + 1000);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HOUR_MS / 2);
    expect(ended).toHaveBeenCalledExactlyOnceWith('expired');
  });
});
