import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recoverFromMissingCode } from '@/app/chunk-recovery';

/** Vite's event when a lazily loaded module or one of its preloads cannot be fetched. */
function missingCode(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('a screen whose code cannot be loaded', () => {
  let assign: ReturnType<typeof vi.fn>;
  let stop: () => void;
  beforeEach(() => {
    sessionStorage.clear();
    assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    stop = recoverFromMissingCode(() => '/store/books?x=1');
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('online: loads the page the person asked for afresh, and swallows the error', () => {
    const event = missingCode();
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/store/books?x=1`);
    expect(event.defaultPrevented).toBe(true);
  });

  it('a path that reads as another host (//host/x) stays a path of this site', () => {
    stop();
    stop = recoverFromMissingCode(() => '//evil.example/x?y=1#z');
    missingCode();
    const target = new URL(assign.mock.calls[0]![0] as string);
    expect(target.origin).toBe(window.location.origin);
    expect(`${target.pathname}${target.search}${target.hash}`).toBe('//evil.example/x?y=1#z');
  });

  it('only once: a second failure for the same page reaches the error screen', () => {
    missingCode();
    const second = missingCode();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('offline: no reload, the error reaches the error screen (which offers Retry)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const event = missingCode();
    expect(assign).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('stops listening when asked', () => {
    stop();
    missingCode();
    expect(assign).not.toHaveBeenCalled();
  });
});
