import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/data/categories';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { slugify } from '@/lib/format/slug';
import { renderRoute } from '../utils/render-route';
import { holdAnswers } from '../utils/slow-api';

const classesCalls: string[] = [];
const count = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.endsWith('/v1/classes/all')) classesCalls.push(request.url);
};
afterEach(() => {
  server.events.removeListener('request:start', count);
  classesCalls.length = 0;
});

const cardTitles = async () => {
  const list = await screen.findByRole('region', { name: /classes$/ });
  await within(list).findAllByRole('article');
  return within(list)
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);
};

const seeded = (category: string) => getDb().classes.filter((c) => c.category === category);

describe('the live classes page', () => {
  it('shows the headline once to screen readers, tabs with the route’s category current, then its cards', async () => {
    const release = holdAnswers('*/v1/classes/all');
    renderRoute('/classes/dsa');
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveAccessibleName(
      'Live classes in Web Development, DSA, AI/ML, App Development and Data Science',
    );
    const tabs = screen.getByRole('navigation', { name: 'Class categories' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['All', ...CATEGORIES.map((c) => c.label)]);
    expect(within(tabs).getByRole('link', { name: 'DSA' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('status')).toHaveTextContent('Loading classes…');
    release();

    const expected = seeded('dsa');
    expect(await cardTitles()).toEqual(expected.map((c) => c.title));
    const first = expected[0]!;
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/classes/dsa/${slugify(first.title)}/${first.id}`,
    );
    expect(within(card).getByText(first.instructor.name)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: `Rated ${first.rating} out of 5` })).toBeInTheDocument();
    expect(within(card).getByText(first.level)).toBeInTheDocument();
    expect(within(card).getByText(first.type)).toBeInTheDocument();
  });

  it('changes the URL when a tab is chosen, and fetches the list only once', async () => {
    server.events.on('request:start', count);
    const { user, router } = renderRoute('/classes/web-development');
    expect(await cardTitles()).toEqual(seeded('web-development').map((c) => c.title));
    await user.click(screen.getByRole('link', { name: 'AI/ML' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/classes/ai-ml'));
    await waitFor(async () => expect(await cardTitles()).toEqual(seeded('ai-ml').map((c) => c.title)));
    expect(screen.getByRole('link', { name: 'AI/ML' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'All' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/classes/all'));
    await waitFor(async () => expect(await cardTitles()).toHaveLength(getDb().classes.length));
    // Cards link under the current tab.
    expect(screen.getAllByRole('article')[0]!.querySelector('a')!.getAttribute('href')).toMatch(
      /^\/classes\/all\//,
    );
    expect(classesCalls).toHaveLength(1);
  });

  it('filters the cards with the search box, says how many match, and clears', async () => {
    const { user } = renderRoute('/classes/all');
    await cardTitles();
    const search = screen.getByRole('searchbox', { name: 'Search classes' });
    await user.type(search, 'kotlin');
    expect(await cardTitles()).toEqual(['Android with Kotlin']);
    expect(screen.getByText(`1 of ${getDb().classes.length} classes match`)).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'vikram beginner');
    expect(await cardTitles()).toEqual(['Programming Fundamentals in Python']);
    await user.clear(search);
    await user.type(search, 'cobol');
    expect(await screen.findByText('No classes match “cobol” in All.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(async () => expect(await cardTitles()).toHaveLength(getDb().classes.length));
    expect(search).toHaveValue('');
  });

  it("selects 'All' for a category it does not know, and reads the planets' misspelt slugs", async () => {
    const { unmount } = renderRoute('/classes/underwater-basket-weaving');
    expect(await screen.findByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    unmount();
    renderRoute('/classes/digital-mrketing');
    expect(await screen.findByRole('link', { name: 'Digital Marketing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await cardTitles()).toEqual(seeded('digital-marketing').map((c) => c.title));
  });

  it("says 'No classes found for {category}.' when a category has none", async () => {
    server.use(http.get('*/v1/classes/all', () => HttpResponse.json({ success: true, data: [] })));
    renderRoute('/classes/data-science');
    expect(await screen.findByText('No classes found for Data Science.')).toBeInTheDocument();
  });

  it('reads the deployed shape: classes without a category appear under All only', async () => {
    server.use(
      http.get('*/v1/classes/all', () =>
        HttpResponse.json({
          success: true,
          count: 2,
          classes: [
            {
              _id: 'd1',
              className: 'Node Deep Dive',
              teacherName: 'Farhan Ali',
              teacherRating: 2.6,
              teacherId: null,
            },
            {
              _id: 'd2',
              className: 'Trees and Graphs',
              teacherName: 'Pooja',
              teacherRating: 4,
              category: 'DSA',
            },
          ],
        }),
      ),
    );
    const { router } = renderRoute('/classes/all');
    expect(await cardTitles()).toEqual(['Node Deep Dive', 'Trees and Graphs']);
    const first = screen.getAllByRole('article')[0]!;
    // As sent, to one decimal place: 2.6 is not rounded up to three full stars.
    expect(within(first).getByRole('img', { name: 'Rated 2.6 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Farhan Ali')).toBeInTheDocument();
    await act(() => router.navigate('/classes/dsa'));
    expect(await cardTitles()).toEqual(['Trees and Graphs']);
    await act(() => router.navigate('/classes/web-development'));
    expect(await screen.findByText('No classes found for Web Development.')).toBeInTheDocument();
  });

  it('says so on the page when the list cannot be fetched, and Try again recovers', async () => {
    let fail = true;
    server.use(
      http.get('*/v1/classes/all', () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Database is down' }, { status: 503 })
          : undefined,
      ),
    );
    const { user } = renderRoute('/classes/dsa');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch data');
    expect(alert).toHaveTextContent('Database is down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cardTitles()).toEqual(seeded('dsa').map((c) => c.title));
  });

  it('shows the subscription at ₹2,000 billed monthly with its seven benefits, and testimonials', async () => {
    renderRoute('/classes/web-development');
    const pricing = await screen.findByRole('region', { name: 'One subscription, every live class' });
    expect(within(pricing).getByText('₹2,000')).toBeInTheDocument();
    expect(within(pricing).getByText('Billed monthly')).toBeInTheDocument();
    expect(
      within(within(pricing).getByRole('list', { name: 'What the subscription includes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Daily live classes',
      'Doubt support via chat groups',
      'Project-based learning',
      'One-on-one mentoring',
      'Recorded sessions',
      'Career support',
      'Access on mobile or desktop',
    ]);
    const testimonials = screen.getByRole('region', { name: 'What our learners say' });
    expect(within(testimonials).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });
});
