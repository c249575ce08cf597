import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COURSE_DETAILS } from '@/data/course-details';
import { readSavedProjects } from '@/features/profile/saved-projects';
import { readApplicationList } from '@/entities/job/job-marks';
import { notify } from '@/lib/ui/notify';
import type { RazorpayOptions } from '@/features/classes/razorpay';
import { slugify } from '@/lib/format/slug';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/render-route';
import { demoAccount } from '../utils/session';

// A build with a test key for the Razorpay case; the script is never fetched in Node.
vi.mock('@/lib/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/env')>()),
  RAZORPAY_KEY_ID: 'rzp_test_codershub_unit',
}));
const loadScript = vi.fn<(src: string) => Promise<void>>();
vi.mock('@/features/classes/load-script', () => ({ loadScript: (src: string) => loadScript(src) }));

const sample = COURSE_DETAILS[0]!;
const coursePath = `/classes/web-development/${slugify(sample.title)}/${sample.id}`;
const person = (role: 'student' | 'developer') => demoAccount(role)._id;

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  delete window.Razorpay;
});

const projectForm = () => screen.findByRole('form', { name: 'Add a project' });

/** Fills the add-project form with a project the backend's model accepts. */
async function fillProject(user: ReturnType<typeof renderRoute>['user']) {
  const form = await projectForm();
  await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Chess bot');
  await user.click(within(form).getByRole('textbox', { name: /^Description/ }));
  await user.paste('Plays chess in the browser against you, with hints, takebacks and a rating.');
  await user.selectOptions(within(form).getByRole('combobox', { name: /^Category/ }), 'Web Development');
  await user.type(within(form).getByRole('textbox', { name: /^Technologies/ }), 'TypeScript');
  await user.click(within(form).getByRole('textbox', { name: /^Repository link/ }));
  await user.paste('https://github.com/rahul-dev/chess');
}

/** The v1/projects/create requests sent from now on. */
function recordProjectCreates() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('v1/projects/create')) sent.push(request.method);
  });
  return sent;
}

/** The second click of a double click, as a browser sends it: `detail` 2, on whatever is under the pointer now. */
const secondClickOf = (element: Element) => fireEvent.click(element, { detail: 2 });

describe('every write submits once', () => {
  it('a double click on "Add project" sends the project once', async () => {
    const creates = recordProjectCreates();
    const { user, router } = renderRoute('/profile/edit', { as: 'developer' });
    await fillProject(user);
    await user.dblClick(within(await projectForm()).getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(creates).toHaveLength(1);
    expect(getDb().projects.filter((p) => p.title === 'Chess bot')).toHaveLength(1);
  });

  it('a press while the project is being sent or the page is on its way to the profile does nothing', async () => {
    const creates = recordProjectCreates();
    const { user, router } = renderRoute('/profile/edit', { as: 'developer' });
    await fillProject(user);
    const add = within(await projectForm()).getByRole('button', { name: 'Add project' });
    // Two presses in one task, before the first one's request has been answered.
    act(() => {
      add.click();
      add.click();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(creates).toHaveLength(1);
    expect(getDb().projects.filter((p) => p.title === 'Chess bot')).toHaveLength(1);
  });

  it("a double click on Submit Review adds the review once and never says 'Please add a comment and rating.'", async () => {
    const { user } = renderRoute(coursePath, { as: 'student' });
    const submit = await screen.findByRole('button', { name: 'Submit Review' });
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Clear and practical.');
    await user.dblClick(submit);
    const reviews = screen.getByRole('list', { name: 'Reviews' });
    expect(within(reviews).getAllByText('Clear and practical.')).toHaveLength(1);
    expect(screen.queryByText('Please add a comment and rating.')).toBeNull();
    // A later press on the emptied form is a press of its own: the spec's message.
    await user.click(submit);
    expect(await screen.findByText('Please add a comment and rating.')).toBeInTheDocument();
  });

  it('a double click on Save changes saves the profile once, with one message', async () => {
    const success = vi.spyOn(notify, 'success');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { user } = renderRoute('/profile/editProfile', { as: 'student' });
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await user.type(within(form).getByRole('textbox', { name: 'Bio' }), ' Learning Go.');
    setItem.mockClear();
    await user.dblClick(within(form).getByRole('button', { name: 'Save changes' }));
    expect(success).toHaveBeenCalledTimes(1);
    expect(setItem.mock.calls.filter(([key]) => key === 'currentUser')).toHaveLength(1);
  });

  it("the second click of a double click on a project's Remove does not remove the next project", async () => {
    localStorage.setItem(
      `codershub:saved:${person('developer')}:projects`,
      JSON.stringify(
        ['First', 'Second'].map((title, i) => ({
          id: `p-${i}`,
          title,
          description: 'A project.',
          link: '',
          technologies: ['TypeScript'],
          createdAt: '2026-01-02T10:00:00.000Z',
        })),
      ),
    );
    const { user } = renderRoute('/profile/edit', { as: 'developer' });
    await user.click(await screen.findByRole('button', { name: 'Remove First' }));
    // The next card's Remove has moved under the pointer when the second click of the double click arrives.
    secondClickOf(screen.getByRole('button', { name: 'Remove Second' }));
    expect(screen.getByRole('button', { name: 'Remove Second' })).toBeInTheDocument();
    expect(readSavedProjects(person('developer')).map((p) => p.title)).toEqual(['Second']);
  });

  it("the second click of a double click on an application's Remove does not remove the next one", async () => {
    const jobs = getDb().jobs.slice(0, 2);
    localStorage.setItem(
      `codershub:saved:${person('student')}:applications`,
      JSON.stringify(
        jobs.map((j) => ({
          id: j._id,
          title: j.jobTitle,
          company: j.companyName,
          appliedAt: '2026-01-02T10:00:00.000Z',
          status: 'Applied',
          note: '',
        })),
      ),
    );
    const { user } = renderRoute('/profile', { as: 'student' });
    const section = await screen.findByRole('region', { name: 'My applications' });
    await user.click(within(section).getByRole('button', { name: `Remove ${jobs[0]!.jobTitle}` }));
    secondClickOf(within(section).getByRole('button', { name: `Remove ${jobs[1]!.jobTitle}` }));
    expect(readApplicationList(person('student')).map((a) => a.id)).toEqual([jobs[1]!._id]);
  });

  it("two presses of the apply dialog's Continue before it re-renders open the company's page once", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const job = getDb().jobs.find((j) => j.jobTitle === 'Android Developer')!;
    const { user } = renderRoute(`/job-details/${job._id}`, { as: 'student' });
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('Resume (PDF)'),
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('checkbox'));
    const submit = within(dialog).getByRole('button', { name: 'Continue to company site' });
    act(() => {
      submit.click();
      submit.click();
    });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("the second click of a double click on the promo code's Apply does not press the Remove that takes its place", async () => {
    const { user } = renderRoute('/checkout');
    await screen.findByRole('region', { name: 'Your cart' });
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'CODERS10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    secondClickOf(screen.getByRole('button', { name: 'Remove promo code CODERS10' }));
    expect(screen.getByText(/applied: 10% off the order amount/)).toBeInTheDocument();
  });

  it('a double click on Enroll Now opens one checkout while its script loads', async () => {
    let finish: () => void = () => undefined;
    loadScript.mockReset().mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const opened: RazorpayOptions[] = [];
    window.Razorpay = vi.fn(function (this: unknown, options: RazorpayOptions) {
      return { open: () => void opened.push(options), on: () => undefined };
    }) as unknown as Window['Razorpay'];
    const { user } = renderRoute(coursePath, { as: 'student' });
    const panel = await screen.findByRole('region', { name: 'Course price' });
    await user.dblClick(within(panel).getByRole('button', { name: 'Enroll Now' }));
    await act(async () => finish());
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(loadScript).toHaveBeenCalledTimes(1);
  });
});
