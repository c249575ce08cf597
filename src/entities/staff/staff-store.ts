import { useCallback, useSyncExternalStore } from 'react';
import { createChangeSignal } from '@/lib/storage/change-signal';
import { readRaw, writeJson } from '@/lib/storage/storage';

/**
 * The superadmin's staff users. The spec keeps them local only (no server call), so they live in this browser,
 * under a `codershub:saved:` key that logout preserves, one list per superadmin account.
 */
export const STAFF_ROLES = ['teacher', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffUser {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
}

export const STAFF_KEY_PREFIX = 'codershub:saved:staff';

/** The storage key of one superadmin's staff list. */
export function staffStorageKey(ownerId: string): string {
  return `${STAFF_KEY_PREFIX}:${ownerId || 'unknown'}`;
}

/** The key for a signed-in user: by account id, else by email (an admin login may carry no id). */
export function staffStorageKeyFor(user: { id: string; email: string } | null | undefined): string {
  return staffStorageKey(user?.id || user?.email || '');
}

/** A stored entry as a StaffUser (its known fields only), or null when one is missing or of another type. */
function readStaffUser(item: unknown): StaffUser | null {
  if (!item || typeof item !== 'object') return null;
  const { id, name, email, role, active } = item as Record<string, unknown>;
  if (typeof id !== 'string' || !id || typeof name !== 'string' || typeof email !== 'string') return null;
  const staffRole = STAFF_ROLES.find((r) => r === role);
  return staffRole && typeof active === 'boolean' ? { id, name, email, role: staffRole, active } : null;
}

/** Whatever is stored: corrupt JSON or another shape is an empty list; a malformed entry is dropped, the rest kept. */
export function parseStaff(raw: string | null): StaffUser[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => readStaffUser(item) ?? []);
}

const changes = createChangeSignal();
const snapshots = new Map<string, { raw: string | null; list: StaffUser[] }>();

export function readStaff(key: string): StaffUser[] {
  const raw = readRaw(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.list;
  const list = parseStaff(raw);
  snapshots.set(key, { raw, list });
  return list;
}

/** False when storage refused the write (full or blocked): the stored list is unchanged. */
export function writeStaff(key: string, list: readonly StaffUser[]): boolean {
  const kept = writeJson(key, list);
  if (kept) changes.emit();
  return kept;
}

function subscribe(listener: () => void): () => void {
  const unsubscribe = changes.subscribe(listener);
  // Another tab of the same browser changed the list.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(STAFF_KEY_PREFIX)) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    unsubscribe();
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The stored staff list of `key`, re-rendering on every change, with a setter that writes it through. */
export function useSavedStaff(key: string): [StaffUser[], (next: readonly StaffUser[]) => boolean] {
  const getSnapshot = useCallback(() => readStaff(key), [key]);
  const list = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const save = useCallback((next: readonly StaffUser[]) => writeStaff(key, next), [key]);
  return [list, save];
}
