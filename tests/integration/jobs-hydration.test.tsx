import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/api/query-client';
import JobsPage from '@/features/jobs/pages/jobs-page';
import { jobsQuery } from '@/lib/api/use-jobs';

const page = () => (
  <MemoryRouter initialEntries={['/career']}>
    <JobsPage />
  </MemoryRouter>
);

describe('the prerendered board', () => {
  it('hydrates without a mismatch when the list is already in the cache, then shows the jobs', async () => {
    const html = renderToString(page());
    expect(html).toContain('Loading jobs…');

    // The list's request starts with the page's code: on a fast backend it is in before hydration.
    queryClient.clear();
    await queryClient.prefetchQuery(jobsQuery);
    expect(queryClient.getQueryData(jobsQuery.queryKey)).toBeDefined();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading jobs…')).not.toBeInTheDocument();
    container.remove();
  });
});
