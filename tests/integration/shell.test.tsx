import { act, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
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
    await waitFor(() => expect(projects.router.state.location.pathname).toBe('/projects/all'), {
      timeout: 10_000,
    });
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
