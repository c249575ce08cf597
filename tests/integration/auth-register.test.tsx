import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/render-route';

type User = ReturnType<typeof renderRoute>['user'];

interface Input {
  name: string;
  email: string;
  password: string;
  phone: string;
  role: '' | 'student' | 'developer' | 'recruiter';
  companyWebsite?: string;
  bio?: string;
}

const BIO = 'Second-year CS student who builds small web apps and wants a first internship.';

const VALID: Input = {
  name: 'Riya Sen',
  email: 'riya.sen@example.com',
  password: 'Secret123',
  phone: '9123456780',
  role: 'student',
  bio: BIO,
};

const field = {
  name: () => screen.getByLabelText(/^Full name/),
  email: () => screen.getByLabelText(/^Email/),
  password: () => screen.getByLabelText(/^Password/),
  phone: () => screen.getByLabelText(/^Phone/),
  role: () => screen.getByLabelText(/^Role/),
  bio: () => screen.getByLabelText(/^Short bio/),
};

async function fill(user: User, input: Input) {
  await screen.findByRole('form', { name: 'Register' });
  if (input.name) await user.type(field.name(), input.name);
  if (input.email) await user.type(field.email(), input.email);
  if (input.password) await user.type(field.password(), input.password);
  if (input.phone) await user.type(field.phone(), input.phone);
  await user.selectOptions(field.role(), input.role);
  if (input.companyWebsite) await user.type(screen.getByLabelText(/^Company website/), input.companyWebsite);
  if (input.role === 'student' && input.bio) await user.type(field.bio(), input.bio);
}

async function register(user: User, input: Input) {
  await fill(user, input);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

/** The bodies the app sent to a register route, in order. */
function captureRegisterBodies() {
  const bodies: { url: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('/register'))
      bodies.push({ url: new URL(request.url).pathname, body: await request.clone().json() });
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

/** A toast with this text is on screen (the same text may also be marked at a field). */
async function expectToast(text: string) {
  await waitFor(() => expect(screen.getAllByText(text).some((el) => el.closest('.Toastify'))).toBe(true));
}

describe('register screen', () => {
  it('says only Students can register for now, limits the phone to 10 characters and offers three roles', async () => {
    renderRoute('/register');
    expect(await screen.findByText('Only Students can register for now.')).toBeInTheDocument();
    expect(field.phone()).toHaveAttribute('maxLength', '10');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a role',
      'Student',
      'Developer',
      'Recruiter',
    ]);
  });

  it.each([
    ['name', { name: '' }, 'Full Name is required.'],
    ['name', { name: 'Riya 2' }, 'Only letters and spaces allowed.'],
    ['email', { email: '' }, 'Email is required.'],
    ['email', { email: 'riya@example' }, 'Invalid email format.'],
    ['password', { password: '' }, 'Password is required.'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters.'],
    ['phone', { phone: '' }, 'Phone number is required.'],
    ['phone', { phone: '12345abc' }, 'Phone must be 10 digits.'],
    ['role', { role: '' }, 'Invalid role selected'],
  ] as const)('validates the %s field: %j shows %j and sends nothing', async (name, override, message) => {
    const bodies = captureRegisterBodies();
    const { user } = renderRoute('/register');
    await register(user, { ...VALID, ...override });
    await waitFor(() => expect(field[name]()).toHaveAccessibleDescription(message));
    expect(bodies).toHaveLength(0);
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    const { user } = renderRoute('/register');
    await register(user, { ...VALID, name: '', email: '' });
    await waitFor(() => expect(field.name()).toHaveAccessibleDescription('Full Name is required.'));
    await user.type(field.name(), 'R');
    expect(field.name()).not.toHaveAccessibleDescription('Full Name is required.');
    expect(field.email()).toHaveAccessibleDescription('Email is required.');
  });

  it('shows the developer and recruiter extras only for that role', async () => {
    const { user } = renderRoute('/register');
    await screen.findByRole('form', { name: 'Register' });
    expect(screen.queryByRole('group', { name: 'Developer details' })).not.toBeInTheDocument();
    await user.selectOptions(field.role(), 'developer');
    for (const label of ['Experience', 'Field of interest', 'LinkedIn', 'GitHub'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    await user.selectOptions(field.role(), 'recruiter');
    expect(screen.queryByLabelText('GitHub')).not.toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: /Available/ }).map((o) => o.textContent)).toEqual([
      'Available',
      'Not Available',
    ]);
    expect(screen.getByLabelText(/^Company website/)).toBeInTheDocument();
  });

  it('registers a student with exactly the spec payload, toasts, then goes to /login with the email filled in', async () => {
    const bodies = captureRegisterBodies();
    const { user, router } = renderRoute('/register');
    await register(user, { ...VALID, email: '  Riya.Sen@Example.com ' });
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registering...' })).toBeDisabled();
    expect(bodies).toEqual([
      {
        url: '/v1/students/register',
        body: {
          name: 'Riya Sen',
          email: 'riya.sen@example.com',
          password: 'Secret123',
          phoneNumber: '9123456780',
          username: 'riya.sen',
          role: 'student',
          bio: BIO,
        },
      },
    ]);
    expect(getDb().accounts.some((a) => a.email === 'riya.sen@example.com' && a.role === 'student')).toBe(
      true,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The router's state changes before React has swapped the screens (a transition): read the login form's field,
    // not the register form's, which can still be on screen for a moment.
    const login = await screen.findByRole('form', { name: 'Log in' });
    expect(within(login).getByLabelText('Email')).toHaveValue('riya.sen@example.com');
  });

  it('registers a developer on a backend that keeps experience as a list: the chosen range is not sent, and the form says so', async () => {
    const bodies = captureRegisterBodies();
    const { user } = renderRoute('/register');
    await fill(user, { ...VALID, role: 'developer' });
    const experience = screen.getByLabelText('Experience');
    expect(experience).toHaveAccessibleDescription(
      'Not saved on the server yet, so your profile will not show it.',
    );
    await user.selectOptions(experience, '3-5 years');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        url: '/v1/developers/register',
        body: {
          name: 'Riya Sen',
          email: 'riya.sen@example.com',
          password: 'Secret123',
          phoneNumber: '9123456780',
          username: 'riya.sen',
          role: 'developer',
          fieldOfInterest: 'Web Development',
          linkedin: '',
          github: '',
        },
      },
    ]);
  });

  it('registers a recruiter on a backend that keeps open positions as a list: openings are not sent as a job title or a string, and the form says so', async () => {
    const bodies = captureRegisterBodies();
    const { user } = renderRoute('/register');
    await fill(user, { ...VALID, role: 'recruiter', companyWebsite: 'https://acme.example.com' });
    const openings = screen.getByLabelText('Openings');
    expect(openings).toHaveAccessibleDescription(
      'Not saved on the server yet, so your profile will not show it.',
    );
    await user.selectOptions(openings, 'Not Available');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        url: '/v1/recruiters/register',
        body: {
          name: 'Riya Sen',
          email: 'riya.sen@example.com',
          password: 'Secret123',
          phoneNumber: '9123456780',
          username: 'riya.sen',
          role: 'recruiter',
          linkedin: '',
          companyWebsite: 'https://acme.example.com',
        },
      },
    ]);
  });

  it.each([
    [
      'developer',
      'experience',
      '0-1 years',
      400,
      'Developer validation failed: experience: Cast to embedded failed',
    ],
    [
      'recruiter',
      'openPositions',
      'N/A',
      500,
      'Recruiter validation failed: openPositions: Cast to embedded failed',
    ],
  ])(
    "the demo API refuses the spec's %s string for %s, as the deployed schema does",
    async (role, path, value, status, text) => {
      const answer = await fetch(`http://127.0.0.1/v1/${role}s/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Riya Sen',
          email: `riya.${role}@example.com`,
          password: 'Secret123',
          phoneNumber: '9123456781',
          username: `riya.${role}`,
          role,
          companyWebsite: 'https://acme.example.com',
          [path]: value,
        }),
      });
      expect(answer.status).toBe(status);
      expect(JSON.stringify(await answer.json())).toContain(text);
    },
  );

  it('reads "Registering..." while the request is on its way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post('*/v1/students/register', async () => {
        await gate;
        return HttpResponse.json(
          { success: true, message: 'Student register successfully' },
          { status: 201 },
        );
      }),
    );
    const { user } = renderRoute('/register');
    await register(user, VALID);
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
  });
});

describe('register failures (the demo API answers as the backend does)', () => {
  it.each([
    ['409 for an email any account uses', { email: 'teacher@codershub.dev' }, 'Email already registered!'],
    ['400 E11000 phoneNumber for a student', { phone: '9876500001' }, 'Phone number already registered!'],
    ['400 E11000 username for a student', { email: 'student@elsewhere.io' }, 'Username already registered!'],
    [
      '400 E11000 username for a developer',
      { email: 'developer@elsewhere.io', role: 'developer' },
      'Username already registered!',
    ],
  ] as const)('%s → toast %j, and what was typed stays', async (_case, override, message) => {
    const input = { ...VALID, ...override };
    const { user, router } = renderRoute('/register');
    await register(user, input);
    await expectToast(message);
    expect(field.name()).toHaveValue(input.name);
    expect(field.email()).toHaveValue(input.email);
    expect(field.password()).toHaveValue(input.password);
    expect(field.phone()).toHaveValue(input.phone);
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('reads a recruiter duplicate from the 500 `details` text, sent once, and offers another username to go on with', async () => {
    const bodies = captureRegisterBodies();
    const { user, router } = renderRoute('/register');
    await register(user, {
      ...VALID,
      email: 'recruiter@elsewhere.io',
      role: 'recruiter',
      companyWebsite: 'https://acme.example.com',
    });
    await expectToast('Username already registered!');
    expect(bodies).toHaveLength(1);
    const username = await screen.findByLabelText(/^Username/);
    expect(username).toHaveValue('recruiter.elsewhere');
    expect(username).toHaveAccessibleDescription(
      '“recruiter” is taken, so we filled in “recruiter.elsewhere”. Keep it or choose your own, then press Register again.',
    );
    await waitFor(() => expect(username).toHaveFocus());
    // Nothing else was lost, and the same form goes through with the new name.
    expect(field.name()).toHaveValue(VALID.name);
    expect(field.password()).toHaveValue(VALID.password);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.body).toMatchObject({
      username: 'recruiter.elsewhere',
      email: 'recruiter@elsewhere.io',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('gives a second student of the same email name, at another domain, an account with a username of their own choosing', async () => {
    const bodies = captureRegisterBodies();
    const { user } = renderRoute('/register');
    await register(user, { ...VALID, email: 'student@college.example.org' });
    const username = await screen.findByLabelText(/^Username/);
    expect(username).toHaveValue('student.college');
    await user.clear(username);
    await user.type(username, 'x');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription(expect.stringMatching(/^Use 3 to 30/)));
    await user.clear(username);
    await user.type(username, 'Asha_Studies');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(bodies.map((b) => (b.body as { username: string }).username)).toEqual(['student', 'asha_studies']);
  });

  it('asks a recruiter for the company website before sending (the backend requires it)', async () => {
    const bodies = captureRegisterBodies();
    const { user } = renderRoute('/register');
    await register(user, { ...VALID, role: 'recruiter' });
    const website = screen.getByLabelText(/^Company website/);
    expect(website).toBeRequired();
    expect(website).toHaveAccessibleDescription('Company website is required.');
    expect(website).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it("shows the backend's own text for a recruiter it refuses, on the form until a field is edited", async () => {
    server.use(
      http.post('*/v1/recruiters/register', () =>
        HttpResponse.json(
          {
            success: false,
            error: 'Registration failed',
            details: 'Recruiter validation failed: position: Path `position` is required.',
          },
          { status: 500 },
        ),
      ),
    );
    const { user } = renderRoute('/register');
    await register(user, { ...VALID, role: 'recruiter', companyWebsite: 'https://acme.example.com' });
    const form = screen.getByRole('form', { name: 'Register' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Recruiter validation failed: position: Path `position` is required.',
    );
    await user.type(field.name(), 'a');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends once when no answer comes, says "Network error. Please try again.", and that it may have worked, with the login', async () => {
    const bodies = captureRegisterBodies();
    server.use(http.post('*/v1/students/register', () => HttpResponse.error()));
    const { user, router } = renderRoute('/register');
    await register(user, VALID);
    await expectToast('Network error. Please try again.');
    const alert = await within(screen.getByRole('form', { name: 'Register' })).findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not confirm your registration: your account may have been created. Try logging in with this email before registering again.',
    );
    expect(field.email()).toHaveValue(VALID.email);
    expect(bodies).toHaveLength(1);
    await user.click(within(alert).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByLabelText('Email')).toHaveValue(VALID.email);
  });

  it('says "Network error. Please try again." on the form when the device is offline (nothing reached the server)', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.post('*/v1/students/register', () => HttpResponse.error()));
    const { user } = renderRoute('/register');
    await register(user, VALID);
    expect(
      await within(screen.getByRole('form', { name: 'Register' })).findByRole('alert'),
    ).toHaveTextContent('Network error. Please try again.');
    online.mockRestore();
  });

  it('says "Registration failed." for an answer that reports failure without a status', async () => {
    server.use(http.post('*/v1/students/register', () => HttpResponse.json({ success: false })));
    const { user } = renderRoute('/register');
    await register(user, VALID);
    expect(
      await within(screen.getByRole('form', { name: 'Register' })).findByRole('alert'),
    ).toHaveTextContent('Registration failed.');
  });
});

describe("the student's short bio (the deployed Student model requires one)", () => {
  it('is a required field of the student part, with a live count up to 500', async () => {
    const { user } = renderRoute('/register');
    await screen.findByRole('form', { name: 'Register' });
    expect(
      within(screen.getByRole('group', { name: 'Student details' })).getByLabelText(/^Short bio/),
    ).toBeRequired();
    expect(field.bio()).toHaveAccessibleDescription(expect.stringContaining('0/500 characters'));
    await user.type(field.bio(), '  Loves Rust  ');
    expect(field.bio()).toHaveAccessibleDescription(expect.stringContaining('10/500 characters'));
    await user.selectOptions(field.role(), 'developer');
    expect(screen.queryByLabelText(/^Short bio/)).not.toBeInTheDocument();
  });

  it.each(['', '   '])('asks for one before sending when it is %j', async (bio) => {
    const bodies = captureRegisterBodies();
    const { user } = renderRoute('/register');
    await register(user, { ...VALID, bio });
    await waitFor(() =>
      expect(field.bio()).toHaveAccessibleDescription('Please write a short bio. 0/500 characters'),
    );
    expect(field.bio()).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('refuses more than 500 characters before sending, and keeps the text', async () => {
    const bodies = captureRegisterBodies();
    const { user } = renderRoute('/register');
    const long = 'a'.repeat(501);
    await fill(user, { ...VALID, bio: '' });
    // Pasted, as a person with a long text would.
    field.bio().focus();
    await user.paste(long);
    expect(field.bio()).toHaveAccessibleDescription(expect.stringContaining('501/500 characters'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(field.bio()).toHaveAccessibleDescription(
        expect.stringContaining('Keep your bio to 500 characters or fewer.'),
      ),
    );
    expect(field.bio()).toHaveAttribute('aria-invalid', 'true');
    expect(field.bio()).toHaveFocus();
    expect(field.bio()).toHaveValue(long);
    expect(bodies).toHaveLength(0);
  });

  it('is sent trimmed as `bio`, and the new student sees it on their profile after logging in', async () => {
    const { user, router } = renderRoute('/register');
    await register(user, { ...VALID, bio: `  ${BIO}\n` });
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(getDb().accounts.find((a) => a.email === VALID.email)?.bio).toBe(BIO);
    const login = await screen.findByRole('form', { name: 'Log in' });
    await user.type(within(login).getByLabelText('Password'), VALID.password);
    await user.click(within(login).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/profile');
    expect(await screen.findByText(BIO)).toBeInTheDocument();
  });

  it('the demo API refuses a student without a bio, as the deployed backend does', async () => {
    const answer = await fetch('http://127.0.0.1/v1/students/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'No Bio',
        email: 'no.bio@example.com',
        password: 'Secret123',
        phoneNumber: '9000000001',
        username: 'no.bio',
        role: 'student',
      }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      success: false,
      message: 'Student validation failed: bio: Path `bio` is required.',
    });
  });
});

describe('the email rule is checked before sending', () => {
  it.each([
    [
      'kiran+jobs@example.com',
      /Addresses with a “\+” are not accepted yet\. Use the address without the \+ part \(kiran@example\.com\)\./,
    ],
    [
      'kiran@example.info',
      /Addresses ending in “\.info” are not accepted yet: only endings of two or three letters/,
    ],
    ['kiran@startup.tech', /Addresses ending in “\.tech” are not accepted yet/],
    [
      'kiran..rao@example.com',
      /Use only letters, digits and underscores, with single dots or hyphens between them/,
    ],
  ])(
    '%s: the field says what is not accepted and what to do; nothing is sent; the address stays',
    async (email, message) => {
      const bodies = captureRegisterBodies();
      const { user } = renderRoute('/register');
      await register(user, { ...VALID, email });
      await waitFor(() => expect(field.email()).toHaveAttribute('aria-invalid', 'true'));
      expect(field.email()).toHaveAccessibleDescription(message);
      const describedBy = field.email().getAttribute('aria-describedby')!;
      expect(document.getElementById(describedBy)).toHaveTextContent(message);
      expect(field.email()).toHaveFocus();
      expect(field.email()).toHaveValue(email);
      expect(bodies).toHaveLength(0);
    },
  );

  it("keeps the spec's message for a malformed address", async () => {
    const { user } = renderRoute('/register');
    await register(user, { ...VALID, email: 'kiran@example' });
    await waitFor(() => expect(field.email()).toHaveAccessibleDescription('Invalid email format.'));
  });

  it('never sends an address that would stall the server, and answers at once', async () => {
    const bodies = captureRegisterBodies();
    const { user } = renderRoute('/register');
    await register(user, { ...VALID, email: `${'a'.repeat(40)}!@example.com` });
    await waitFor(() => expect(field.email()).toHaveAttribute('aria-invalid', 'true'));
    expect(bodies).toHaveLength(0);
  });

  it('the demo API refuses what the backend refuses, with its validation text', async () => {
    const answer = await fetch('http://127.0.0.1/v1/students/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Kiran',
        email: 'kiran@example.info',
        password: 'Secret123',
        phoneNumber: '9000000002',
        username: 'kiran',
        role: 'student',
        bio: 'Hello',
      }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      message: 'Student validation failed: email: Please fill a valid email address',
    });
  });
});

describe('a registration is sent once', () => {
  it('a double click on Register sends one registration', async () => {
    const bodies = captureRegisterBodies();
    const { user } = renderRoute('/register');
    await fill(user, VALID);
    await user.dblClick(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });
});

describe('the origin survives sign-up', () => {
  it('a visitor sent to log in from a job, who registers instead, comes back to that job after logging in', async () => {
    const job = getDb().jobs[0]!;
    const { user, router } = renderRoute(`/job-details/${job._id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Please login to view job details')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    await register(user, { ...VALID, email: 'new.seeker@example.com', phone: '9000000123' });
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    // The spec's pause, then the login, with the address filled in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Email')).toHaveValue('new.seeker@example.com');
    await user.type(screen.getByLabelText('Password'), VALID.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/job-details/${job._id}`));
    expect(await screen.findByRole('heading', { level: 1, name: job.jobTitle })).toBeInTheDocument();
  });
});
