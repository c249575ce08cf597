import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_TERMS } from '@/data/search-terms';
import {
  FETCH_DEBOUNCE_MS,
  INPUT_DEBOUNCE_MS,
  MAX_RENDERED_RESULTS,
} from '@/features/search/search-constants';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/render-route';
import { demoAccount } from '../utils/session';

const SETTLE_MS = INPUT_DEBOUNCE_MS + FETCH_DEBOUNCE_MS;
const TEASER = /Search people, jobs and courses/;
const LABEL = 'Search people, jobs and courses';
/** Visible text only: the polite live region repeats some of it for screen readers. */
const VISIBLE = { ignore: '[aria-live], script, style' };

/** Every search request the demo API received, by query. */
let searched: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/v1/search/suggest')) searched.push(url.searchParams.get('query') ?? '');
};

beforeAll(async () => {
  // The panel is a lazy chunk; loaded here, its import resolves at once under fake timers.
  await import('@/features/search/components/search-panel');
  // So is the public profile an option opens, page and loader: navigation then completes under fake timers too
  // (Testing Library's waitFor spends fake time, not real time, so a module still being transformed would outlast it).
  await import('@/features/profile/pages/public-profile-page');
  await import('@/features/profile/pages/public-profile-loader');
});
beforeEach(() => {
  searched = [];
  server.events.on('request:start', onRequest);
  // Timeouts are fake (the debounce is measured exactly); intervals and the rest stay real. Testing Library
  // recognises fake timers through a `jest` global and then advances them while it waits.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  vi.unstubAllGlobals();
});

/**
 * Lets fake time pass, one millisecond per act(): React commits what a timer released (and so starts the next
 * timer) at the end of each act, so smaller steps keep the clock exact.
 */
async function wait(ms: number, step = 1) {
  for (let passed = 0; passed < ms; passed += step) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(step, ms - passed)));
  }
}

async function openSearch() {
  const view = renderRoute('/');
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), delay: null });
  await user.click(await screen.findByRole('button', { name: TEASER }));
  const box = await screen.findByRole('combobox', { name: LABEL });
  return { ...view, user, box };
}

/** Types into the box and waits for the query to settle and its answer to arrive. */
async function search(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.type(box, text);
  await wait(SETTLE_MS);
  await wait(50);
}

describe('opening and closing the search', () => {
  it('opens from the teaser with focus in the input; Escape closes it and focus returns to the teaser', async () => {
    const { user, box } = await openSearch();
    expect(box).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEASER })).toHaveFocus();
  });

  it('closes on a click outside the form, focus back on the teaser', async () => {
    const { user } = await openSearch();
    // A click on the backdrop is a click on the <dialog> itself: its content fills its box.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEASER })).toHaveFocus();
  });

  it('opens with / and with Ctrl+K, but / typed into another field is left alone', async () => {
    renderRoute('/');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), delay: null });
    await screen.findByRole('button', { name: TEASER });
    const other = document.body.appendChild(document.createElement('input'));
    other.setAttribute('aria-label', 'Other field');
    await user.click(other);
    await user.keyboard('/');
    expect(other).toHaveValue('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(document.body);
    await user.keyboard('/');
    expect(await screen.findByRole('combobox', { name: LABEL })).toHaveFocus();
    expect(screen.getByRole('combobox')).toHaveValue('');
    await user.keyboard('{Escape}');

    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox', { name: LABEL })).toHaveFocus();
    other.remove();
  });

  it('does nothing more when the form is submitted', async () => {
    const { user, box, router } = await openSearch();
    await user.type(box, 'zzqx{Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('combobox')).toHaveValue('zzqx');
  });
});

describe('when the request goes', () => {
  it('sets the query 500 ms after typing stops and asks 300 ms after that: one request per pause', async () => {
    const { user, box } = await openSearch();
    // Keystrokes closer together than the pause: no request while typing.
    for (const key of 'asha') {
      await user.type(box, key);
      await wait(INPUT_DEBOUNCE_MS - 100);
    }
    expect(searched).toEqual([]);
    await wait(100 + FETCH_DEBOUNCE_MS - 1);
    expect(searched).toEqual([]);
    await wait(1);
    expect(searched).toEqual(['asha']);
    await wait(50);
    expect(await screen.findByRole('option', { name: /Asha Verma/ })).toBeInTheDocument();

    // A second pause, a second request; waiting longer sends nothing more.
    await user.type(box, ' ver');
    await wait(SETTLE_MS);
    await wait(5_000, 50);
    expect(searched).toEqual(['asha', 'asha ver']);
  });

  it('sends nothing and shows nothing for a blank or whitespace-only query', async () => {
    const { user, box } = await openSearch();
    await search(user, box, '   ');
    expect(searched).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();

    // Clearing a query clears its results at once.
    await user.clear(box);
    await search(user, box, 'asha');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.clear(box);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await wait(SETTLE_MS);
    expect(searched).toEqual(['asha']);
  });

  it('never lets the answer to an older query replace the results of a newer one', async () => {
    // The first query's answer is held back until after the second one's has arrived.
    server.use(
      http.get('*/v1/search/suggest/', async ({ request }) => {
        const query = new URL(request.url).searchParams.get('query');
        if (query === 'asha') {
          await delay(2_000);
          return HttpResponse.json({
            success: true,
            results: [{ id: 'late1', role: 'Student', fields: { name: 'Late Answer' } }],
          });
        }
        return undefined;
      }),
    );
    const { user, box } = await openSearch();
    await user.type(box, 'asha');
    await wait(SETTLE_MS);
    expect(searched).toEqual(['asha']);
    expect(screen.getByText('Searching…', VISIBLE)).toBeInTheDocument();

    await user.clear(box);
    await search(user, box, 'vikram');
    expect(searched).toEqual(['asha', 'vikram']);
    expect(await screen.findByRole('option', { name: /Vikram Rao/ })).toBeInTheDocument();

    await wait(2_500, 10);
    expect(screen.queryByRole('option', { name: /Late Answer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Vikram Rao/ })).toBeInTheDocument();
  });
});

describe('what the results show', () => {
  it('groups results under People, Opportunities and Academics, each linking to its own page', async () => {
    const { user, box } = await openSearch();
    await search(user, box, 'dev');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['People', 'Opportunities', 'Academics']);
    const people = within(groups[0]!);
    expect(people.getByRole('option', { name: /Dev Patel/ })).toHaveAttribute(
      'href',
      `/developer/dev-patel/${getDb().accounts.find((a) => a.name === 'Dev Patel')!._id}`,
    );
    const jobs = within(groups[1]!);
    const job = jobs.getByRole('option', { name: /DevOps Engineer \(Job Opportunity\)/ });
    expect(job).toHaveAttribute('href', expect.stringMatching(/^\/job-details\/[0-9a-f]{24}$/));
    expect(jobs.getByRole('option', { name: /Backend Developer career track/ })).toHaveAttribute(
      'href',
      '/career?q=Backend%20Developer',
    );
    expect(within(groups[2]!).getByRole('option', { name: /Full-Stack Web Development/ })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/classes\/web-development\/full-stack-web-development-with-react-and-node\/[A-Za-z0-9_-]+$/,
      ),
    );
  });

  it("names what the deployed search found, under the schema's field names: a job by its title, else its company", async () => {
    server.use(
      http.get('*/v1/search/suggest/', () =>
        HttpResponse.json({
          success: true,
          results: [
            { id: '64c100000000000000000001', role: 'Job', fields: { jobTitle: 'Frontend Engineer' } },
            { id: '64c100000000000000000002', role: 'Job', fields: { companyName: 'Frontend Guild' } },
            {
              id: '64c100000000000000000003',
              role: 'Classes',
              fields: { className: 'Frontend Foundations' },
            },
          ],
        }),
      ),
    );
    const { user, box } = await openSearch();
    await search(user, box, 'frontend');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(
      within(listbox).getByRole('option', { name: /Frontend Engineer \(Job Opportunity\)/ }),
    ).toHaveAttribute('href', '/job-details/64c100000000000000000001');
    expect(
      within(listbox).getByRole('option', { name: /Frontend Guild \(Job Opportunity\)/ }),
    ).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: /Frontend Foundations/ })).toBeInTheDocument();
    expect(within(listbox).queryByText(/Untitled/)).not.toBeInTheDocument();
  });

  it('links a course to its course page under its category', async () => {
    const { user, box } = await openSearch();
    await search(user, box, 'kotlin');
    expect(screen.getByRole('option', { name: /Android with Kotlin/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/classes\/app-development\/android-with-kotlin\/[0-9a-f]{24}$/),
    );
  });

  it('caps what it renders, says how many more matched, and shows a result without a page as text', async () => {
    const results = [
      ...Array.from({ length: 40 }, (_, i) => ({
        id: `s${i}`,
        role: 'Student',
        fields: { name: `Student ${i}` },
      })),
      { id: 'weird id', role: 'Job', fields: { position: 'Odd Job' } },
    ];
    server.use(http.get('*/v1/search/suggest/', () => HttpResponse.json(results)));
    const { user, box } = await openSearch();
    await search(user, box, 'student');
    expect(screen.getAllByRole('option')).toHaveLength(MAX_RENDERED_RESULTS);
    expect(screen.getByText(/Showing 25 of 41 results\. 16 more matched/)).toBeInTheDocument();
    const odd = screen.getByRole('option', { name: /Odd Job \(Job Opportunity\)/ });
    expect(odd).not.toHaveAttribute('href');
    expect(odd.tagName).not.toBe('A');
  });
});

describe('keyboard', () => {
  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const { user, box, router } = await openSearch();
    await search(user, box, 'asha');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: /Asha Verma/ });
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/student/asha-verma/${demoAccount('student')._id}`),
    );
  });

  it("keeps the arrows and Enter pressed while 'Searching…' shows, and plays them on the results", async () => {
    const { user, box, router } = await openSearch();
    await user.type(box, 'asha');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByText('Searching…', VISIBLE)).toBeInTheDocument();
    await wait(SETTLE_MS);
    await wait(50);
    const option = screen.getByRole('option', { name: /Asha Verma/ });
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    expect(box).toHaveFocus();

    // Typed all at once, Enter included: the person lands where they would have with the list in front of them.
    await user.clear(box);
    await user.type(box, 'asha{ArrowDown}{Enter}');
    expect(screen.getByText('Searching…', VISIBLE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await wait(SETTLE_MS);
    await wait(50);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/student/asha-verma/${demoAccount('student')._id}`),
    );
  });

  it('drops the keys kept while searching once the text changes, or when nothing is found', async () => {
    const { user, box } = await openSearch();
    await user.type(box, 'pyth{ArrowDown}on');
    await wait(SETTLE_MS);
    await wait(50);
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.clear(box);
    await user.type(box, 'zzqx-nothing{ArrowDown}{Enter}');
    await wait(SETTLE_MS);
    await wait(50);
    expect(screen.getByText('No results found', VISIBLE)).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'asha');
    await wait(SETTLE_MS);
    await wait(50);
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('wraps around: ArrowUp from the top goes to the last result', async () => {
    const { user, box } = await openSearch();
    await search(user, box, 'python');
    const options = screen.getAllByRole('option');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
  });
});

describe('loading, empty and failure', () => {
  it('announces loading, then the count, politely', async () => {
    const { user, box } = await openSearch();
    await user.type(box, 'python');
    await wait(SETTLE_MS - 1);
    const live = screen.getByRole('dialog').querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('Searching…');
    await wait(60);
    expect(live).toHaveTextContent('3 results');
    expect(box).toHaveFocus();
  });

  it("shows 'No results found' with four tags from the fixed list; a tag searches its term", async () => {
    const { user, box } = await openSearch();
    await search(user, box, 'zzqx-nothing');
    expect(screen.getByText('No results found', VISIBLE)).toBeInTheDocument();
    expect(screen.getByText('Try different keywords', VISIBLE)).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Suggested searches' })).getAllByRole('button');
    expect(tags).toHaveLength(4);
    const terms = tags.map((t) => t.textContent!);
    expect(new Set(terms).size).toBe(4);
    for (const term of terms) expect(SEARCH_TERMS).toContain(term);

    await user.click(tags[0]!);
    expect(box).toHaveValue(terms[0]);
    expect(box).toHaveFocus();
    await wait(FETCH_DEBOUNCE_MS + 50);
    expect(searched).toEqual(['zzqx-nothing', terms[0]]);
  });

  it("on failure shows the spec's text and a 'Clear Search' button that clears the query and the results", async () => {
    server.use(
      http.get('*/v1/search/suggest/', () =>
        HttpResponse.json({ success: false, error: 'boom' }, { status: 500 }),
      ),
    );
    const { user, box } = await openSearch();
    await search(user, box, 'asha');
    await wait(100);
    expect(screen.getByText('Failed to fetch. Please try/refresh again.', VISIBLE)).toBeInTheDocument();
    expect(screen.getByText('Not found, check your network', VISIBLE)).toBeInTheDocument();
    // The request layer's retries are the only ones: four attempts for one pause.
    expect(searched).toEqual(['asha', 'asha', 'asha', 'asha']);
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByText('Not found, check your network')).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
