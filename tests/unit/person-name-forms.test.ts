import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTER_FORM, validateRegister } from '@/features/auth/register-rules';
import { SAMPLE_ADDRESS, validateAddress } from '@/features/checkout/address';
import { validateProfile } from '@/features/profile/form-rules';
import { validateStaff } from '@/features/staff/staff-rules';

// Registration, edit profile, the delivery address and the staff form take a person's name by one rule
// (lib/validation/person-name.ts): letters of any script with their marks, and spaces, at most 80 characters.
describe('every form that takes a person’s name uses it', () => {
  const register = (name: string) => validateRegister({ ...EMPTY_REGISTER_FORM, name }).name;
  const profile = (name: string) =>
    validateProfile({ name, email: 'asha@example.com', username: 'asha', picture: '', bio: '' }).name;
  const address = (name: string) => validateAddress({ ...SAMPLE_ADDRESS, name }).name;
  const staff = (name: string) => {
    const result = validateStaff({ name, email: 'asha@school.dev', role: 'teacher' }, []);
    return result.ok ? undefined : result.errors.name;
  };

  it.each(['प्रिया शर्मा', 'José', 'தமிழ் செல்வி', '王小明'])(
    'registration, profile, address and staff take %s',
    (name) => {
      expect(register(name)).toBeUndefined();
      expect(profile(name)).toBeUndefined();
      expect(address(name)).toBeUndefined();
      expect(staff(name)).toBeUndefined();
    },
  );

  it.each(['Asha 2', 'Asha_V', 'Asha 🚀'])('all four refuse "%s" with the spec’s text', (name) => {
    expect(register(name)).toBe('Only letters and spaces allowed.');
    expect(profile(name)).toBe('Only letters and spaces allowed.');
    expect(address(name)).toBe('Only letters and spaces allowed.');
    expect(staff(name)).toBe('Only letters and spaces allowed.');
  });

  it('profile, address and staff refuse a name over 80 characters', () => {
    const long = 'A'.repeat(81);
    expect(profile(long)).toMatch(/80 characters/);
    expect(address(long)).toMatch(/80 characters/);
    expect(staff(long)).toMatch(/80 characters/);
    expect(profile('A'.repeat(80))).toBeUndefined();
  });
});
