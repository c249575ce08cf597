export const ROLES = ['student', 'developer', 'recruiter', 'teacher', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Ranks for the guarded dashboards; every other role ranks 0. */
export const RANK = { teacher: 1, admin: 2, superadmin: 3 } as const;
export type RankedRole = keyof typeof RANK;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Accepts the backend's casing ("Student", "ADMIN") and returns the app's role, or null. */
export function parseRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return isRole(lower) ? lower : null;
}

export function rankOf(role: Role | null | undefined): number {
  return role && role in RANK ? RANK[role as RankedRole] : 0;
}

export function hasRank(role: Role | null | undefined, minimum: RankedRole): boolean {
  return rankOf(role) >= RANK[minimum];
}

export const ROLE_LABEL: Record<Role, string> = {
  student: 'Student',
  developer: 'Developer',
  recruiter: 'Recruiter',
  teacher: 'Teacher',
  admin: 'Admin',
  superadmin: 'Superadmin',
};
