import { describe, expect, it, vi } from 'vitest';
import {
  INSTALL_FLAG_KEY,
  clearInstallOffer,
  isInstallOfferRequested,
  requestInstallOffer,
  subscribeInstallFlag,
} from '@/lib/storage/install-flag';

describe('the showInstall flag', () => {
  it("is stored under the spec's key as the text 'true'", () => {
    expect(INSTALL_FLAG_KEY).toBe('showInstall');
    requestInstallOffer();
    expect(localStorage.getItem('showInstall')).toBe('true');
    expect(isInstallOfferRequested()).toBe(true);
  });

  it.each([null, 'false', 'TRUE', ' true', '1', '{"x":1}'])('reads %j as not requested', (value) => {
    if (value !== null) localStorage.setItem(INSTALL_FLAG_KEY, value);
    expect(isInstallOfferRequested()).toBe(false);
  });

  it('is removed once the offer has been shown', () => {
    requestInstallOffer();
    clearInstallOffer();
    expect(localStorage.getItem(INSTALL_FLAG_KEY)).toBeNull();
    expect(isInstallOfferRequested()).toBe(false);
  });

  it('reads as not requested, without throwing, when storage is unavailable', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(isInstallOfferRequested()).toBe(false);
    spy.mockRestore();
  });

  it('tells subscribers about changes here and in other tabs, until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = subscribeInstallFlag(listener);
    requestInstallOffer();
    clearInstallOffer();
    window.dispatchEvent(new StorageEvent('storage', { key: INSTALL_FLAG_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    requestInstallOffer();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
