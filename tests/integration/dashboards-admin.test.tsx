import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { htmlError } from '@/mocks/respond';
import { readableNameFromEmail } from '@/lib/validation/email';
import { renderRoute } from '../utils/render-route';
import { demoAccount, loginAs } from '../utils/session';

const day = 24 * 3600 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

function jobsAnswer() {
  return HttpResponse.json({
    success: true,
    message: 'Jobs fetched successfully',
    jobs: [
      {
        _id: 'j1',
        jobTitle: 'Oldest',
        jobType: 'Full-time',
        companyName: 'A',
        jobDeadline: iso(-3),
        createdAt: iso(-30),
      },
      {
        _id: 'j2',
        jobTitle: 'Second',
        jobType: 'Remote',
        companyName: 'B',
        jobDeadline: iso(10),
        createdAt: iso(-20),
      },
      {
        _id: 'j3',
        jobTitle: 'Third',
        jobType: 'Full-time',
        companyName: 'C',
        jobDeadline: iso(5),
        createdAt: iso(-10),
      },
      { _id: 'j4', jobTitle: 'Fourth', jobType: 'Hybrid', companyName: 'D', createdAt: iso(-5) },
      {
        _id: 'j5',
        jobTitle: 'Fifth',
        jobType: 'Full-time',
        companyName: 'E',
        jobDeadline: iso(-1),
        createdAt: iso(-2),
      },
      {
        _id: 'j6',
        jobTitle: 'Newest',
        // An internship as the deployed backend stores it: Full-time with the reserved keyword.
        jobType: 'Full-time',
        keywords: ['type:internship'],
        companyName: 'F',
        jobDeadline: iso(30),
        createdAt: iso(-1),
      },
    ],
  });
}

function tile(label: string) {
  return screen.getByText(label, { selector: 'dt' }).closest('div')!;
}

describe('the admin dashboard', () => {
  it('shows the users table under #manage-users', async () => {
    renderRoute('/admin-dashboard', { as: 'admin' });
    const section = await screen.findByRole('region', { name: 'Manage users' });
    expect(section).toHaveAttribute('id', 'manage-users');
    const table = await within(section).findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('rowheader', { name: 'Meera Iyer' })).toBeInTheDocument();
    // Every account of the backend's collections; the superadmin is its settings, not an account.
    const accounts = getDb().accounts.filter((a) => a.role !== 'superadmin');
    expect(within(section).getByText(`${accounts.length} users`)).toBeInTheDocument();
  });

  it('reads the missing users call (HTML 404) as "not available yet"', async () => {
    server.use(http.get('*/v1/students', () => htmlError(404, 'Cannot GET /v1/students')));
    renderRoute('/admin-dashboard', { as: 'admin' });
    expect(await screen.findByText('The user list is not available on the server yet.')).toBeInTheDocument();
  });

  it('counts jobs by type, open against expired, and lists the latest postings newest first', async () => {
    server.use(http.get('*/v1/jobs/all', jobsAnswer));
    renderRoute('/admin-dashboard', { as: 'admin' });
    const section = await screen.findByRole('region', { name: 'Jobs overview' });
    await within(section).findByRole('list', { name: 'Latest postings' });
    expect(tile('Postings')).toHaveTextContent('6');
    // The job without a deadline counts as open, as on the jobs board.
    expect(tile('Open')).toHaveTextContent('4');
    expect(tile('Open')).toHaveTextContent('1 without a deadline');
    expect(tile('Expired')).toHaveTextContent('2');
    expect(tile('Job types')).toHaveTextContent('4');

    const byType = within(section).getByRole('list', { name: 'Postings by type' });
    expect(
      within(byType)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Full-time3', 'Hybrid1', 'Internship1', 'Remote1']);

    const latest = within(section).getByRole('list', { name: 'Latest postings' });
    const links = within(latest).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Newest', 'Fifth', 'Fourth', 'Third', 'Second']);
    expect(links[0]).toHaveAttribute('href', '/job-details/j6');
    const fifth = links[1]!.closest('li')!;
    expect(within(fifth).getByText('Expired')).toBeInTheDocument();
  });

  it('counts the demo board’s jobs, all of them, with no invented numbers', async () => {
    renderRoute('/admin-dashboard', { as: 'admin' });
    const section = await screen.findByRole('region', { name: 'Jobs overview' });
    await within(section).findByRole('list', { name: 'Latest postings' });
    const jobs = getDb().jobs;
    expect(tile('Postings')).toHaveTextContent(String(jobs.length));
    const byType = within(section).getByRole('list', { name: 'Postings by type' });
    const sum = within(byType)
      .getAllByRole('listitem')
      .reduce((n, li) => n + Number(li.textContent!.match(/(\d+)$/)![1]), 0);
    expect(sum).toBe(jobs.length);
  });

  it('shows empty and error states for the jobs', async () => {
    server.use(http.get('*/v1/jobs/all', () => HttpResponse.json({ success: true, jobs: [] })));
    const first = renderRoute('/admin-dashboard', { as: 'admin' });
    expect(await screen.findByText('No job postings yet.')).toBeInTheDocument();
    first.unmount();
    // A new visit, as after a reload: the app's one cache starts empty.
    first.queryClient.clear();
    server.use(
      http.get('*/v1/jobs/all', () =>
        HttpResponse.json({ success: false, error: 'Mongo timed out' }, { status: 400 }),
      ),
    );
    renderRoute('/admin-dashboard', { as: 'admin' });
    const section = await screen.findByRole('region', { name: 'Jobs overview' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Mongo timed out');
  });
});

describe("an admin's own name", () => {
  /** As a real login leaves it: no profile call, so the name is made from the email. */
  function loggedInAsLoginLeavesIt(role: 'admin' | 'superadmin') {
    loginAs(role);
    const stored = JSON.parse(localStorage.getItem('currentUser')!) as Record<string, unknown>;
    localStorage.setItem(
      'currentUser',
      JSON.stringify({ ...stored, name: readableNameFromEmail(String(stored.email)) }),
    );
  }
  const storedName = () => (JSON.parse(localStorage.getItem('currentUser')!) as { name: string }).name;

  it('an admin is greeted by the name the users list gives the account, and keeps it', async () => {
    loggedInAsLoginLeavesIt('admin');
    expect(storedName()).toBe('Admin');
    renderRoute('/admin-dashboard');
    const own = demoAccount('admin').name;
    expect(await screen.findByText(new RegExp(`^Welcome, ${own}\\.`))).toBeInTheDocument();
    expect(storedName()).toBe(own);
  });

  it('the superadmin, who is no account in the list, keeps the name made from its address', async () => {
    loggedInAsLoginLeavesIt('superadmin');
    renderRoute('/superadmin-panel');
    expect(await screen.findByRole('table', { name: 'All users' })).toBeInTheDocument();
    expect(screen.getByText(/^Welcome, Superadmin\./)).toBeInTheDocument();
    expect(storedName()).toBe('Superadmin');
  });

  it('a name the person chose is never replaced', async () => {
    loggedInAsLoginLeavesIt('admin');
    const stored = JSON.parse(localStorage.getItem('currentUser')!) as Record<string, unknown>;
    localStorage.setItem('currentUser', JSON.stringify({ ...stored, name: 'Meera I.' }));
    renderRoute('/admin-dashboard');
    // The list has arrived (it names the account Meera Iyer).
    expect(await screen.findByText(demoAccount('admin').email)).toBeInTheDocument();
    expect(screen.getByText(/^Welcome, Meera I\./)).toBeInTheDocument();
    expect(storedName()).toBe('Meera I.');
  });
});
