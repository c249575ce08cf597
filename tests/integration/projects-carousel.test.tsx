import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURED_PROJECTS } from '@/data/featured-projects';
import { featuredPath } from '@/features/projects/project-view';
import { stubMotionPreference } from '../utils/motion';
import { renderRoute } from '../utils/render-route';

/** The loaded carousel (while its code loads, a busy placeholder region holds the same name). */
const carousel = async () => {
  await waitFor(() =>
    expect(
      screen.getByRole('region', { name: 'Explore Our Latest Projects', busy: false }),
    ).toBeInTheDocument(),
  );
  return screen.getByRole('region', { name: 'Explore Our Latest Projects', busy: false });
};

afterEach(() => vi.unstubAllGlobals());

describe('the landing page featured projects carousel', () => {
  it("sits right after the hero, titled 'Explore Our Latest Projects', one slide per featured project", async () => {
    renderRoute('/');
    const region = await carousel();
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(hero.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Explore Our Latest Projects',
    );
    // Slides in view are exposed; hidden ones and react-slick's clones are inert.
    const slides = region.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides.length).toBeGreaterThanOrEqual(FEATURED_PROJECTS.length);
    const live = [...slides].filter((s) => !s.closest('[inert]'));
    expect(live).toHaveLength(1);
    expect(live[0]).toHaveAttribute('aria-label', `1 of ${FEATURED_PROJECTS.length}`);
  });

  it("gives each project an 'Apply now' link to its detail page", async () => {
    renderRoute('/');
    const region = await carousel();
    for (const project of FEATURED_PROJECTS) {
      const links = region.querySelectorAll(`a[aria-label="Apply now: ${project.title}"]`);
      expect(links.length).toBeGreaterThanOrEqual(1);
      for (const a of links) {
        expect(a).toHaveAttribute('href', featuredPath(project));
        expect(a).toHaveTextContent('Apply now');
      }
    }
  });

  it('has a dot button per project, the current one marked, and a Pause button', async () => {
    const { user } = renderRoute('/');
    const region = await carousel();
    const dots = within(within(region).getByRole('group', { name: 'Choose a project' })).getAllByRole(
      'button',
    );
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(
      FEATURED_PROJECTS.map((_, i) => `Show project ${i + 1} of ${FEATURED_PROJECTS.length}`),
    );
    expect(dots.filter((d) => d.getAttribute('aria-current') === 'true')).toEqual([dots[0]]);

    const pause = within(region).getByRole('button', { name: /^Pause/ });
    await user.click(pause);
    expect(within(region).getByRole('button', { name: /^Play/ })).toBeInTheDocument();
  });

  it('does not rotate by itself when reduced motion is asked for: the control offers Play', async () => {
    stubMotionPreference(true);
    renderRoute('/');
    const region = await carousel();
    await waitFor(() => expect(within(region).getByRole('button', { name: /^Play/ })).toBeInTheDocument());
  });
});
