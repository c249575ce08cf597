import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format/dates';
import { loginArrival } from '@/lib/session/login-redirect';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { holdAnswers } from '../utils/slow-api';
import { renderRoute } from '../utils/render-route';

const seeded = (title: string) => {
  const job = getDb().jobs.find((j) => j.jobTitle === title);
  if (!job) throw new Error(`no seeded job ${title}`);
  return job;
};

const openJob = (title: string, as: 'student' | 'developer' = 'student') =>
  renderRoute(`/job-details/${seeded(title)._id}`, { as });

const pdf = () => new File(['%PDF-1.4 resume'], 'asha-resume.pdf', { type: 'application/pdf' });

afterEach(() => vi.restoreAllMocks());

describe('job details', () => {
  it('sends a visitor to /login with the origin and the message', async () => {
    const id = seeded('Android Developer')._id;
    const { router } = renderRoute(`/job-details/${id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loginArrival(router.state.location)).toMatchObject({
      from: { pathname: `/job-details/${id}` },
      message: 'Please login to view job details',
    });
  });

  it("says 'Loading job...' while loading, then shows every field of the job", async () => {
    const job = seeded('Security Analyst');
    // The list's request starts with the page's code: held back here until the page has said it is loading.
    const release = holdAnswers('*/v1/jobs/all');
    openJob('Security Analyst');
    expect((await screen.findAllByText('Loading job...')).length).toBeGreaterThan(0);
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Security Analyst' })).toBeInTheDocument();
    expect(screen.getByText(job.jobDescription)).toBeInTheDocument();
    job.userQualification.forEach((q) => expect(screen.getByText(q)).toBeInTheDocument());
    const skills = screen.getAllByRole('list', { name: 'Skills' })[0]!;
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(job.skills);
    expect(within(screen.getByRole('list', { name: 'Keywords' })).getByText('#soc')).toBeInTheDocument();

    const overview = screen.getByRole('region', { name: 'Job overview' });
    const fact = (term: string) => within(overview).getByText(term).nextElementSibling;
    expect(fact('Salary per month')).toHaveTextContent('₹1,10,000');
    expect(fact('Experience')).toHaveTextContent('3 years');
    expect(fact('Job type')).toHaveTextContent('On-site');
    expect(fact('Location')).toHaveTextContent('Gurugram');
    expect(fact('Mode')).toHaveTextContent('Work from office');
    expect(fact('Style')).toHaveTextContent('Rotating shifts');
    expect(fact('Openings')).toHaveTextContent('2');
    expect(fact('Recruitment period')).toHaveTextContent(`Until ${formatDate(job.recruitmentPeriod)}`);
    expect(fact('Apply by')).toHaveTextContent(formatDate(job.jobDeadline));
    expect(formatDate(job.jobDeadline)).toMatch(/^\d{2}-\d{2}-\d{4}$/);

    const company = screen.getByRole('region', { name: 'About ShieldNet Security' });
    expect(within(company).getByText(job.companyDescription)).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'ShieldNet Security logo' });
    expect(logo).toHaveAttribute('src', '/logos/shieldnet.svg');
    // The page's one logo, at its top, loads at once.
    expect(logo).not.toHaveAttribute('loading');
  });

  it('links the company site and apply link only when they are http(s); other values are text', async () => {
    openJob('Security Analyst');
    const company = await screen.findByRole('region', { name: 'About ShieldNet Security' });
    // A site without a scheme is shown, not linked.
    expect(within(company).getByText('www.shieldnet.example.com')).toBeInTheDocument();
    expect(within(company).queryByRole('link', { name: /www\.shieldnet/ })).not.toBeInTheDocument();
    const apply = within(company).getByRole('link', { name: /shieldnet\.example\.com/ });
    expect(apply).toHaveAttribute('href', seeded('Security Analyst').applyLink);
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a mailto: apply link as text, never as a link', async () => {
    openJob('Technical Content Writer');
    const company = await screen.findByRole('region', { name: 'About EduSphere' });
    expect(within(company).getByText('mailto:careers@edusphere.example.com')).toBeInTheDocument();
    expect(within(company).queryByRole('link', { name: /mailto/ })).not.toBeInTheDocument();
  });

  it("says 'Job not found' for an unknown id", async () => {
    renderRoute('/job-details/64c1ffffffffffffffffffff', { as: 'student' });
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/career');
  });

  it("says 'Error: {message}' when the jobs cannot be loaded, with a retry that works", async () => {
    server.use(
      http.get('*/v1/jobs/all', () =>
        HttpResponse.json({ success: false, error: 'Mongo timeout' }, { status: 500 }),
      ),
    );
    const { user } = openJob('Android Developer');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Mongo timeout');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Android Developer' })).toBeInTheDocument();
  });

  it('disables Apply now and labels it Expired once the deadline has passed', async () => {
    openJob('Backend Engineer (Node.js)');
    const button = await screen.findByRole('button', { name: 'Expired' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(screen.getByText(/Applications closed on \d{2}-\d{2}-\d{4}/)).toBeInTheDocument();
  });

  it('keeps Apply now enabled before the deadline', async () => {
    openJob('Android Developer');
    expect(await screen.findByRole('button', { name: 'Apply now' })).toBeEnabled();
  });
});

describe('the apply dialog', () => {
  // Tab kept inside (the page behind is inert) is the browser's: tests/e2e/dialogs.spec.ts.
  it('opens with focus inside, and Escape closes it and returns focus to Apply now', async () => {
    const { user } = openJob('Android Developer');
    const apply = await screen.findByRole('button', { name: 'Apply now' });
    await user.click(apply);
    const dialog = screen.getByRole('dialog', { name: 'Apply for Android Developer' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apply).toHaveFocus();
  });

  it('keeps the submit unavailable until a resume is chosen and the terms are ticked, and says what is missing', async () => {
    const { user } = openJob('Android Developer');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Continue to company site' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Resume (PDF)')).toHaveAccessibleDescription(
        'Please upload your resume',
      ),
    );
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription('Please agree to the terms');

    await user.upload(within(dialog).getByLabelText('Resume (PDF)'), pdf());
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).queryByText('Please upload your resume')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox'));
    expect(submit).toHaveAttribute('aria-disabled', 'false');
    await user.click(within(dialog).getByRole('checkbox'));
    expect(within(dialog).getByText('Please agree to the terms')).toBeInTheDocument();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
  });

  it("refuses a file that is not a PDF with 'Please upload a PDF file'", async () => {
    openJob('Android Developer');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const input = screen.getByLabelText('Resume (PDF)');
    await user.upload(
      input,
      new File(['hello'], 'resume.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    expect(input).toHaveAccessibleDescription('Please upload a PDF file');
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Continue to company site' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("opens the job's apply link in a new tab and says the application continues there, claiming nothing was sent", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const job = seeded('Android Developer');
    const { user } = openJob('Android Developer');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.upload(screen.getByLabelText('Resume (PDF)'), pdf());
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue to company site' }));
    expect(open).toHaveBeenCalledWith(job.applyLink, '_blank', 'noopener,noreferrer');
    const done = screen.getByRole('dialog', { name: 'Finish applying on skyroute.example.com' });
    expect(done).toHaveTextContent('Upload asha-resume.pdf there to finish applying.');
    expect(done).toHaveTextContent('CodersHub has not sent your resume or any details to SkyRoute Logistics');
    expect(within(done).getByRole('link', { name: /Open skyroute\.example\.com/ })).toHaveAttribute(
      'href',
      job.applyLink,
    );
    expect(done).not.toHaveTextContent(/submitted|received|success/i);
  });

  it('opens nothing for a job whose apply link is not a web page, and shows that link as text', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = openJob('Technical Content Writer');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.upload(screen.getByLabelText('Resume (PDF)'), pdf());
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(open).not.toHaveBeenCalled();
    const done = screen.getByRole('dialog', { name: 'How to apply' });
    expect(within(done).getByText('mailto:careers@edusphere.example.com')).toBeInTheDocument();
    expect(within(done).queryByRole('link', { name: /mailto/ })).not.toBeInTheDocument();
  });
});
