import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/http/query-client';
import JobsPage from '@/features/jobs/pages/jobs-page';
import { jobsQuery } from '@/entities/job/use-jobs';
import { SKELETON_CARD_COUNT } from '@/features/jobs/job-constants';

const page = () => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter initialEntries={['/career']}>
      <JobsPage />
    </MemoryRouter>
  </QueryClientProvider>
);

describe('the prerendered board', () => {
  it('hydrates without a mismatch, with its cards and its count of open roles', async () => {
    const html = renderToString(page());
    queryClient.clear();
    await queryClient.prefetchQuery(jobsQuery);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: recoverable });
    });
    expect(await screen.findByText(/^\d[\d,]* open roles? right now\.$/)).toBeInTheDocument();
    expect(container.querySelectorAll('article').length).toBeGreaterThan(0);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});

describe('the board when its list arrives', () => {
  it('puts up as many cards as the skeletons in the render that brings the list, then the rest', async () => {
    queryClient.clear();
    const container = document.createElement('div');
    document.body.append(container);
    // What each commit showed: the cards on screen, and whether their list said it was still busy.
    const commits: { cards: number; busy: boolean }[] = [];
    const record = () =>
      commits.push({
        cards: container.querySelectorAll('article').length,
        busy: container.querySelector('ul[aria-busy="true"]') !== null,
      });
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Profiler id="board" onRender={record}>
          {page()}
        </Profiler>,
      ),
    );
    await waitFor(() => expect(commits.at(-1)?.cards).toBeGreaterThan(SKELETON_CARD_COUNT));
    expect(commits.find((c) => c.cards > 0)).toEqual({ cards: SKELETON_CARD_COUNT, busy: true });
    expect(commits.at(-1)?.busy).toBe(false);
    await act(async () => root.unmount());
    container.remove();
  });
});
