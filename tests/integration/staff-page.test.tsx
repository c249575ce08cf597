import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { staffStorageKey, type StaffUser } from '@/lib/staff-store';
import { server } from '@/mocks/node';
import { htmlError } from '@/mocks/respond';
import { renderRoute } from '../utils/render-route';
import { demoAccount } from '../utils/session';

type User = ReturnType<typeof renderRoute>['user'];

function storageKey() {
  return staffStorageKey(demoAccount('superadmin')._id);
}

function seedStaff(list: StaffUser[]) {
  localStorage.setItem(storageKey(), JSON.stringify(list));
}

const priya: StaffUser = {
  id: 's1',
  name: 'Priya Shah',
  email: 'priya@school.dev',
  role: 'teacher',
  active: true,
};
const omar: StaffUser = {
  id: 's2',
  name: 'Omar Khan',
  email: 'omar@school.dev',
  role: 'admin',
  active: true,
};

function createForm() {
  return screen.getByRole('region', { name: 'Add a staff user' });
}

async function addStaff(user: User, name: string, email: string, role: 'Teacher' | 'Admin' = 'Teacher') {
  const form = createForm();
  if (name) await user.type(within(form).getByLabelText(/^Name/), name);
  if (email) await user.type(within(form).getByLabelText(/^Email/), email);
  await user.selectOptions(within(form).getByLabelText(/^Role/), role);
  await user.click(within(form).getByRole('button', { name: 'Add staff user' }));
}

function staffList() {
  return screen.getByRole('list', { name: 'Staff users' });
}

async function openPage() {
  const view = renderRoute('/superAdmin', { as: 'superadmin' });
  await screen.findByRole('heading', { level: 1, name: 'Staff management' });
  return view;
}

describe('the superadmin staff page', () => {
  it('says that staff changes stay in this browser and are not sent to the server', async () => {
    await openPage();
    expect(
      screen.getByText('Staff changes are saved in this browser only and are not yet sent to the server.'),
    ).toBeInTheDocument();
  });

  it('creates an active teacher, clears the form and lists the new user', async () => {
    const { user } = await openPage();
    expect(screen.getByText('No staff users yet.')).toBeInTheDocument();
    await addStaff(user, 'Nisha Rao', 'Nisha.Rao@School.dev');
    const row = within(staffList()).getByText('Nisha Rao').closest('li')!;
    expect(within(row).getByText('nisha.rao@school.dev')).toBeInTheDocument();
    expect(within(row).getByText('Teacher')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Active: Nisha Rao' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(createForm()).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(createForm()).getByLabelText(/^Email/)).toHaveValue('');
  });

  it('needs a name and an email, and keeps what was typed when refusing', async () => {
    const { user } = await openPage();
    await addStaff(user, '', '');
    const form = createForm();
    expect(within(form).getByText('Name is required.')).toHaveAttribute('role', 'alert');
    expect(within(form).getByText('Email is required.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Staff users' })).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Name/), 'Nisha Rao');
    expect(within(form).queryByText('Name is required.')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Email/), 'nisha@school');
    await user.click(within(form).getByRole('button', { name: 'Add staff user' }));
    expect(within(form).getByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('nisha@school');
    expect(within(form).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Nisha Rao');
    expect(screen.queryByRole('list', { name: 'Staff users' })).not.toBeInTheDocument();
  });

  it('refuses a duplicate email whatever its case', async () => {
    seedStaff([priya]);
    const { user } = await openPage();
    await addStaff(user, 'Another Priya', '  PRIYA@school.dev ', 'Admin');
    expect(
      within(createForm()).getByText('A staff user with this email already exists.'),
    ).toBeInTheDocument();
    expect(within(staffList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('filters All / Teachers / Admins', async () => {
    seedStaff([priya, omar]);
    const { user } = await openPage();
    const filters = screen.getByRole('group', { name: 'Filter staff by role' });
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(staffList()).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(filters).getByRole('button', { name: 'Teachers' }));
    expect(within(filters).getByRole('button', { name: 'Teachers' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(staffList()).getByText('Priya Shah')).toBeInTheDocument();
    expect(within(staffList()).queryByText('Omar Khan')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2 staff users')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Admins' }));
    expect(within(staffList()).getByText('Omar Khan')).toBeInTheDocument();
    expect(within(staffList()).queryByText('Priya Shah')).not.toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'All' }));
    expect(within(staffList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('toggles Active/Inactive with a click and saves it', async () => {
    seedStaff([priya]);
    const { user } = await openPage();
    const toggle = screen.getByRole('switch', { name: 'Active: Priya Shah' });
    expect(toggle).toHaveTextContent(/^Active$/);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    // The switch says what the person is now, as the badge beside it does, never "Active" beside "Inactive".
    expect(toggle).toHaveAccessibleName('Inactive: Priya Shah');
    expect(toggle).toHaveTextContent(/^Inactive$/);
    expect(within(staffList()).getAllByText('Inactive')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem(storageKey())!)[0].active).toBe(false);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleName('Active: Priya Shah');
    expect(within(staffList()).queryByText('Inactive')).not.toBeInTheDocument();
  });

  it('edits name, email and role in a dialog, with the same rules', async () => {
    seedStaff([priya, omar]);
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Priya Shah' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit staff user' });
    const name = within(dialog).getByLabelText(/^Name/);
    const email = within(dialog).getByLabelText(/^Email/);
    expect(name).toHaveValue('Priya Shah');

    await user.clear(email);
    await user.type(email, 'OMAR@school.dev');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('A staff user with this email already exists.')).toBeInTheDocument();

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();

    // A person's name is letters and spaces, as on every form (lib/person-name.ts).
    await user.type(name, 'Priya S. Menon');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Only letters and spaces allowed.')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'प्रिया सीता मेनन');
    await user.clear(email);
    await user.type(email, 'priya@school.dev');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = within(staffList()).getByText('प्रिया सीता मेनन').closest('li')!;
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(within(row).getByText('priya@school.dev')).toBeInTheDocument();
  });

  it('closes the edit dialog with Cancel without changing anything', async () => {
    seedStaff([priya]);
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Priya Shah' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit staff user' });
    await user.type(within(dialog).getByLabelText(/^Name/), ' Changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(staffList()).getByText('Priya Shah')).toBeInTheDocument();
  });

  it('deletes only after confirming; Cancel keeps the user', async () => {
    seedStaff([priya, omar]);
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete Priya Shah' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this staff user?' });
    expect(dialog).toHaveTextContent('Priya Shah (priya@school.dev) will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(staffList()).getByText('Priya Shah')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Priya Shah' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this staff user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(staffList()).queryByText('Priya Shah')).not.toBeInTheDocument();
    expect(within(staffList()).getByText('Omar Khan')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKey())!)).toEqual([omar]);
  });

  it('moves focus to a neighbour after a delete: the next row, else the previous, else the heading', async () => {
    seedStaff([priya, omar]);
    const { user } = await openPage();
    const confirmDelete = async (name: string) => {
      await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
      const dialog = screen.getByRole('dialog', { name: 'Delete this staff user?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    };
    await confirmDelete('Priya Shah');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Omar Khan' })).toHaveFocus());
    await confirmDelete('Omar Khan');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Staff' })).toHaveFocus());
  });

  it('keeps the list as left across a remount (a reload)', async () => {
    const first = await openPage();
    await addStaff(first.user, 'Nisha Rao', 'nisha@school.dev');
    await addStaff(first.user, 'Dev Admin', 'dev.admin@school.dev', 'Admin');
    await first.user.click(screen.getByRole('switch', { name: 'Active: Nisha Rao' }));
    first.unmount();

    await openPage();
    const items = within(staffList()).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('switch').getAttribute('aria-label'))).toEqual([
      'Active: Dev Admin',
      'Inactive: Nisha Rao',
    ]);
    expect(screen.getByRole('switch', { name: 'Inactive: Nisha Rao' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(localStorage.getItem(storageKey())!.startsWith('[')).toBe(true);
    expect(storageKey().startsWith('codershub:saved:staff')).toBe(true);
  });

  it('reads a corrupt or wrongly shaped stored list as empty, without crashing', async () => {
    localStorage.setItem(storageKey(), '{not json');
    const first = await openPage();
    expect(screen.getByText('No staff users yet.')).toBeInTheDocument();
    first.unmount();
    localStorage.setItem(storageKey(), JSON.stringify({ staff: [priya] }));
    await openPage();
    expect(screen.getByText('No staff users yet.')).toBeInTheDocument();
  });
});

describe('the users table on the staff page', () => {
  function table() {
    return screen.findByRole('table', { name: 'All users' });
  }
  const names = async () =>
    within(await table())
      .getAllByRole('rowheader')
      .map((c) => c.textContent);

  it('lists every user from GET /v1/students with name, email, role and status', async () => {
    const { user } = await openPage();
    const t = await table();
    expect(screen.getByText('14 users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all 14 users' }));
    const row = within(t).getByRole('rowheader', { name: 'Sara Khan' }).closest('tr')!;
    expect(within(row).getByText('sara.khan@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Student')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
  });

  it('sorts by name and by email with the column header buttons, announcing aria-sort', async () => {
    const { user } = await openPage();
    const t = await table();
    await user.click(screen.getByRole('button', { name: 'Show all 14 users' }));
    const nameHeader = within(t).getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const asc = await names();
    expect(asc[0]).toBe('Ananya Gupta');
    expect(asc).toEqual([...asc].sort((a, b) => a!.localeCompare(b!)));
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(await names()).toEqual([...asc].reverse());

    const emailHeader = within(t).getByRole('columnheader', { name: /Email/ });
    await user.click(within(emailHeader).getByRole('button'));
    expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    const emails = within(t)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent!);
    expect(emails[0]).toBe('admin@codershub.dev');
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b)));
  });

  it('searches by name and by email', async () => {
    const { user } = await openPage();
    await table();
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(search, 'kapoor');
    expect(await names()).toEqual(['Arjun Kapoor']);
    await user.clear(search);
    await user.type(search, 'EXAMPLE.com');
    expect((await names()).length).toBe(8);
    expect(screen.getByText('8 of 14 users match')).toBeInTheDocument();
    await user.type(search, 'zzz');
    expect(screen.getByText('No users match “EXAMPLE.comzzz”.')).toBeInTheDocument();
  });

  it('accepts a bare list and lists under students or data', async () => {
    for (const body of [
      [{ _id: 'a1', name: 'Bare List', email: 'bare@x.dev', role: 'student', active: true }],
      {
        students: [{ _id: 'a2', name: 'Under Students', email: 's@x.dev', role: 'Developer', active: false }],
      },
      {
        success: true,
        data: [{ _id: 'a3', name: 'Under Data', email: 'd@x.dev', role: 'teacher', active: true }],
      },
    ]) {
      server.use(http.get('*/v1/students', () => HttpResponse.json(body)));
      const view = await openPage();
      expect(await names()).toHaveLength(1);
      view.unmount();
    }
  });

  it('shows an empty state for an empty list', async () => {
    server.use(http.get('*/v1/students', () => HttpResponse.json({ success: true, users: [] })));
    await openPage();
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });

  it('reads the deployed backend’s HTML 404 as "not available yet", not as an error', async () => {
    server.use(http.get('*/v1/students', () => htmlError(404, 'Cannot GET /v1/students')));
    await openPage();
    const notice = await screen.findByText('The user list is not available on the server yet.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The staff tools keep working.
    expect(screen.getByRole('button', { name: 'Add staff user' })).toBeEnabled();
  });

  it('shows a real failure as an error with a retry that recovers', async () => {
    let calls = 0;
    server.use(
      http.get('*/v1/students', () => {
        calls += 1;
        return calls <= 4
          ? HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 })
          : HttpResponse.json({ users: [] });
      }),
    );
    const { user } = await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No users yet.')).toBeInTheDocument());
  });
});
