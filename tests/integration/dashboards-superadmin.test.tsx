import { DEMO_ACCOUNTS } from '@/mocks/seed/accounts';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { logRequestFailure } from '@/lib/http/request-log';
import { staffStorageKey } from '@/entities/staff/staff-store';
import { server } from '@/mocks/node';
import { htmlError } from '@/mocks/respond';
import { renderRoute } from '../utils/render-route';

async function logs() {
  return screen.findByRole('region', { name: 'System Logs' });
}

describe('the superadmin panel', () => {
  it('has a System Logs section at #system-logs with an empty state', async () => {
    renderRoute('/superadmin-panel', { as: 'superadmin' });
    const section = await logs();
    expect(section).toHaveAttribute('id', 'system-logs');
    expect(within(section).getByText('No failed requests in this session.')).toBeInTheDocument();
    // A build without a release name (VITE_RELEASE) names none: no "release unnamed".
    expect(section).toHaveTextContent('a reload starts a new log.');
    expect(section).not.toHaveTextContent(/release/i);
  });

  it('lists the session’s failed requests with time, call, status and message — the users call’s 404 among them', async () => {
    server.use(http.get('*/v1/students', () => htmlError(404, 'Cannot GET /v1/students')));
    renderRoute('/superadmin-panel', { as: 'superadmin' });
    expect(await screen.findByText('The user list is not available on the server yet.')).toBeInTheDocument();
    const section = await logs();
    const table = within(section).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Call', 'Status', 'Message']);
    const row = within(table).getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]!.textContent).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(cells[1]).toHaveTextContent('GET v1/students');
    expect(cells[2]).toHaveTextContent('404');
    expect(cells[3]).toHaveTextContent('Server error: 404');
  });

  it('adds failures as they happen, newest first, shows "No response" without a status, and clears', async () => {
    const { user } = renderRoute('/superadmin-panel', { as: 'superadmin' });
    const section = await logs();
    act(() => {
      logRequestFailure({
        at: Date.now() - 1000,
        method: 'POST',
        url: 'v1/jobs/create',
        status: 400,
        message: 'Job creation failed',
      });
      logRequestFailure({
        at: Date.now(),
        method: 'GET',
        url: 'v1/leaderboard/all',
        status: null,
        message: 'No response from server. Please refresh/try again.',
      });
    });
    // The panel subscribes to the log in an effect, which may run after the section has appeared: it reads the log
    // again when it does, so the failures show, but not necessarily within the act() that logged them.
    const rows = (await within(section).findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('GET v1/leaderboard/all');
    expect(rows[0]).toHaveTextContent('No response');
    expect(rows[1]).toHaveTextContent('POST v1/jobs/create');
    expect(rows[1]).toHaveTextContent('Job creation failed');
    await user.click(within(section).getByRole('button', { name: 'Clear logs' }));
    expect(within(section).getByText('No failed requests in this session.')).toBeInTheDocument();
  });

  it('counts the staff saved in this browser and links to staff management', async () => {
    localStorage.setItem(
      staffStorageKey(DEMO_ACCOUNTS.superadmin),
      JSON.stringify([
        { id: 'a', name: 'T One', email: 't1@x.dev', role: 'teacher', active: true },
        { id: 'b', name: 'T Two', email: 't2@x.dev', role: 'teacher', active: false },
        { id: 'c', name: 'A One', email: 'a1@x.dev', role: 'admin', active: true },
      ]),
    );
    renderRoute('/superadmin-panel', { as: 'superadmin' });
    const staff = await screen.findByRole('region', { name: 'Staff' });
    const value = (label: string) =>
      within(staff).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(value('Staff users')).toBe('3');
    expect(value('Teachers')).toBe('2');
    expect(value('Admins')).toBe('1');
    expect(value('Inactive')).toBe('1');
    expect(within(staff).getByRole('link', { name: 'Manage staff' })).toHaveAttribute('href', '/superAdmin');
  });

  it('shows every user in the users table', async () => {
    renderRoute('/superadmin-panel', { as: 'superadmin' });
    const table = await screen.findByRole('table', { name: 'All users' });
    expect(within(table).getByRole('rowheader', { name: 'Meera Iyer' })).toBeInTheDocument();
    // The superadmin is the backend's settings, not an account of any collection.
    expect(within(table).queryByRole('rowheader', { name: 'Arjun Kapoor' })).not.toBeInTheDocument();
  });

  it('shows a users-list failure other than 404 as an error', async () => {
    server.use(
      http.get('*/v1/students', () => HttpResponse.json({ message: 'Forbidden here' }, { status: 403 })),
    );
    renderRoute('/superadmin-panel', { as: 'superadmin' });
    const allUsers = await screen.findByRole('region', { name: 'All users' });
    expect(await within(allUsers).findByRole('alert')).toHaveTextContent('Forbidden here');
  });
});
