import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginArrival } from '@/lib/session/login-redirect';
import { RANK, ROLES, rankOf, type RankedRole, type Role } from '@/lib/session/roles';
import { renderRoute } from '../utils/render-route';

const PAGES: { path: string; min: RankedRole; heading: string }[] = [
  { path: '/teacher-dashboard', min: 'teacher', heading: 'Teacher Dashboard' },
  { path: '/admin-dashboard', min: 'admin', heading: 'Admin Dashboard' },
  { path: '/superadmin-panel', min: 'superadmin', heading: 'Superadmin Panel' },
  { path: '/superAdmin', min: 'superadmin', heading: 'Staff management' },
];

const cases = PAGES.flatMap((page) => ROLES.map((role) => ({ ...page, role })));

describe('the rank guard on each dashboard', () => {
  it.each(PAGES)('$path sends a visitor to /login, carrying the origin', async ({ path }) => {
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loginArrival(router.state.location)).toMatchObject({ from: { pathname: path } });
    expect(
      screen.queryByRole('heading', { level: 1, name: PAGES.find((p) => p.path === path)!.heading }),
    ).not.toBeInTheDocument();
  });

  it.each(cases)(
    '$path as $role',
    async ({ path, min, heading, role }: { path: string; min: RankedRole; heading: string; role: Role }) => {
      const { router } = renderRoute(path, { as: role });
      if (rankOf(role) >= RANK[min]) {
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe(path);
      } else {
        await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
        expect(screen.queryByRole('heading', { level: 1, name: heading })).not.toBeInTheDocument();
      }
    },
  );

  it('lets exactly the expected roles in (teacher+, admin+, superadmin only)', () => {
    const allowed = (min: RankedRole) => ROLES.filter((r) => rankOf(r) >= RANK[min]);
    expect(allowed('teacher')).toEqual(['teacher', 'admin', 'superadmin']);
    expect(allowed('admin')).toEqual(['admin', 'superadmin']);
    expect(allowed('superadmin')).toEqual(['superadmin']);
  });
});
