import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/render-route';

/** The leaderboard pages the demo API was asked for, as "page/limit". */
let asked: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/leaderboard/all') {
    asked.push(`${url.searchParams.get('page')}/${url.searchParams.get('limit')}`);
  }
};
beforeEach(() => {
  asked = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => server.events.removeListener('request:start', onRequest));

// The section is a lazy chunk: its first load in a test run takes a moment.
const board = () => screen.findByRole('list', { name: 'Developers Leaderboard' });
const rows = async () => within(await board()).getAllByRole('listitem');
const names = async () => (await rows()).map((row) => row.querySelector('.font-semibold')?.textContent ?? '');

function person(n: number, extra: Record<string, unknown> = {}) {
  return {
    _id: `rec${n}`,
    userId: `user-${String(n).padStart(4, '0')}`,
    userType: 'Developer',
    name: `Person ${n}`,
    bio: `Bio of person ${n}`,
    profilePicture: '',
    contributions: 500 - n,
    ...extra,
  };
}

function servePages(pages: Record<number, unknown[]>) {
  server.use(
    http.get('*/v1/leaderboard/all', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return HttpResponse.json({ success: true, page, limit: 10, contributors: pages[page] ?? [] });
    }),
  );
}

describe('the Developers Leaderboard on the landing page', () => {
  it('shows page 1 on arrival: rank, name, displayed id, bio cut at 30 characters, contributions', async () => {
    const { user } = renderRoute('/');
    expect(await rows()).toHaveLength(10);
    expect(screen.getByRole('heading', { level: 2, name: 'Real-World Projects' })).toBeInTheDocument();
    expect(asked).toEqual(['1/10']);

    const first = (await rows())[0]!;
    expect(first).toHaveTextContent('Rank 1');
    expect(first).toHaveTextContent('Rahul Mehta');
    expect(first).toHaveTextContent('ID 64002');
    expect(first).toHaveTextContent('184');
    const bio = within(first).getByText('Full-stack developer building…');
    expect(bio).toHaveAccessibleDescription(
      'Full-stack developer building APIs in Node and interfaces in React.',
    );
    // The tooltip shows on focus (and hover) and Escape dismisses it.
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    bio.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Full-stack developer building APIs in Node and interfaces in React.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // A bio of 30 characters or fewer is shown whole, with no tooltip.
    const dev = (await rows()).find((r) => r.textContent?.includes('Dev Patel'))!;
    expect(within(dev).getByText('Backend engineer, Go and Postgres.')).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it("shows a missing bio as a placeholder with the tooltip 'No bio available!'", async () => {
    renderRoute('/');
    const myra = (await rows()).find((r) => r.textContent?.includes('Myra Banerjee'))!;
    expect(within(myra).getByText('Bio coming soon')).toHaveAccessibleDescription('No bio available!');
  });

  it('Load More appends the next page until a short page; then there is no Load More', async () => {
    const { user } = renderRoute('/');
    expect(await rows()).toHaveLength(10);
    for (const expected of [20, 30, 37]) {
      await user.click(screen.getByRole('button', { name: 'Load More' }));
      await waitFor(async () => expect(await rows()).toHaveLength(expected));
    }
    expect(asked).toEqual(['1/10', '2/10', '3/10', '4/10']);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByText("That's everyone: 37 contributors.")).toBeInTheDocument();
    // Ranks run on across pages.
    expect((await rows()).at(-1)).toHaveTextContent('Rank 37');
    // Focus was on Load More when it went away: it lands on the note instead of being lost.
    expect(screen.getByText("That's everyone: 37 contributors.")).toHaveFocus();
  });

  it('de-duplicates by userId when a contributor appears on two pages', async () => {
    const all = Array.from({ length: 21 }, (_, i) => person(i));
    servePages({
      1: all.slice(0, 10),
      // Equal counts reordered on the server: two of page 1 come again.
      2: [all[8], all[9], ...all.slice(10, 18)],
      3: all.slice(18, 21),
    });
    const { user } = renderRoute('/');
    expect(await rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(await rows()).toHaveLength(18));
    // Page 2 was full, so there may be more.
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(await rows()).toHaveLength(21));
    const shown = await names();
    expect(new Set(shown).size).toBe(21);
    expect(shown).toEqual(all.map((p) => p.name));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows a loading state on the button while the next page loads', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/v1/leaderboard/all', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await held;
        return undefined;
      }),
    );
    const { user } = renderRoute('/');
    await rows();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    const busy = await screen.findByRole('button', { name: 'Loading…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second press while loading asks for nothing more.
    await user.click(busy);
    release();
    await waitFor(async () => expect(await rows()).toHaveLength(20));
    expect(asked).toEqual(['1/10', '2/10']);
    expect(screen.getByText('20 contributors shown')).toBeInTheDocument();
  });

  it("shows 'Error {status}: {message}' with a Refresh that loads the list again in place", async () => {
    let failing = true;
    server.use(
      http.get('*/v1/leaderboard/all', () =>
        failing
          ? HttpResponse.json({ success: false, error: 'Database unavailable' }, { status: 500 })
          : undefined,
      ),
    );
    const { user, router } = renderRoute('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error 500: Database unavailable');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await rows()).toHaveLength(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // In place: same page, the rest of it untouched.
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: /Search people, jobs and courses/ })).toBeInTheDocument();
  });

  it.each([
    [{ success: false, message: 'Leaderboard is being recalculated' }, 'Leaderboard is being recalculated'],
    [{ contributors: [] }, 'Something went wrong while fetching contributors.'],
  ])('insists on success true: %j shows "%s"', async (body, text) => {
    server.use(http.get('*/v1/leaderboard/all', () => HttpResponse.json(body)));
    renderRoute('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('gives the network message when there is no answer', async () => {
    server.use(http.get('*/v1/leaderboard/all', () => HttpResponse.error()));
    renderRoute('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No response from server. Please refresh/try again.',
    );
  });

  it("shows 'No contributors found!' for an empty first page", async () => {
    servePages({ 1: [] });
    renderRoute('/');
    expect(await screen.findByText('No contributors found!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('keeps the list when Load More fails, and offers Refresh', async () => {
    server.use(
      http.get('*/v1/leaderboard/all', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ success: false, error: 'Timeout' }, { status: 503 })
          : undefined,
      ),
    );
    const { user } = renderRoute('/');
    await rows();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error 503: Timeout');
    expect(await rows()).toHaveLength(10);
    expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
  });

  it('shows initials when a picture is missing, unsafe or fails to load', async () => {
    servePages({
      1: [
        person(1, { name: 'Safe Picture', profilePicture: '/images/leaderboard/meera-iyer.svg' }),
        person(2, { name: 'Unsafe Picture', profilePicture: 'javascript:alert(1)' }),
      ],
    });
    renderRoute('/');
    const [safe, unsafe] = await rows();
    expect(within(safe!).getByRole('img', { name: "Safe Picture's avatar" }).tagName).toBe('IMG');
    const fallback = within(unsafe!).getByRole('img', { name: "Unsafe Picture's avatar" });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('UP');
  });

  it('shows the static top contributors beside it, with name, points, picture and description', async () => {
    renderRoute('/');
    const top = await screen.findByRole('list', { name: 'Top Contributors' });
    const cards = within(top).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(cards[0]).toHaveTextContent('Meera Iyer');
    expect(cards[0]).toHaveTextContent('2,450 points');
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/images/leaderboard/meera-iyer.svg');
  });
});
