import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_FLAG_KEY } from '@/lib/storage/install-flag';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/mocks/seed/accounts';
import { renderRoute } from '../utils/render-route';

/** A browser's install offer: an Event named beforeinstallprompt with a prompt() the test can watch. */
function installOffer() {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
  return { event, prompt };
}

/** The browser makes the offer while the app is running. */
function offerNow() {
  const offer = installOffer();
  act(() => {
    window.dispatchEvent(offer.event);
  });
  return offer;
}

/** The browser made the offer before the app loaded: index.html's inline script kept it on window. */
function offeredBeforeLoad() {
  const offer = installOffer();
  offer.event.preventDefault();
  window.__installPrompt = offer.event;
  return offer;
}

const banner = () => screen.queryByRole('complementary', { name: 'CodersHub app' });
const overlay = () => screen.queryByRole('dialog', { name: 'Get the CodersHub app' });

afterEach(() => {
  window.__installPrompt = undefined;
});

describe('the promo banner', () => {
  it("reads 'Join Community' → /community when the browser offers no installation", async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/community');
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  });

  it("reads 'Install App' for an offer caught before the app loaded", async () => {
    offeredBeforeLoad();
    renderRoute('/career');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Install App' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join Community' })).not.toBeInTheDocument();
  });

  it("switches to 'Install App' when the offer comes later, and holds back the browser's own infobar", async () => {
    renderRoute('/');
    await screen.findByRole('link', { name: 'Join Community' });
    const { event } = offerNow();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'Install App' })).toBeInTheDocument();
  });

  it("'Install App' shows the browser's dialog once, then the banner goes back to 'Join Community'", async () => {
    const { prompt } = offeredBeforeLoad();
    const { user } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Install App' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('link', { name: 'Join Community' })).toBeInTheDocument();
  });

  it('forgets the offer once the app is installed', async () => {
    offeredBeforeLoad();
    renderRoute('/');
    await screen.findByRole('button', { name: 'Install App' });
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    // Found, not got: the banner may take up the change after the act() (see the superadmin panel's logs test).
    expect(await screen.findByRole('link', { name: 'Join Community' })).toBeInTheDocument();
  });

  it.each(['/', '/career', '/community', '/classes/dsa', '/no-such-page'])('shows on %s', async (path) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 });
    expect(banner()).toBeInTheDocument();
  });

  it.each([
    ['/login', undefined],
    ['/register', undefined],
    ['/forget-password', undefined],
    ['/profile', 'student'],
    ['/teacher-dashboard', 'teacher'],
    ['/admin-dashboard', 'admin'],
    ['/superadmin-panel', 'superadmin'],
    ['/superAdmin', 'superadmin'],
  ] as const)('is hidden on %s', async (path, as) => {
    offeredBeforeLoad();
    const { router } = renderRoute(path, { as });
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(path);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  });
});

describe('the install overlay on the landing page', () => {
  it('opens when the offer exists and showInstall is true, and lowers the flag once shown', async () => {
    localStorage.setItem(INSTALL_FLAG_KEY, 'true');
    offeredBeforeLoad();
    renderRoute('/');
    const dialog = await screen.findByRole('dialog', { name: 'Get the CodersHub app' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Download App' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(INSTALL_FLAG_KEY)).toBeNull());
    // Lowering the flag does not close what is on screen.
    expect(overlay()).toBeInTheDocument();
  });

  it('waits for the browser: the flag stays up until an offer comes, then the overlay opens', async () => {
    localStorage.setItem(INSTALL_FLAG_KEY, 'true');
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(overlay()).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_FLAG_KEY)).toBe('true');
    offerNow();
    expect(await screen.findByRole('dialog', { name: 'Get the CodersHub app' })).toBeInTheDocument();
  });

  it.each([null, 'false', 'TRUE', '1'])(
    'stays closed with showInstall %j, even with an offer',
    async (flag) => {
      if (flag !== null) localStorage.setItem(INSTALL_FLAG_KEY, flag);
      offeredBeforeLoad();
      renderRoute('/');
      await screen.findByRole('button', { name: 'Install App' });
      expect(overlay()).not.toBeInTheDocument();
      expect(localStorage.getItem(INSTALL_FLAG_KEY)).toBe(flag);
    },
  );

  it('is not part of other pages', async () => {
    localStorage.setItem(INSTALL_FLAG_KEY, 'true');
    offeredBeforeLoad();
    renderRoute('/career');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Install App' })).toBeInTheDocument();
    expect(overlay()).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_FLAG_KEY)).toBe('true');
  });

  it("'Download App' calls the saved prompt once, closes, and the offer is spent", async () => {
    localStorage.setItem(INSTALL_FLAG_KEY, 'true');
    const { prompt } = offeredBeforeLoad();
    const { user } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Download App' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(overlay()).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Join Community' })).toBeInTheDocument();
    expect(window.__installPrompt ?? null).toBeNull();
  });

  it("'Skip' closes without prompting and returns focus; the banner still offers installation", async () => {
    localStorage.setItem(INSTALL_FLAG_KEY, 'true');
    const { user } = renderRoute('/');
    const getStarted = await screen.findByRole('link', { name: 'Get Started' });
    getStarted.focus();
    const { prompt } = offerNow();
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(overlay()).not.toBeInTheDocument();
    expect(getStarted).toHaveFocus();
    expect(prompt).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Install App' })).toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_FLAG_KEY)).toBeNull();
  });

  // Tab kept inside (the page behind is inert) is the browser's: tests/e2e/dialogs.spec.ts.
  it('Escape skips', async () => {
    localStorage.setItem(INSTALL_FLAG_KEY, 'true');
    const { prompt } = offeredBeforeLoad();
    const { user } = renderRoute('/');
    expect(await screen.findByRole('button', { name: 'Download App' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(overlay()).not.toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
  });
});

describe('when showInstall becomes true', () => {
  it('after a successful login', async () => {
    const { user, router } = renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), DEMO_ACCOUNTS.student);
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem(INSTALL_FLAG_KEY)).toBe('true'));
    // …and on the landing page, where a login goes by default, the browser's offer opens the overlay.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('link', { name: 'Join Community' });
    offerNow();
    expect(await screen.findByRole('dialog', { name: 'Get the CodersHub app' })).toBeInTheDocument();
  });

  it('not after a failed login', async () => {
    const { user } = renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), DEMO_ACCOUNTS.student);
    await user.type(screen.getByLabelText('Password'), 'WrongPassword1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/invalid|incorrect|wrong/i)).toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_FLAG_KEY)).toBeNull();
  });

  it('after a successful registration', async () => {
    const { user } = renderRoute('/register');
    await screen.findByRole('form', { name: 'Register' });
    await user.type(screen.getByLabelText(/^Full name/), 'Riya Sen');
    await user.type(screen.getByLabelText(/^Email/), 'riya.sen@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Phone/), '9123456780');
    await user.selectOptions(screen.getByLabelText(/^Role/), 'student');
    await user.type(screen.getByLabelText(/^Short bio/), 'Learning React.');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_FLAG_KEY)).toBe('true');
  });
});
