import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/lib/session/roles';
import { renderRoute } from '../utils/render-route';
import { demoAccount } from '../utils/session';

const sidebar = async () => screen.findByRole('complementary', { name: 'Profile' });
const hrefs = (links: HTMLElement[]) => links.map((l) => [l.textContent, l.getAttribute('href')]);

describe('profile dashboard sidebar', () => {
  it.each([
    ['student', 'Student', [['Connections', '0']]],
    ['developer', 'Developer', [['Contributions', '0']]],
    [
      'recruiter',
      'Recruiter',
      [
        ['Jobs', '0'],
        ['Hired', '0'],
      ],
    ],
    ['teacher', 'Teacher', []],
    ['admin', 'Admin', []],
  ] as [Role, string, string[][]][])(
    'shows a %s their avatar, name, username, role label and counts',
    async (role, label, counts) => {
      renderRoute('/profile', { as: role });
      const aside = await sidebar();
      const account = demoAccount(role);
      expect(within(aside).getByRole('img', { name: `${account.name}'s avatar` })).toBeInTheDocument();
      expect(within(aside).getByText(account.name)).toBeInTheDocument();
      expect(within(aside).getByText(`@${account.username}`)).toBeInTheDocument();
      expect(within(aside).getByText(label)).toBeInTheDocument();
      const terms = within(aside)
        .queryAllByRole('term')
        .map((t) => [
          t.textContent,
          t.nextElementSibling?.textContent ?? t.previousElementSibling?.textContent,
        ]);
      expect(terms).toEqual(counts);
    },
  );

  it('links Back to home, Profile, Notification and Edit Profile, and has a Logout button', async () => {
    renderRoute('/profile', { as: 'student' });
    const nav = within(await sidebar()).getByRole('navigation', { name: 'Dashboard' });
    expect(hrefs(within(nav).getAllByRole('link'))).toEqual([
      ['Back to home', '/'],
      ['Profile', '/profile'],
      ['Notification', '/profile/notification'],
      ['Edit Profile', '/profile/editProfile'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it.each([
    ['student', null],
    [
      'recruiter',
      [
        ['My postings', '/profile#my-postings'],
        ['Post a job', '/career/post-job'],
      ],
    ],
    [
      'admin',
      [
        ['Admin Dashboard', '/admin-dashboard'],
        ['Manage Users', '/admin-dashboard#manage-users'],
      ],
    ],
    [
      'teacher',
      [
        ['Teacher Dashboard', '/teacher-dashboard'],
        ['My Classes', '/teacher-dashboard#my-classes'],
      ],
    ],
    [
      'superadmin',
      [
        ['Superadmin Panel', '/superadmin-panel'],
        ['System Logs', '/superadmin-panel#system-logs'],
        ['Manage Staff', '/superAdmin'],
      ],
    ],
  ] as [Role, string[][] | null][])('gives a %s its role menu', async (role, links) => {
    renderRoute('/profile', { as: role });
    const aside = await sidebar();
    const menu = within(aside).queryByRole('navigation', { name: /menu$/ });
    if (!links) return expect(menu).toBeNull();
    expect(hrefs(within(menu!).getAllByRole('link'))).toEqual(links);
  });

  it('is beside the role dashboards too, marking the current menu entry', async () => {
    renderRoute('/admin-dashboard', { as: 'admin' });
    const menu = within(await sidebar()).getByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Manage Users' })).not.toHaveAttribute('aria-current');
  });

  it('logs out: session gone, cached answers dropped, /login shown, projects saved in this browser kept', async () => {
    const { user, router, queryClient } = renderRoute('/profile', { as: 'student' });
    const key = `codershub:saved:${demoAccount('student')._id}:projects`;
    localStorage.setItem(key, '[]');
    const logout = within(await sidebar()).getByRole('button', { name: 'Logout' });
    queryClient.setQueryData(['what', 'this', 'person', 'saw'], { secret: true });
    await user.click(logout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(queryClient.getQueryData(['what', 'this', 'person', 'saw'])).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(localStorage.getItem(key)).toBe('[]');
  });
});

describe('profile dashboard main area', () => {
  it('shows the bio cut at 150 characters with view more / view less', async () => {
    const { user } = renderRoute('/profile', { as: 'student' });
    const bio = demoAccount('student').bio;
    expect(bio.length).toBeGreaterThan(150);
    const about = await screen.findByRole('region', { name: 'About' });
    const more = within(about).getByRole('button', { name: 'view more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveTextContent(`${bio.slice(0, 150).trimEnd()}…`);
    expect(about).not.toHaveTextContent(bio);
    await user.click(more);
    expect(about).toHaveTextContent(bio);
    await user.click(within(about).getByRole('button', { name: 'view less' }));
    expect(about).not.toHaveTextContent(bio);
  });

  it('has no toggle for a short bio', async () => {
    renderRoute('/profile', { as: 'developer' });
    const about = await screen.findByRole('region', { name: 'About' });
    expect(about).toHaveTextContent(demoAccount('developer').bio);
    expect(within(about).queryByRole('button')).toBeNull();
  });

  it('cuts the email at 18 characters and keeps the full address as its tooltip and spoken text', async () => {
    renderRoute('/profile', { as: 'superadmin' });
    const about = await screen.findByRole('region', { name: 'About' });
    const email = within(about).getByTitle('superadmin@codershub.dev');
    expect(within(email).getByText('superadmin@codersh…')).toHaveAttribute('aria-hidden', 'true');
    expect(within(email).getByText('superadmin@codershub.dev')).toHaveClass('sr-only');
  });

  it('shows Education, Work Experience and Projects (descriptions cut at 100) marked as examples for a student', async () => {
    renderRoute('/profile', { as: 'student' });
    for (const name of ['Education', 'Work Experience', 'Projects']) {
      const section = await screen.findByRole('region', { name: new RegExp(`^${name}`) });
      expect(within(section).getByText('Example')).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: /Open Positions/ })).toBeNull();
    const projects = screen.getByRole('region', { name: /^Projects/ });
    const descriptions = within(projects)
      .getAllByRole('article')
      .map((a) => a.querySelector('p')!.textContent!);
    expect(descriptions.some((d) => d.endsWith('…') && d.length <= 101)).toBe(true);
    // Only developers (and admins) can publish a project: a student is offered no form that would fail.
    expect(within(projects).queryByRole('link', { name: 'Add project' })).toBeNull();
  });

  it('shows Open Positions instead for a recruiter', async () => {
    renderRoute('/profile', { as: 'recruiter' });
    expect(await screen.findByRole('region', { name: /^Open Positions/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Education/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Projects/ })).toBeNull();
  });

  it('says there are no new notifications', async () => {
    renderRoute('/profile/notification', { as: 'developer' });
    expect(await screen.findByText('You have no new notifications.')).toBeInTheDocument();
    expect(within(await sidebar()).getByRole('link', { name: 'Notification' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
