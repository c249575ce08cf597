import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../utils/render-route';

describe('the shell', () => {
  it('shows the main navigation in the spec order, with Store going to /store/books', async () => {
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Home',
      'Community',
      'Career',
      'Classes',
      'Projects',
      'Store',
      'About Us',
    ]);
    expect(within(nav).getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/store/books');
  });

  it('has a footer with quick links, social links, contact details and a copyright line', async () => {
    renderRoute('/');
    expect(await screen.findByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Social links' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} CodersHub`))).toBeInTheDocument();
  });

  it('redirects /classes and /projects to their default categories', async () => {
    const classes = renderRoute('/classes');
    await waitFor(() => expect(classes.router.state.location.pathname).toBe('/classes/web-development'));
    classes.unmount();
    const projects = renderRoute('/projects');
    // The projects page is a lazy chunk: the URL changes once it has loaded.
    await waitFor(() => expect(projects.router.state.location.pathname).toBe('/projects/all'));
  });

  it('shows the 404 page for an unknown path, and Go Back returns to the previous page', async () => {
    const { router, user } = renderRoute('/community');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/no/such/page/here'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
  });

  it('sends Go Back home when the 404 page was the first page opened', async () => {
    const { router, user } = renderRoute('/missing-page');
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the router error page when a screen crashes', async () => {
    const { RouteErrorPage } = await import('@/app/pages/route-error-page');
    const Boom = () => {
      throw new Error('Kaboom');
    };
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }]);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Kaboom')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('opens and closes the mobile drawer from a labelled menu button, with Escape', async () => {
    const { user } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Career' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('toggles the theme, default light, and remembers the choice', async () => {
    const { user } = renderRoute('/');
    expect(document.documentElement).not.toHaveClass('dark');
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});

describe('a link with a malformed fragment', () => {
  it.each([
    ['/career#100%', { name: 'Find your next tech job' }],
    ['/#%E0%A4%A', { name: /Transform Your Tech Career/ }],
  ])('%s shows the page and ignores the fragment', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, ...heading })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('does not break a dashboard that scrolls to its sections', async () => {
    renderRoute('/admin-dashboard#100%', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});

describe('focus follows navigation', () => {
  it('moves focus to the new page’s heading and announces its title', async () => {
    const { user } = renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Career' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Find your next tech job' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The announcement is a state update made in the same frame: it renders in React's next task.
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"][aria-atomic="true"]')).toHaveTextContent(
        'Jobs · CodersHub',
      ),
    );
  });

  it('moves focus to a heading that arrives after the page, unless the person has moved on', async () => {
    const { RouteFocus } = await import('@/app/layouts/route-focus');
    const Late = ({ title }: { title: string }) => {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 100);
        return () => clearTimeout(timer);
      }, []);
      return ready ? <h1>{title}</h1> : <p>Loading…</p>;
    };
    const router = createMemoryRouter([
      {
        element: (
          <>
            <button type="button">Elsewhere</button>
            <main id="main">
              <Outlet />
            </main>
            <RouteFocus />
          </>
        ),
        children: [
          { path: '/', element: <h1>Start</h1> },
          { path: '/late', element: <Late title="Arrived" /> },
          { path: '/later', element: <Late key="later" title="Arrived too" /> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/late'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Arrived' })).toHaveFocus());

    await act(() => router.navigate('/later'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await screen.findByRole('heading', { name: 'Arrived too' });
    await new Promise((r) => requestAnimationFrame(r));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('leaves focus alone on the first page of a visit', async () => {
    renderRoute('/career');
    await screen.findByRole('heading', { level: 1, name: 'Find your next tech job' });
    await new Promise((r) => requestAnimationFrame(r));
    expect(document.body).toHaveFocus();
  });

  it('keeps focus and scroll on a control inside a [data-in-page-nav] region that is still on screen', async () => {
    const { router } = renderRoute('/');
    await screen.findByRole('navigation', { name: 'Main' });
    const region = document.createElement('div');
    region.dataset.inPageNav = '';
    const tab = document.createElement('button');
    region.append(tab);
    document.body.append(region);
    tab.focus();
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/career'));
    await screen.findByRole('heading', { level: 1, name: 'Find your next tech job' });
    await new Promise((r) => requestAnimationFrame(r));
    expect(tab).toHaveFocus();
    expect(window.scrollTo).not.toHaveBeenCalled();
    region.remove();
  });
});
