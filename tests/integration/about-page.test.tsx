import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEAM } from '@/data/team';
import { renderRoute } from '../utils/render-route';

describe('the about page', () => {
  it('opens with the founder: Meet the Man, his quote, his portrait and his belief', async () => {
    renderRoute('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet the Man' })).toBeInTheDocument();
    expect(
      screen.getByText('If you can manifest it, you can achieve it.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portrait of Rohan Mehra, Founder & CEO' })).toHaveAttribute(
      'src',
      '/images/about/founder-portrait.svg',
    );
    expect(screen.getByText(/skills matter more than degrees/)).toBeInTheDocument();
    expect(document.title).toBe('About us · CodersHub');
  });

  it('has its sections in the spec’s order', async () => {
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'Meet the Man' });
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Our top leaders', 'Who we are', 'Our Mission', 'Our Story']);
  });

  it('shows six leaders: one founder and CEO, three frontend and two backend developers', async () => {
    renderRoute('/about');
    const team = await screen.findByRole('list', { name: 'Team' });
    const cards = within(team).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const positions = cards.map((c) => within(c).getByText(/Developer|Founder & CEO/).textContent);
    expect(positions.filter((p) => p === 'Founder & CEO')).toHaveLength(1);
    expect(positions.filter((p) => p === 'Frontend Developer')).toHaveLength(3);
    expect(positions.filter((p) => p === 'Backend Developer')).toHaveLength(2);
    // Every leader links to Instagram; LinkedIn only where the data has it.
    expect(within(team).getAllByRole('link', { name: /on Instagram/ })).toHaveLength(6);
    expect(within(team).getAllByRole('link', { name: /on LinkedIn/ })).toHaveLength(
      TEAM.filter((m) => m.linkedIn).length,
    );
  });

  it('lists who we are, and the mission’s three statements', async () => {
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'Meet the Man' });
    for (const title of ['Real-world coding skills', 'Industry-standard projects', 'Career guidance'])
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    for (const title of ['Simplifying Tech Education', 'Accessible for Everyone', 'Empowering Learners'])
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
  });

  it('tells the story in six milestones from the founding year, 2018', async () => {
    renderRoute('/about');
    const milestones = await screen.findByRole('list', { name: 'Milestones' });
    const years = within(milestones)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent?.slice(0, 4));
    expect(years).toEqual(['2018', '2021', '2022', '2023', '2024', '2025']);
    // Before any scrolling (and with no gsap in jsdom) the line is at its 96 px start.
    expect(screen.getByTestId('timeline-line').style.getPropertyValue('--line-start')).toBe('96px');
  });
});
