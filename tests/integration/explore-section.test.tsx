import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES } from '@/data/categories';
import { stubMotionPreference } from '../utils/motion';
import { renderRoute } from '../utils/render-route';

// The animation library is the thing under watch: never resolved, so no real gsap runs in jsdom.
const loadMotion = vi.hoisted(() => vi.fn(() => new Promise<never>(() => {})));
vi.mock('@/features/explore/load-motion', () => ({ loadMotion }));

async function section() {
  return screen.findByRole('region', { name: 'Launch into a new skill' });
}

beforeEach(() => {
  loadMotion.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the rocket section of the landing page', () => {
  it('comes after the hero, with a heading of its own', async () => {
    renderRoute('/');
    const region = await section();
    const hero = screen.getByRole('heading', { level: 1 });
    expect(hero.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Launch into a new skill');
  });

  it('links each of the nine planets to its category, named by its label, in order', async () => {
    renderRoute('/');
    const links = within(await section()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      CATEGORIES.map((c) => [c.label, `/classes/${c.slug}`]),
    );
    expect(links.map((a) => a.getAttribute('href'))).not.toContain('/classes/digital-mrketing');
    expect(links.map((a) => a.getAttribute('href'))).not.toContain('/classes/basic-programing');
  });

  it('draws every planet with a sized image and keeps the rocket out of the accessibility tree', async () => {
    renderRoute('/');
    const region = await section();
    for (const img of region.querySelectorAll('img')) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      expect(img).toHaveAttribute('alt', '');
    }
    const drawings = region.querySelectorAll('svg');
    expect(drawings.length).toBeGreaterThan(0);
    for (const svg of drawings) expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('a planet takes you to its classes', async () => {
    const { user, router } = renderRoute('/');
    await user.click(within(await section()).getByRole('link', { name: 'Data Science' }));
    // The classes page is a lazy route: the navigation completes once its code is in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/classes/data-science'));
  });

  it('loads the animation library when motion is welcome', async () => {
    stubMotionPreference(false);
    renderRoute('/');
    await section();
    expect(loadMotion).toHaveBeenCalledTimes(1);
  });

  it('with reduced motion loads no animation at all, and starts only if the preference changes', async () => {
    const preference = stubMotionPreference(true);
    const { unmount } = renderRoute('/');
    await section();
    expect(loadMotion).not.toHaveBeenCalled();
    preference.change(false);
    expect(loadMotion).toHaveBeenCalledTimes(1);
    unmount();
    expect(preference.listeners.size).toBe(0);
  });
});
