import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format/dates';
import { clearSession } from '@/lib/session/session';
import { getDb } from '@/mocks/db';
import { renderRoute } from '../utils/render-route';
import { loginAs } from '../utils/session';

const seeded = (title: string) => {
  const job = getDb().jobs.find((j) => j.jobTitle === title);
  if (!job) throw new Error(`no seeded job ${title}`);
  return job;
};

async function cardOf(title: string) {
  const link = await screen.findByRole('link', { name: title });
  return link.closest('article')!;
}

const titles = () =>
  within(screen.getByRole('region', { name: /jobs/i }))
    .queryAllByRole('article')
    .map((a) => within(a).getByRole('heading', { level: 3 }).textContent);

afterEach(() => vi.restoreAllMocks());

describe('saved jobs', () => {
  it('saves from a card, lists only saved jobs in the Saved view, and keeps them per account across logout', async () => {
    const first = renderRoute('/career', { as: 'student' });
    const card = await cardOf('Frontend Developer (React)');
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await first.user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    const tab = screen.getByRole('link', { name: 'Saved (1)' });
    await first.user.click(tab);
    await waitFor(() => expect(titles()).toEqual(['Frontend Developer (React)']));
    expect(new URLSearchParams(first.router.state.location.search).get('view')).toBe('saved');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 saved job, newest first');
    first.unmount();

    // Another account sees none of them; neither does a visitor; the student finds them after logging out and in.
    act(() => clearSession());
    const other = renderRoute('/career?view=saved', { as: 'developer' });
    expect(await screen.findByText('No saved jobs yet', {})).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saved (0)' })).toBeInTheDocument();
    other.unmount();
    act(() => clearSession());
    const visitor = renderRoute('/career');
    await visitor.user.click(within(await cardOf('Flutter Developer')).getByRole('button', { name: 'Save' }));
    visitor.unmount();
    renderRoute('/career?view=saved', { as: 'student' });
    await waitFor(() => expect(titles()).toEqual(['Frontend Developer (React)']));
  });
});

describe('hiding a job', () => {
  it('takes the job off the board with an Undo, and brings it back from the Hidden view', async () => {
    const { user } = renderRoute('/career');
    await user.click(
      within(await cardOf('Flutter Developer')).getByRole('button', { name: 'Not interested' }),
    );
    await waitFor(() => expect(titles()).not.toContain('Flutter Developer'));
    const notice = screen.getByText('“Flutter Developer” is hidden from the board.').parentElement!;
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(titles()).toContain('Flutter Developer'));

    await user.click(
      within(await cardOf('Flutter Developer')).getByRole('button', { name: 'Not interested' }),
    );
    await user.click(screen.getByRole('link', { name: 'Hidden (1)' }));
    await waitFor(() => expect(titles()).toEqual(['Flutter Developer']));
    await user.click(within(await cardOf('Flutter Developer')).getByRole('button', { name: 'Show again' }));
    expect(await screen.findByText('No hidden jobs')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All jobs' }));
    await waitFor(() => expect(titles()).toContain('Flutter Developer'));
  });
});

const pdf = () => new File(['%PDF-1.4 resume'], 'asha-resume.pdf', { type: 'application/pdf' });

describe('what you applied to', () => {
  /** Opens the apply dialog of the job and goes on to the company's site (a new tab, stubbed). */
  async function continueToCompany(title: string) {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const job = seeded(title);
    const view = renderRoute(`/job-details/${job._id}`, { as: 'student' });
    await view.user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('dialog');
    await view.user.upload(within(dialog).getByLabelText('Resume (PDF)'), pdf());
    await view.user.click(within(dialog).getByRole('checkbox'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue to company site' }));
    expect(open).toHaveBeenCalledOnce();
    return view;
  }
  /** The person comes back to this tab from the company's: the window has focus again. */
  const comeBack = () => act(() => void window.dispatchEvent(new FocusEvent('focus')));
  const question = () => screen.queryByRole('group', { name: 'Did you apply?' });

  it('does not mark a job Applied when the dialog goes on to the company site, only when the person says Yes on return', async () => {
    // As in Chromium 156, where scrollIntoView returns a promise (an effect must not hand it to React as a cleanup).
    Element.prototype.scrollIntoView = vi.fn(() => Promise.resolve()) as unknown as Element['scrollIntoView'];
    const { user, router } = await continueToCompany('Android Developer');
    expect(screen.queryByText(/^Applied on/)).not.toBeInTheDocument();
    expect(question()).toBeNull();

    comeBack();
    const ask = await screen.findByRole('group', { name: 'Did you apply?' });
    // Inline, not a dialog: the apply dialog has made way, and nothing blocks the page.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ask.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByText(/^Applied on/)).not.toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    const today = formatDate(new Date());
    expect(await screen.findByText(`Applied on ${today}`)).toBeInTheDocument();
    expect(question()).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply now' })).toHaveFocus();

    await act(() => router.navigate('/career'));
    expect(within(await cardOf('Android Developer')).getByText(`Applied ${today}`)).toBeInTheDocument();
    expect(within(await cardOf('Flutter Developer')).queryByText(/^Applied/)).not.toBeInTheDocument();
  });

  it('leaves the job unmarked on "Not yet", and the question goes away', async () => {
    const { user, router } = await continueToCompany('Android Developer');
    comeBack();
    const ask = await screen.findByRole('group', { name: 'Did you apply?' });
    await user.click(within(ask).getByRole('button', { name: 'Not yet' }));
    expect(question()).toBeNull();
    expect(screen.queryByText(/^Applied on/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply now' })).toHaveFocus();
    // Coming back again asks nothing: the question was answered.
    comeBack();
    expect(question()).toBeNull();
    await act(() => router.navigate('/career'));
    expect(within(await cardOf('Android Developer')).queryByText(/^Applied/)).not.toBeInTheDocument();
  });

  it("asks too after the page's own 'Where to apply' link was followed, and not for a job already applied to", async () => {
    const job = seeded('Android Developer');
    const { user } = renderRoute(`/job-details/${job._id}`, { as: 'student' });
    const company = await screen.findByRole('region', { name: /^About / });
    const whereToApply = within(company)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === job.applyLink)!;
    await user.click(whereToApply);
    comeBack();
    const ask = await screen.findByRole('group', { name: 'Did you apply?' });
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(`Applied on ${formatDate(new Date())}`)).toBeInTheDocument();
    await user.click(whereToApply);
    comeBack();
    expect(question()).toBeNull();
  });

  it('asks when the tab shows again, is answered from the keyboard, and asks nobody who never left', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    // Focus coming back before the company's page was opened is no return from it.
    const job = seeded('Android Developer');
    const first = renderRoute(`/job-details/${job._id}`, { as: 'student' });
    await screen.findByRole('button', { name: 'Apply now' });
    comeBack();
    expect(question()).toBeNull();
    first.unmount();

    const { user } = await continueToCompany('Android Developer');
    visibility.mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(question()).toBeNull();
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    const ask = await screen.findByRole('group', { name: 'Did you apply?' });
    await user.tab();
    expect(within(ask).getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Applied on ${formatDate(new Date())}`)).toBeInTheDocument();
  });

  it('lets a job with no apply link be marked Applied by hand, and only such a job', async () => {
    const first = renderRoute(`/job-details/${seeded('Android Developer')._id}`, { as: 'student' });
    await screen.findByRole('button', { name: 'Apply now' });
    expect(screen.queryByRole('button', { name: 'Mark as applied' })).not.toBeInTheDocument();
    first.unmount();
    const { user } = renderRoute(`/job-details/${seeded('Technical Content Writer')._id}`, { as: 'student' });
    await user.click(await screen.findByRole('button', { name: 'Mark as applied' }));
    expect(await screen.findByText(`Applied on ${formatDate(new Date())}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as applied' })).not.toBeInTheDocument();
  });

  it('lists the applications on the dashboard, where the status and a note are set and kept', async () => {
    const job = seeded('Technical Content Writer');
    const page = renderRoute(`/job-details/${job._id}`, { as: 'student' });
    await page.user.click(await screen.findByRole('button', { name: 'Mark as applied' }));
    page.unmount();

    const dash = renderRoute('/profile', { as: 'student' });
    const section = await screen.findByRole('region', { name: 'My applications' });
    expect(within(section).getByRole('link', { name: 'Technical Content Writer' })).toHaveAttribute(
      'href',
      `/job-details/${job._id}`,
    );
    const status = within(section).getByLabelText('Status of Technical Content Writer');
    expect(status).toHaveValue('Applied');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Applied', 'Interview', 'Offer', 'Rejected', 'Withdrawn']);
    await dash.user.selectOptions(status, 'Interview');
    const note = within(section).getByLabelText('Note on Technical Content Writer');
    await dash.user.type(note, 'Call on Friday');
    await dash.user.tab();
    dash.unmount();

    renderRoute('/profile', { as: 'student' });
    const again = await screen.findByRole('region', { name: 'My applications' });
    expect(within(again).getByLabelText('Status of Technical Content Writer')).toHaveValue('Interview');
    expect(within(again).getByLabelText('Note on Technical Content Writer')).toHaveValue('Call on Friday');
    loginAs('developer');
    expect(await within(again).findByText(/Jobs you apply for/)).toBeInTheDocument();
  });
});

describe('new since your last visit', () => {
  const visitKey = 'codershub:saved:~visitor:board-visit';
  const newOnes = () =>
    within(screen.getByRole('region', { name: /jobs/i }))
      .queryAllByRole('article')
      .filter((a) => within(a).queryByText('New', { exact: true }))
      .map((a) => within(a).getByRole('heading', { level: 3 }).textContent);

  it('marks nothing on a first visit', async () => {
    renderRoute('/career');
    await cardOf('Flutter Developer');
    expect(newOnes()).toEqual([]);
  });

  it('marks the jobs posted since the last look, for the whole visit, reloads included', async () => {
    const lastSeen = Date.now() - 24 * 60 * 60_000;
    localStorage.setItem(visitKey, JSON.stringify({ since: null, lastSeen }));
    const expected = getDb()
      .jobs.filter(
        (j) =>
          Date.parse(j.createdAt) > lastSeen && (!j.jobDeadline || Date.parse(j.jobDeadline) >= Date.now()),
      )
      .map((j) => j.jobTitle)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const first = renderRoute('/career');
    await cardOf('Flutter Developer');
    await waitFor(() => expect(newOnes().sort()).toEqual(expected));
    first.unmount();
    renderRoute('/career');
    await cardOf('Flutter Developer');
    await waitFor(() => expect(newOnes().sort()).toEqual(expected));
  });
});
