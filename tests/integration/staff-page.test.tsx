import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { staffStorageKey, type StaffUser } from '@/entities/staff/staff-store';
import { server } from '@/mocks/node';
import { htmlError } from '@/mocks/respond';
import { renderRoute } from '../utils/render-route';
import { DEMO_ACCOUNTS } from '@/mocks/seed/accounts';

type User = ReturnType<typeof renderRoute>['user'];

/** The superadmin's token carries no id: its staff list is kept under its address. */
function storageKey() {
  return staffStorageKey(DEMO_ACCOUNTS.superadmin);
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

let phoneCounter = 0;

/** Fills the create form (the account fields too, a fresh phone each time unless given) and presses Add. */
async function addStaff(
  user: User,
  name: string,
  email: string,
  role: 'Teacher' | 'Admin' = 'Teacher',
  { phone = `90000${String(10000 + ++phoneCounter).slice(-5)}`, password = 'FirstPass1', username = '' } = {},
) {
  const form = createForm();
  if (name) await user.type(within(form).getByLabelText(/^Name/), name);
  if (email) await user.type(within(form).getByLabelText(/^Email/), email);
  await user.selectOptions(within(form).getByLabelText(/^Role/), role);
  if (phone) await user.type(within(form).getByLabelText(/^Phone/), phone);
  if (username) await user.type(within(form).getByLabelText(/^Username/), username);
  if (password) await user.type(within(form).getByLabelText(/^First password/), password);
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
  it('says that creating makes a real account, while switching, editing and deleting stay in this browser', async () => {
    await openPage();
    expect(
      screen.getByText(
        'Adding a staff user creates a real account that can sign in. Switching staff on or off, editing and deleting are kept in this browser only: the server cannot do them yet, so a teacher or an admin switched off here can still sign in.',
      ),
    ).toBeInTheDocument();
  });

  it('creates an active teacher, clears the form and lists the new user', async () => {
    const { user } = await openPage();
    expect(screen.getByText('No staff users yet.')).toBeInTheDocument();
    await addStaff(user, 'Nisha Rao', 'Nisha.Rao@School.dev');
    const row = (
      await within(await screen.findByRole('list', { name: 'Staff users' })).findByText('Nisha Rao')
    ).closest('li')!;
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
    expect(await within(form).findByText('Name is required.')).toHaveAttribute('role', 'alert');
    expect(within(form).getByText('Email is required.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Staff users' })).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Name/), 'Nisha Rao');
    expect(within(form).queryByText('Name is required.')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Email/), 'nisha@school');
    await user.click(within(form).getByRole('button', { name: 'Add staff user' }));
    await waitFor(() =>
      expect(
        within(form).getByText('Enter a valid email address, like name@example.com.'),
      ).toBeInTheDocument(),
    );
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
    await waitFor(() =>
      expect(within(dialog).getByText('A staff user with this email already exists.')).toBeInTheDocument(),
    );

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(dialog).getByText('Name is required.')).toBeInTheDocument());

    // A person's name is letters and spaces, as on every form (lib/validation/person-name.ts).
    await user.type(name, 'Priya S. Menon');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Only letters and spaces allowed.')).toBeInTheDocument(),
    );

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
    expect(screen.getByText('13 users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all 13 users' }));
    const row = within(t).getByRole('rowheader', { name: 'Sara Khan' }).closest('tr')!;
    expect(within(row).getByText('sara.khan@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Student')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
  });

  it('sorts by name and by email with the column header buttons, announcing aria-sort', async () => {
    const { user } = await openPage();
    const t = await table();
    await user.click(screen.getByRole('button', { name: 'Show all 13 users' }));
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
    await user.type(search, 'menon');
    expect(await names()).toEqual(['Kavya Menon']);
    await user.clear(search);
    await user.type(search, 'EXAMPLE.com');
    expect((await names()).length).toBe(8);
    expect(screen.getByText('8 of 13 users match')).toBeInTheDocument();
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

describe('staff created in the panel are accounts that sign in', () => {
  /** The staff-creating calls the page sends, with their bearer token and body. */
  function captureCreates() {
    const calls: { path: string; auth: string | null; body: unknown }[] = [];
    server.events.on('request:start', async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path === '/v1/teachers/register' || path === '/v1/superadmin/create-admin')
        calls.push({ path, auth: request.headers.get('authorization'), body: await request.clone().json() });
    });
    return calls;
  }

  async function signIn(email: string, password: string) {
    const answer = await fetch('http://127.0.0.1/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return { status: answer.status, body: (await answer.json()) as { token?: string; role?: string } };
  }

  afterEach(() => server.events.removeAllListeners());

  it('creates a teacher through v1/teachers/register with the superadmin token; the teacher signs in and reaches the dashboard', async () => {
    const calls = captureCreates();
    const { user } = await openPage();
    await addStaff(user, 'Nisha Rao', 'nisha.rao@school.dev', 'Teacher', {
      phone: '9123400001',
      password: 'Teach1234',
    });
    expect(
      await within(await screen.findByRole('list', { name: 'Staff users' })).findByText('Nisha Rao'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: '/v1/teachers/register',
        auth: `Bearer ${localStorage.getItem('token')}`,
        body: {
          name: 'Nisha Rao',
          username: 'nisha.rao',
          email: 'nisha.rao@school.dev',
          password: 'Teach1234',
          phoneNumber: '9123400001',
        },
      },
    ]);
    const login = await signIn('nisha.rao@school.dev', 'Teach1234');
    expect(login).toMatchObject({ status: 200, body: { role: 'teacher' } });
  });

  it('creates an admin through v1/superadmin/create-admin; the admin signs in from the login form and reaches the admin dashboard', async () => {
    const calls = captureCreates();
    const { user, unmount } = await openPage();
    await addStaff(user, 'Omar Khan', 'omar.khan@school.dev', 'Admin', {
      phone: '9123400002',
      password: 'Admin1234',
    });
    expect(
      await within(await screen.findByRole('list', { name: 'Staff users' })).findByText('Omar Khan'),
    ).toBeInTheDocument();
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      [
        '/v1/superadmin/create-admin',
        {
          email: 'omar.khan@school.dev',
          password: 'Admin1234',
          name: 'Omar Khan',
          phoneNumber: '9123400002',
        },
      ],
    ]);
    // The list keeps the id the server gave, and no password hash.
    const stored = JSON.parse(localStorage.getItem(storageKey())!) as Record<string, unknown>[];
    expect(stored[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Omar Khan',
      email: 'omar.khan@school.dev',
      role: 'admin',
      active: true,
    });
    unmount();
    localStorage.clear();
    const { user: visitor, router } = renderRoute('/login?from=%2Fadmin-dashboard');
    await visitor.type(await screen.findByLabelText('Email'), 'omar.khan@school.dev');
    await visitor.type(screen.getByLabelText('Password'), 'Admin1234');
    await visitor.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
  });

  it('checks what the accounts need before sending: a 10-digit phone, an 8-character password, an address the server takes, a username', async () => {
    const calls = captureCreates();
    const { user } = await openPage();
    await addStaff(user, 'Nisha Rao', 'nisha+staff@school.dev', 'Teacher', {
      phone: '12345',
      password: 'short',
      username: 'n!',
    });
    const form = createForm();
    expect(within(form).getByLabelText(/^Email/)).toHaveAccessibleDescription(
      /Addresses with a “\+” are not accepted yet/,
    );
    expect(within(form).getByLabelText(/^Phone/)).toHaveAccessibleDescription('Phone must be 10 digits.');
    expect(within(form).getByLabelText(/^First password/)).toHaveAccessibleDescription(
      'Password must be at least 8 characters.',
    );
    expect(within(form).getByLabelText(/^Username/)).toHaveAccessibleDescription(
      expect.stringMatching(/^Use 3 to 30/),
    );
    expect(within(form).getByLabelText(/^Email/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('refuses, before sending, an address that already belongs to an account the server listed', async () => {
    const calls = captureCreates();
    const { user } = await openPage();
    await screen.findByRole('table', { name: 'All users' });
    await addStaff(user, 'Vikram Again', 'teacher@codershub.dev', 'Admin');
    expect(within(createForm()).getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'An account with this email already exists. Use another address for the staff account.',
    );
    expect(calls).toHaveLength(0);
  });

  it.each([
    [
      'a taken username',
      { name: 'New Teacher', email: 'new.teacher@school.dev', role: 'Teacher' as const, username: 'teacher' },
      /^Username/,
      'This username is taken. Choose another.',
    ],
    [
      'a duplicate phone',
      { name: 'New Teacher', email: 'new.teacher@school.dev', role: 'Teacher' as const, phone: '9876500004' },
      /^Phone/,
      'This phone number is already registered.',
    ],
    [
      'an admin that already exists',
      { name: 'Meera Again', email: 'admin@codershub.dev', role: 'Admin' as const },
      /^Email/,
      'An admin with this email already exists.',
    ],
    [
      'a registered email',
      { name: 'Asha Teacher', email: 'student@codershub.dev', role: 'Teacher' as const },
      /^Email/,
      'This email already belongs to an account.',
    ],
  ])(
    "shows the server's refusal of %s on its field, keeps what was typed, and lists no one",
    async (_case, input, label, text) => {
      // The deployed backend has no users list, so only the server can say an address is taken.
      server.use(http.get('*/v1/students', () => htmlError(404, 'Cannot GET /v1/students')));
      const { user } = await openPage();
      await addStaff(user, input.name, input.email, input.role, {
        ...('phone' in input ? { phone: input.phone } : {}),
        ...('username' in input ? { username: input.username } : {}),
      });
      const form = createForm();
      await waitFor(() => expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(text));
      expect(within(form).getByLabelText(/^Name/)).toHaveValue(input.name);
      expect(within(form).getByLabelText(/^Email/)).toHaveValue(input.email);
      expect(within(form).getByLabelText(/^First password/)).toHaveValue('FirstPass1');
      expect(screen.queryByRole('list', { name: 'Staff users' })).not.toBeInTheDocument();
    },
  );

  it('sends one account for a double press', async () => {
    const calls = captureCreates();
    const { user } = await openPage();
    const form = createForm();
    await user.type(within(form).getByLabelText(/^Name/), 'Nisha Rao');
    await user.type(within(form).getByLabelText(/^Email/), 'nisha.rao@school.dev');
    await user.type(within(form).getByLabelText(/^Phone/), '9123400003');
    await user.type(within(form).getByLabelText(/^First password/), 'Teach1234');
    await user.dblClick(within(form).getByRole('button', { name: 'Add staff user' }));
    expect(
      await within(await screen.findByRole('list', { name: 'Staff users' })).findByText('Nisha Rao'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(within(staffList()).getAllByRole('listitem')).toHaveLength(1);
  });
});
