import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/http/query-client';
import { projectsQuery } from '@/entities/project/projects';
import { jobsQuery } from '@/entities/job/use-jobs';
import { classesQuery } from '@/entities/class/classes';
import ClassesPage from '@/features/classes/pages/classes-page';
import JobsPage from '@/features/jobs/pages/jobs-page';
import ProjectsPage from '@/features/projects/pages/projects-page';

// A prerendered list page starts its query with its code (the route's loader). On a fast backend the answer is in
// before React hydrates the page: hydration must still find the prerendered markup (the skeletons), and the list
// follows in the render after (usePrerenderedList). Rendering the list during hydration made React throw the page
// away (error #418 in Lighthouse's console on /projects/all) and render it again from scratch.
const PAGES: {
  name: string;
  path: string;
  pattern: string;
  Page: ComponentType;
  /** Puts the page's list in the cache, as the loader's request does when it answers before hydration. */
  fetchList: () => Promise<unknown>;
  loading: RegExp;
}[] = [
  {
    name: 'jobs board',
    path: '/career',
    pattern: '/career',
    Page: JobsPage,
    fetchList: () => queryClient.fetchQuery(jobsQuery),
    loading: /Loading jobs…/,
  },
  {
    name: 'projects',
    path: '/projects/all',
    pattern: '/projects/:category',
    Page: ProjectsPage,
    fetchList: () => queryClient.fetchQuery(projectsQuery),
    loading: /Loading projects…/,
  },
  {
    name: 'classes',
    path: '/classes/web-development',
    pattern: '/classes/:category',
    Page: ClassesPage,
    fetchList: () => queryClient.fetchQuery(classesQuery),
    loading: /Loading classes…/,
  },
];

describe.each(PAGES)('the prerendered $name page', ({ path, pattern, Page, fetchList, loading }) => {
  const page = () => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );

  it('hydrates without a mismatch when its list is already in the cache, then shows the list', async () => {
    queryClient.clear();
    const html = renderToString(page());
    expect(html).toMatch(loading);

    expect(await fetchList()).toBeDefined();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    expect(screen.queryByText(loading)).not.toBeInTheDocument();
    container.remove();
  });
});
