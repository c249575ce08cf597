import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loginArrival } from '@/lib/session/login-redirect';
import { COURSE_DETAILS } from '@/data/course-details';
import { reviewsKey } from '@/features/classes/reviews';
import { CURRENT_USER_KEY } from '@/lib/session/session';
import { slugify } from '@/lib/format/slug';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/render-route';
import { holdAnswers } from '../utils/slow-api';

import { demoAccount } from '../utils/session';

const sample = COURSE_DETAILS[0]!; // Full-Stack Web Development, ₹3,999 of ₹7,999
const samplePath = `/classes/web-development/${slugify(sample.title)}/${sample.id}`;
const serverOnly = () => getDb().classes.find((c) => c.title === 'Growth Marketing for Tech Products')!;

const requests: string[] = [];
const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url).pathname);
afterEach(() => {
  server.events.removeListener('request:start', record);
  requests.length = 0;
});

const reviewsList = () => screen.getByRole('list', { name: 'Reviews' });
const feedbackRegion = () => screen.getByRole('region', { name: 'Student feedback' });
/** The course's own header: the one that holds its title. */
const courseHeader = () => screen.getByRole('heading', { level: 1 }).closest('header')!;
const reviewers = () =>
  within(reviewsList())
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);

describe('the course page', () => {
  it('shows a sample course in full, without asking the server', async () => {
    server.events.on('request:start', record);
    renderRoute(samplePath);
    expect(await screen.findByRole('heading', { level: 1, name: sample.title })).toBeInTheDocument();
    expect(screen.getByText(sample.subtitle)).toBeInTheDocument();
    expect(screen.getByText(sample.description)).toBeInTheDocument();
    expect(screen.getByText('Last updated 14-06-2025')).toBeInTheDocument();
    expect(screen.getByText(`Language: ${sample.language}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Syllabus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeInTheDocument();

    const learn = screen.getByRole('region', { name: "What you'll learn" });
    expect(
      within(learn)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(sample.learningPoints);
    const topics = screen.getByRole('region', { name: 'Related topics' });
    expect(
      within(topics)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(sample.topics.split(',').map((t) => t.trim()));
    const includes = screen.getByRole('region', { name: 'This course includes' });
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(sample.features);
    const instructor = screen.getByRole('region', { name: 'Instructor' });
    expect(within(instructor).getByText(sample.instructor.name)).toBeInTheDocument();
    expect(within(instructor).getByText('12,400 students')).toBeInTheDocument();

    const price = screen.getByRole('region', { name: 'Course price' });
    expect(within(price).getByText('₹3,999')).toBeInTheDocument();
    expect(within(price).getByText('Original price')).toBeInTheDocument();
    expect(within(price).getByText('₹7,999', { exact: false })).toBeInTheDocument();
    expect(within(price).getByText('50% off')).toBeInTheDocument();

    const feedback = screen.getByRole('region', { name: 'Student feedback' });
    expect(within(feedback).getByText('4.7')).toBeInTheDocument(); // (5 + 5 + 4) / 3
    // One figure for the course: the header rates it as the reviews shown do.
    expect(within(courseHeader()).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(within(courseHeader()).getByText('4.7')).toBeInTheDocument();
    expect(within(feedback).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    // Every date on the page reads dd-MM-yyyy, the reviews' as the last update's.
    expect(within(feedback).getByText('18-04-2025')).toBeInTheDocument();
    expect(within(feedback).queryByText(/April/)).toBeNull();
    expect(within(feedback).getByText(/3 reviews/)).toBeInTheDocument();
    expect(reviewers()).toEqual(sample.ratings.reviews.map((r) => r.name));
    expect(requests.filter((p) => p.endsWith('/v1/classes/all'))).toEqual([]);
  });

  it('uses the given discount when a sample has no sell price', async () => {
    const discounted = COURSE_DETAILS.find((c) => c.price === undefined && c.discount !== undefined)!;
    renderRoute(`/classes/all/x/${discounted.id}`);
    const price = await screen.findByRole('region', { name: 'Course price' });
    expect(within(price).getByText('₹1,999')).toBeInTheDocument(); // 2499 × 0.8
    expect(within(price).getByText('20% off')).toBeInTheDocument();
  });

  it("builds a course that has no sample from the server's class list", async () => {
    const c = serverOnly();
    expect(COURSE_DETAILS.some((d) => String(d.id) === c.id)).toBe(false);
    const release = holdAnswers('*/v1/classes/all');
    renderRoute(`/classes/digital-marketing/${slugify(c.title)}/${c.id}`);
    expect(
      await screen.findByText('Loading course…', { selector: 'span:not(.sr-only)' }),
    ).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    expect(screen.getByText(c.shortDescription!)).toBeInTheDocument();
    expect(screen.getByText(c.longDescription!)).toBeInTheDocument();
    expect(screen.getByText('Last updated 20-04-2025')).toBeInTheDocument();
    const learn = screen.getByRole('region', { name: "What you'll learn" });
    expect(
      within(learn)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(c.whatYouWillLearn);
    expect(
      within(screen.getByRole('region', { name: 'Related topics' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(c.relatedTopics!.split(',').map((t) => t.trim()));
    expect(
      within(screen.getByRole('region', { name: 'This course includes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...c.thisCourseIncludes!, ...c.courseIncludes!]);
    expect(screen.getByText(c.teacherSpecialization!)).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Course price' });
    expect(within(price).getByText('₹2,499')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Student feedback' })).getByText(/No reviews yet/),
    ).toBeInTheDocument();
  });

  it("says 'Course Not Found' only when neither the samples nor the server know the id", async () => {
    renderRoute('/classes/dsa/no-such-course/64c1ffffffffffffffffffff');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Course Not Found — The course you are looking for does not exist.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse classes' })).toHaveAttribute('href', '/classes/dsa');
  });

  it('offers a retry, not a false "not found", when the list cannot be fetched', async () => {
    server.use(
      http.get('*/v1/classes/all', () =>
        HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 }),
      ),
    );
    renderRoute('/classes/dsa/x/64c1ffffffffffffffffffff');
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent('Down for maintenance');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/Course Not Found/)).not.toBeInTheDocument();
  });

  it("shows 'NaN' in red when the price cannot be computed", async () => {
    server.use(
      http.get('*/v1/classes/all', () =>
        HttpResponse.json({ classes: [{ _id: 'p1', className: 'Priceless', teacherName: 'A' }] }),
      ),
    );
    renderRoute('/classes/all/priceless/p1');
    const price = await screen.findByRole('region', { name: 'Course price' });
    expect(within(price).getByText('NaN')).toHaveClass('text-red-700');
    expect(within(price).getByRole('button', { name: 'Enroll Now' })).toBeDisabled();
  });
});

describe('Enroll Now without a Razorpay key (this demo test build has none)', () => {
  // A build for a real backend without a key: tests/integration/classes-enroll-modes.test.tsx.
  it('opens the demo checkout and loads no payment script', async () => {
    const { user } = renderRoute(samplePath, { as: 'student' });
    const price = await screen.findByRole('region', { name: 'Course price' });
    await user.click(within(price).getByRole('button', { name: 'Enroll Now' }));
    expect(await screen.findByRole('dialog', { name: 'Demo checkout' })).toBeInTheDocument();
    expect(document.querySelector('script[src*="razorpay"]')).toBeNull();
  });
});

describe('course reviews', () => {
  it("lets a visitor read but not review: a disabled 'Please Login' and a way to log in", async () => {
    renderRoute(samplePath);
    const button = await screen.findByRole('button', { name: 'Please Login' });
    expect(button).toBeDisabled();
    expect(
      within(screen.getByRole('region', { name: 'Student feedback' })).getByRole('link', { name: 'Log in' }),
    ).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it("enables 'Please Login' when the browser still knows a name, and it leads to login and back", async () => {
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ name: 'Priya Sharma', isLoggedIn: true }));
    const { user, router } = renderRoute(samplePath);
    const button = await screen.findByRole('button', { name: 'Please Login' });
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loginArrival(router.state.location)).toMatchObject({ from: { pathname: samplePath } });
  });

  it('validates, adds, edits and deletes a review of the logged-in user, kept across a reload', async () => {
    const me = demoAccount('student');
    const { user, unmount } = renderRoute(samplePath, { as: 'student' });
    const submit = await screen.findByRole('button', { name: 'Submit Review' });
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), '   ');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please add a comment and rating.');

    // The rating is a radio group: choose by keyboard (arrow keys), and by mouse.
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please add a comment and rating.');
    await user.type(
      screen.getByRole('textbox', { name: 'Your review' }),
      'Clear and practical <b>course</b>.',
    );
    await user.click(submit);

    await waitFor(() => expect(reviewers()[0]).toBe(me.name));
    const mine = within(reviewsList()).getAllByRole('article')[0]!;
    // Shown as text, never as markup.
    expect(within(mine).getByText('Clear and practical <b>course</b>.')).toBeInTheDocument();
    expect(within(mine).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(mine).getByText(/^\d{2}-\d{2}-\d{4}$/)).toBeInTheDocument();
    expect(screen.getByText(/4 reviews/)).toBeInTheDocument();
    expect(within(feedbackRegion()).getByText('4.5')).toBeInTheDocument(); // (5 + 5 + 4 + 4) / 4
    // The header follows the reviews shown.
    expect(within(courseHeader()).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
    // Only their own review can be changed.
    expect(within(reviewsList()).getAllByRole('button', { name: /^Edit/ })).toHaveLength(1);
    expect(localStorage.getItem(reviewsKey(String(sample.id)))).toContain('Clear and practical');

    unmount();
    const again = renderRoute(samplePath, { as: 'student' });
    await waitFor(() => expect(reviewers()[0]).toBe(me.name));

    await again.user.click(screen.getByRole('button', { name: `Edit review by ${me.name}` }));
    const edit = screen.getByRole('textbox', { name: 'Edit your review' });
    expect(edit).toHaveValue('Clear and practical <b>course</b>.');
    const editForm = edit.closest('form')!;
    expect(within(editForm).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await again.user.clear(edit);
    await again.user.type(edit, 'Changed my mind');
    await again.user.click(within(editForm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Clear and practical <b>course</b>.')).toBeInTheDocument();

    await again.user.click(screen.getByRole('button', { name: `Edit review by ${me.name}` }));
    const edit2 = screen.getByRole('textbox', { name: 'Edit your review' });
    await again.user.clear(edit2);
    await again.user.type(edit2, 'Even better the second time');
    await again.user.click(within(edit2.closest('form')!).getByRole('radio', { name: '5 stars' }));
    await again.user.click(screen.getByRole('button', { name: 'Save now' }));
    expect(await screen.findByText('Even better the second time')).toBeInTheDocument();

    await again.user.click(screen.getByRole('button', { name: `Delete review by ${me.name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete review' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this review?');
    await again.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Even better the second time')).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: `Delete review by ${me.name}` }));
    await again.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Even better the second time')).not.toBeInTheDocument());
    expect(reviewers()).toEqual(sample.ratings.reviews.map((r) => r.name));
  });

  it('lets an admin edit or delete any review', async () => {
    const { user } = renderRoute(samplePath, { as: 'admin' });
    const first = sample.ratings.reviews[0]!;
    await screen.findByRole('heading', { level: 1 });
    expect(within(reviewsList()).getAllByRole('button', { name: /^Delete/ })).toHaveLength(
      sample.ratings.reviews.length,
    );
    await user.click(screen.getByRole('button', { name: `Delete review by ${first.name}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(reviewers()).not.toContain(first.name));
  });

  it('reads malformed stored reviews as the sample reviews only', async () => {
    localStorage.setItem(reviewsKey(String(sample.id)), '{"added": "not a list"');
    renderRoute(samplePath);
    await screen.findByRole('heading', { level: 1 });
    expect(reviewers()).toEqual(sample.ratings.reviews.map((r) => r.name));
  });
});
