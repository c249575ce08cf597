import type { Role } from '@/lib/session/roles';

export interface MenuLink {
  to: string;
  label: string;
}

/** The dashboard links every logged-in person has (Logout is a button beside them). */
export const DASHBOARD_LINKS: MenuLink[] = [
  { to: '/', label: 'Back to home' },
  { to: '/profile', label: 'Profile' },
  { to: '/profile/notification', label: 'Notification' },
  { to: '/profile/editProfile', label: 'Edit Profile' },
];

/** The role menus of the spec; each link leads to a real page (or a section of one, by its element id). */
const ROLE_MENUS: Partial<Record<Role, { title: string; links: MenuLink[] }>> = {
  recruiter: {
    title: 'Recruiter',
    links: [
      { to: '/profile#my-postings', label: 'My postings' },
      { to: '/career/post-job', label: 'Post a job' },
    ],
  },
  admin: {
    title: 'Admin',
    links: [
      { to: '/admin-dashboard', label: 'Admin Dashboard' },
      { to: '/admin-dashboard#manage-users', label: 'Manage Users' },
    ],
  },
  teacher: {
    title: 'Teacher',
    links: [
      { to: '/teacher-dashboard', label: 'Teacher Dashboard' },
      { to: '/teacher-dashboard#my-classes', label: 'My Classes' },
    ],
  },
  superadmin: {
    title: 'Superadmin',
    links: [
      { to: '/superadmin-panel', label: 'Superadmin Panel' },
      { to: '/superadmin-panel#system-logs', label: 'System Logs' },
      { to: '/superAdmin', label: 'Manage Staff' },
    ],
  },
};

export function roleMenu(role: Role): { title: string; links: MenuLink[] } | null {
  return ROLE_MENUS[role] ?? null;
}

/** The spec's counts per role, all 0 until the backend has them. */
const ROLE_COUNTS: Partial<Record<Role, string[]>> = {
  student: ['Connections'],
  developer: ['Contributions'],
  recruiter: ['Jobs', 'Hired'],
};

export function roleCounts(role: Role): { label: string; value: number }[] {
  return (ROLE_COUNTS[role] ?? []).map((label) => ({ label, value: 0 }));
}

/**
 * Whether a menu link is the page being shown. A link with a #section is current only on that section; the plain
 * link is current on its page when no other link of the menu claims the hash.
 */
export function isCurrentLink(link: MenuLink, pathname: string, hash: string, siblings: MenuLink[]): boolean {
  const [path, section = ''] = link.to.split('#');
  const here = pathname.replace(/\/+$/, '') || '/';
  if (path !== here) return false;
  const current = hash.replace(/^#/, '');
  if (section) return section === current;
  return !siblings.some((s) => s.to === `${path}#${current}`);
}
