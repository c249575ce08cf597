import { describe, expect, it } from 'vitest';
import type { StaffUser } from '@/entities/staff/staff-store';
import {
  STAFF_MESSAGES,
  addStaff,
  filterStaff,
  removeStaff,
  toggleStaffActive,
  updateStaff,
  validateStaff,
} from '@/features/staff/staff-rules';

const priya: StaffUser = { id: 'a', name: 'Priya', email: 'priya@school.dev', role: 'teacher', active: true };
const omar: StaffUser = { id: 'b', name: 'Omar', email: 'omar@school.dev', role: 'admin', active: false };

describe('validateStaff', () => {
  it('needs a name and an email', () => {
    expect(validateStaff({ name: '  ', email: '', role: 'teacher' }, [])).toEqual({
      ok: false,
      errors: { name: STAFF_MESSAGES.nameRequired, email: STAFF_MESSAGES.emailRequired },
    });
  });

  it.each(['asha', 'asha@', '@school.dev', 'asha@school', 'asha@school.c', 'as ha@school.dev', 'a@b@c.dev'])(
    'refuses the email %s',
    (email) => {
      expect(validateStaff({ name: 'Asha', email, role: 'teacher' }, [])).toEqual({
        ok: false,
        errors: { email: STAFF_MESSAGES.emailInvalid },
      });
    },
  );

  it.each(['asha@school.dev', 'asha.verma+staff@mail.school.co.in', 'a-b@x-y.org'])(
    'accepts the email %s',
    (email) => {
      expect(validateStaff({ name: 'Asha', email, role: 'admin' }, []).ok).toBe(true);
    },
  );

  it('accepts only the roles teacher and admin', () => {
    expect(validateStaff({ name: 'Asha', email: 'asha@school.dev', role: 'student' }, [])).toEqual({
      ok: false,
      errors: { role: STAFF_MESSAGES.roleInvalid },
    });
  });

  it('cleans the values: trimmed, single-spaced name; trimmed, lower-case email', () => {
    expect(
      validateStaff({ name: '  Asha   Verma ', email: ' Asha@School.DEV ', role: 'teacher' }, []),
    ).toEqual({
      ok: true,
      values: { name: 'Asha Verma', email: 'asha@school.dev', role: 'teacher' },
    });
  });

  it('refuses an email already in the list, whatever its case', () => {
    expect(validateStaff({ name: 'X', email: 'PRIYA@school.dev', role: 'admin' }, [priya, omar])).toEqual({
      ok: false,
      errors: { email: STAFF_MESSAGES.emailDuplicate },
    });
  });

  it('lets an edited record keep its own email but not take another record’s', () => {
    expect(
      validateStaff({ name: 'Priya', email: 'priya@school.dev', role: 'admin' }, [priya, omar], 'a').ok,
    ).toBe(true);
    expect(
      validateStaff({ name: 'Priya', email: 'Omar@School.dev', role: 'teacher' }, [priya, omar], 'a'),
    ).toEqual({
      ok: false,
      errors: { email: STAFF_MESSAGES.emailDuplicate },
    });
  });
});

describe('staff list actions', () => {
  it('adds a new user first, active', () => {
    expect(addStaff([priya], { name: 'New', email: 'new@x.dev', role: 'admin' }, 'n')).toEqual([
      { id: 'n', name: 'New', email: 'new@x.dev', role: 'admin', active: true },
      priya,
    ]);
  });

  it('updates name, email and role of one record, keeping its status', () => {
    expect(updateStaff([priya, omar], 'b', { name: 'Omar K', email: 'ok@x.dev', role: 'teacher' })).toEqual([
      priya,
      { id: 'b', name: 'Omar K', email: 'ok@x.dev', role: 'teacher', active: false },
    ]);
  });

  it('toggles one record and removes one record', () => {
    expect(toggleStaffActive([priya, omar], 'b')[1]!.active).toBe(true);
    expect(toggleStaffActive([priya, omar], 'a')[0]!.active).toBe(false);
    expect(removeStaff([priya, omar], 'a')).toEqual([omar]);
  });

  it('filters All / Teachers / Admins', () => {
    expect(filterStaff([priya, omar], 'all')).toEqual([priya, omar]);
    expect(filterStaff([priya, omar], 'teacher')).toEqual([priya]);
    expect(filterStaff([priya, omar], 'admin')).toEqual([omar]);
  });
});
