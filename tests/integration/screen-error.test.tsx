import { render, screen, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainLayout } from '@/app/layouts/main-layout';
import { PlainLayout } from '@/app/layouts/plain-layout';
import DashboardLayout from '@/app/layouts/dashboard-layout';
import { createRoutes } from '@/app/routes';
import { ScreenErrorPage, isMissingCode } from '@/app/pages/screen-error-page';
import { everyRoute } from '../utils/routes';

const missing = () => new TypeError('Failed to fetch dynamically imported module: /assets/about-page-x.js');

/** A layout with a header and footer, and a screen whose code cannot be fetched, in the app's own arrangement. */
function renderBrokenScreen(error: unknown) {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <header>Site header</header>
          <Outlet />
          <footer>Site footer</footer>
        </>
      ),
      children: [
        { errorElement: <ScreenErrorPage />, children: [{ path: '/', lazy: () => Promise.reject(error) }] },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('a screen whose code cannot be loaded', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so inside the layout, with Retry, and the header and footer stay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBrokenScreen(missing());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'This page could not be loaded',
    );
    expect(alert).toHaveTextContent('Its code could not be fetched. Check your connection and try again.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Site header');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Site footer');
  });

  it('offline, says to connect first', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderBrokenScreen(missing());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline. Connect to the internet, then try again.',
    );
  });

  it("any other failure is the router's 'Unexpected Application Error!', still inside the layout", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBrokenScreen(new Error('boom'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it("recognises the browsers' wordings of a module that could not be fetched", () => {
    expect(isMissingCode(missing())).toBe(true);
    expect(isMissingCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCode(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isMissingCode(new Error('Unable to preload CSS for /assets/x.css'))).toBe(false);
    expect(isMissingCode(new TypeError('x is not a function'))).toBe(false);
  });

  it('every layout of the app puts its screens under this error element, so header and footer stay', async () => {
    const routes = everyRoute(createRoutes());
    // The dashboards' layout loads with their screens (a lazy route), the others are up front.
    const screens = await Promise.all(
      routes.map((r) => (typeof r.lazy === 'object' && r.children ? r.lazy.Component?.() : undefined)),
    );
    const layouts = routes.filter((r, i) => {
      const type = (r.element as { type?: unknown } | undefined)?.type;
      return type === MainLayout || type === PlainLayout || screens[i] === DashboardLayout;
    });
    expect(layouts).toHaveLength(6);
    for (const layout of layouts) {
      expect(layout.children).toHaveLength(1);
      expect(layout.children![0]!.errorElement).toEqual(<ScreenErrorPage />);
    }
  });
});
