import type { UserListItem } from '@/entities/user/users';
import { onFirstUse } from '@/lib/format/number';

/** What the users table can sort by: the spec asks for name and email. */
export type UserSortKey = 'name' | 'email';
export type SortDirection = 'ascending' | 'descending';
export interface UserSort {
  key: UserSortKey;
  direction: SortDirection;
}

// Made when a table first sorts, not when this module loads: making a collator loads locale data.
const collator = onFirstUse(() => new Intl.Collator('en', { sensitivity: 'base', numeric: true }));

/** Users whose name or email contains the query (case- and accent-insensitive); a blank query keeps everyone. */
export function searchUsers(users: readonly UserListItem[], query: string): UserListItem[] {
  const q = fold(query.trim());
  if (!q) return [...users];
  return users.filter((u) => fold(u.name).includes(q) || fold(u.email).includes(q));
}

function fold(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A sorted copy; null keeps the server's order. Blank values go last in either direction. */
export function sortUsers(users: readonly UserListItem[], sort: UserSort | null): UserListItem[] {
  const copy = [...users];
  if (!sort) return copy;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return copy.sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    if (!x || !y) return x === y ? 0 : x ? -1 : 1;
    return sign * collator().compare(x, y);
  });
}

/** A header click: a new column starts ascending; the same column flips. */
export function nextSort(current: UserSort | null, key: UserSortKey): UserSort {
  if (current?.key === key)
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}
