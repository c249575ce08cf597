import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOUNDER } from '@/data/team';
import { renderRoute } from '../utils/render-route';

const HEADING = 'Our Community Empowers Innovators to Connect, Learn, and Grow Together';

describe('the community page and section', () => {
  it('is a real page: the section under the h1, the site figures and the team', async () => {
    renderRoute('/community');
    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();
    expect(screen.getByText('COMMUNITY')).toBeInTheDocument();
    expect(screen.getByText(/Trusted by over 22,000\+ coders on Instagram/)).toBeInTheDocument();
    expect(document.title).toBe('Community · CodersHub');

    // Without IntersectionObserver (jsdom), the figures are final: 22.5K+, 5.0M+, 250.0K+.
    for (const [platform, figure] of [
      ['Instagram Followers', '22.5K+'],
      ['Monthly Reach', '5.0M+'],
      ['Linkedin Impressions', '250.0K+'],
    ] as const) {
      const card = screen.getByRole('heading', { level: 2, name: platform }).closest('li')!;
      expect(within(card).getByText(figure, { selector: '.sr-only' })).toBeInTheDocument();
    }
    for (const [label, figure] of [
      ['Job listings', '1,000+'],
      ['Companies hiring', '500+'],
      ['Internships', '400+'],
      ['Students', '22,000'],
    ] as const) {
      const card = screen.getByText(label, { exact: true }).closest('li')!;
      expect(within(card).getByText(figure, { selector: '.sr-only' })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Rohan Mehra on Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/rohan.codershub/',
    );
    expect(screen.getByRole('link', { name: 'Read our story' })).toHaveAttribute('href', '/about');
  });

  it('the social cards carry their platform descriptions', async () => {
    renderRoute('/community');
    await screen.findByRole('heading', { level: 1, name: HEADING });
    expect(screen.getByText(/Trusted by students and coders on Instagram/)).toBeInTheDocument();
    expect(screen.getByText(/Crossing boundaries/)).toBeInTheDocument();
    expect(screen.getByText(/Building relations and expanding networks/)).toBeInTheDocument();
  });

  it('is on the landing page too, as the last section, under an h2', async () => {
    renderRoute('/');
    const heading = await screen.findByRole('heading', { level: 2, name: HEADING });
    const hero = screen.getByRole('heading', { level: 1 });
    expect(hero.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(heading.closest('section')!).getAllByRole('listitem')).toHaveLength(3);
  });

  it('the landing page shows a team-member card: name, position, description, picture, Instagram and LinkedIn', async () => {
    renderRoute('/');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Meet the team' });
    const section = within(heading.closest('section')!);
    expect(section.getByRole('heading', { level: 3, name: FOUNDER.name })).toBeInTheDocument();
    expect(section.getByText(FOUNDER.position)).toBeInTheDocument();
    expect(section.getByText(FOUNDER.description)).toBeInTheDocument();
    expect(section.getByRole('img', { name: `Portrait of ${FOUNDER.name}` })).toBeInTheDocument();
    expect(section.getByRole('link', { name: new RegExp(`^${FOUNDER.name} on Instagram`) })).toHaveAttribute(
      'href',
      FOUNDER.instagram,
    );
    expect(section.getByRole('link', { name: new RegExp(`^${FOUNDER.name} on LinkedIn`) })).toHaveAttribute(
      'href',
      FOUNDER.linkedIn,
    );
    expect(section.getByRole('link', { name: 'Meet the whole team' })).toHaveAttribute('href', '/about');
  });
});
