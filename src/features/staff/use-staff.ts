import { useCallback } from 'react';
import { staffStorageKeyFor, useSavedStaff } from '@/entities/staff/staff-store';
import { useSession } from '@/lib/session/use-session';
import {
  addStaff,
  newStaffId,
  removeStaff,
  toggleStaffActive,
  updateStaff,
  type StaffValues,
} from './staff-rules';

/**
 * The logged-in superadmin's staff list, kept in this browser, with its four local actions; each returns false
 * when storage refused the change (full or blocked), so the screen can say so where the person acted.
 */
export function useStaff() {
  const session = useSession();
  const key = staffStorageKeyFor(session?.user);
  const [staff, save] = useSavedStaff(key);
  return {
    staff,
    add: useCallback(
      (values: StaffValues, id?: string | null) => save(addStaff(staff, values, id || newStaffId())),
      [staff, save],
    ),
    update: useCallback(
      (id: string, values: StaffValues) => save(updateStaff(staff, id, values)),
      [staff, save],
    ),
    toggle: useCallback((id: string) => save(toggleStaffActive(staff, id)), [staff, save]),
    remove: useCallback((id: string) => save(removeStaff(staff, id)), [staff, save]),
  };
}
