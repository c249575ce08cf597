import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COURSE_DETAILS } from '@/data/course-details';
import { formatDate } from '@/lib/format/dates';
import { clearSession } from '@/lib/session/session';
import { slugify } from '@/lib/format/slug';
import { renderRoute } from '../utils/render-route';
import { demoAccount, loginAs } from '../utils/session';

// The demo build as shipped: no Razorpay key, the demo checkout.
const sample = COURSE_DETAILS[0]!;
const other = COURSE_DETAILS[1]!;
const coursePath = (c: typeof sample) => `/classes/${c.category}/${slugify(c.title)}/${c.id}`;
const path = coursePath(sample);
const coursesKey = (role: 'student' | 'developer') => `codershub:saved:${demoAccount(role)._id}:courses`;

const priceRegion = () => screen.findByRole('region', { name: 'Course price' });

/** Pays for the course on screen in the demo checkout; the payment id shown. */
async function payInDemoCheckout(user: ReturnType<typeof renderRoute>['user']): Promise<string> {
  const panel = await priceRegion();
  await user.click(within(panel).getByRole('button', { name: 'Enroll Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Demo checkout' });
  await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
  const paid = await within(panel).findByText(/^Payment Successful! Payment ID: pay_DEMO\w+$/);
  return /pay_DEMO\w+/.exec(paid.textContent ?? '')![0];
}

afterEach(() => vi.restoreAllMocks());

describe('an enrolment lasts', () => {
  it('still reads "Enrolled", with the payment id and date, after a reload and after leaving and coming back', async () => {
    const first = renderRoute(path, { as: 'student' });
    const paymentId = await payInDemoCheckout(first.user);
    first.unmount();

    // A reload: a new app over the same storage.
    const again = renderRoute(path);
    const panel = await priceRegion();
    const enrolled = await within(panel).findByRole('button', { name: 'Enrolled' });
    expect(enrolled).toBeDisabled();
    expect(within(panel).getByText(`Enrolled on ${formatDate(new Date())}`)).toBeInTheDocument();
    expect(within(panel).getByText(paymentId)).toBeInTheDocument();
    expect(enrolled).toHaveAccessibleDescription('You are enrolled in this course.');

    // Away to the jobs board and back, in the same app.
    await act(() => again.router.navigate('/career'));
    await screen.findByRole('heading', { level: 1 });
    await act(() => again.router.navigate(path));
    expect(await within(await priceRegion()).findByRole('button', { name: 'Enrolled' })).toBeDisabled();
  });

  it('never opens a second checkout for a course already paid for', async () => {
    localStorage.setItem(
      coursesKey('student'),
      JSON.stringify([
        {
          courseId: String(sample.id),
          title: sample.title,
          category: sample.category,
          paymentId: 'pay_DEMOALREADY01',
          enrolledAt: '2026-03-04T10:00:00.000Z',
        },
      ]),
    );
    const { user } = renderRoute(path, { as: 'student' });
    const panel = await priceRegion();
    const enrolled = await within(panel).findByRole('button', { name: 'Enrolled' });
    await user.click(enrolled);
    await user.dblClick(enrolled);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('turns to "Enrolled" when another tab of this browser pays for the course', async () => {
    const { user } = renderRoute(path, { as: 'student' });
    const panel = await priceRegion();
    const enroll = within(panel).getByRole('button', { name: 'Enroll Now' });
    const value = JSON.stringify([
      {
        courseId: String(sample.id),
        title: sample.title,
        category: sample.category,
        paymentId: 'pay_DEMOOTHERTAB1',
        enrolledAt: new Date().toISOString(),
      },
    ]);
    act(() => {
      localStorage.setItem(coursesKey('student'), value);
      window.dispatchEvent(new StorageEvent('storage', { key: coursesKey('student'), newValue: value }));
    });
    expect(await within(panel).findByRole('button', { name: 'Enrolled' })).toBeDisabled();
    await user.click(enroll);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is kept per account: another account never sees it, and logging out keeps it', async () => {
    const first = renderRoute(path, { as: 'student' });
    await payInDemoCheckout(first.user);
    first.unmount();

    act(() => clearSession());
    const developer = renderRoute(path, { as: 'developer' });
    expect(within(await priceRegion()).getByRole('button', { name: 'Enroll Now' })).toBeEnabled();
    developer.unmount();
    act(() => clearSession());

    const visitor = renderRoute(path);
    expect(within(await priceRegion()).getByRole('button', { name: 'Enroll Now' })).toBeEnabled();
    visitor.unmount();

    renderRoute(path, { as: 'student' });
    expect(await within(await priceRegion()).findByRole('button', { name: 'Enrolled' })).toBeDisabled();
  });

  it('says plainly when this browser could not remember the enrolment, and shows the payment id', async () => {
    const { user } = renderRoute(path, { as: 'student' });
    const panel = await priceRegion();
    await user.click(within(panel).getByRole('button', { name: 'Enroll Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demo checkout' });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(/could not remember this enrolment/);
    expect(alert).toHaveTextContent(/pay_DEMO\w{10}/);
    const shown = /pay_DEMO\w{10}/.exec(alert.textContent ?? '')![0];
    expect(within(panel).getByText(`Payment Successful! Payment ID: ${shown}`)).toBeInTheDocument();
    // This page still knows it was paid for: no second charge from here.
    expect(within(panel).getByRole('button', { name: 'Enrolled' })).toBeDisabled();
  });
});

describe('My courses on the profile', () => {
  it('lists each enrolled course with its payment id, date and a link to the course', async () => {
    const first = renderRoute(path, { as: 'student' });
    const paymentId = await payInDemoCheckout(first.user);
    first.unmount();

    const { user, router } = renderRoute('/profile', { as: 'student' });
    const section = await screen.findByRole('region', { name: 'My courses' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    const item = items[0]!;
    expect(item).toHaveTextContent(sample.title);
    expect(item).toHaveTextContent(paymentId);
    expect(item).toHaveTextContent(`Enrolled ${formatDate(new Date())}`);
    const go = within(item).getByRole('link', { name: `Go to course: ${sample.title}` });
    expect(go).toHaveAttribute('href', path);
    await user.click(go);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(await within(await priceRegion()).findByRole('button', { name: 'Enrolled' })).toBeDisabled();
  });

  it('says how to enrol while there are none, and never shows another account’s', async () => {
    loginAs('developer');
    localStorage.setItem(
      coursesKey('developer'),
      JSON.stringify([
        {
          courseId: String(other.id),
          title: other.title,
          category: other.category,
          paymentId: 'pay_DEMODEVELOPER',
          enrolledAt: '2026-01-02T10:00:00.000Z',
        },
      ]),
    );
    renderRoute('/profile', { as: 'student' });
    const section = await screen.findByRole('region', { name: 'My courses' });
    expect(within(section).queryByRole('listitem')).toBeNull();
    expect(within(section).getByRole('link', { name: 'live classes' })).toHaveAttribute('href', '/classes');
    expect(section).not.toHaveTextContent('pay_DEMODEVELOPER');
  });

  it('reads damaged storage defensively: bad entries are dropped, good ones kept, nothing crashes', async () => {
    localStorage.setItem(
      coursesKey('student'),
      JSON.stringify([
        null,
        7,
        'pay_x',
        { courseId: '', paymentId: 'pay_DEMONOCOURSE', enrolledAt: '2026-01-02T10:00:00.000Z' },
        { courseId: 'c1', paymentId: '', enrolledAt: '2026-01-02T10:00:00.000Z' },
        { courseId: 'c2', paymentId: 'pay_DEMOBADDATE', enrolledAt: 'yesterday' },
        {
          courseId: String(other.id),
          title: 42,
          category: '../../evil',
          paymentId: 'pay_DEMOGOODONE1',
          enrolledAt: '2026-01-02T10:00:00.000Z',
        },
      ]),
    );
    renderRoute('/profile', { as: 'student' });
    const section = await screen.findByRole('region', { name: 'My courses' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('pay_DEMOGOODONE1');
    expect(items[0]).toHaveTextContent(`Enrolled ${formatDate('2026-01-02T10:00:00.000Z')}`);
    expect(within(items[0]!).getByRole('link', { name: /^Go to course/ })).toHaveAttribute(
      'href',
      `/classes/all/class/${other.id}`,
    );
  });

  it.each([['{"not": "a list"'], ['{"courseId": "x"}'], ['"text"'], ['null']])(
    'shows no courses, and the course page offers Enroll Now, for stored %s',
    async (raw) => {
      localStorage.setItem(coursesKey('student'), raw);
      const page = renderRoute('/profile', { as: 'student' });
      const section = await screen.findByRole('region', { name: 'My courses' });
      expect(within(section).queryByRole('listitem')).toBeNull();
      page.unmount();
      renderRoute(path, { as: 'student' });
      expect(within(await priceRegion()).getByRole('button', { name: 'Enroll Now' })).toBeEnabled();
    },
  );
});
