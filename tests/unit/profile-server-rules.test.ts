import { describe, expect, it } from 'vitest';
import {
  ROLE_FIELDS,
  updateBody,
  validateServerProfile,
  valuesFromDocument,
  type ServerProfileValues,
  type ServerRole,
} from '@/features/profile/server-profile';
import { PICTURE_MAX_BYTES, pictureProblem } from '@/features/profile/picture-rules';
import { validatePasswordChange } from '@/features/profile/password-rules';

/** The fields each role's update takes safely (api-contract.md, "A person's own writes"). */
const CONTRACT: Record<ServerRole, string[]> = {
  student: ['name', 'bio', 'phoneNumber', 'degree', 'collegeName', 'skills', 'linkedIn', 'email', 'username'],
  developer: ['name', 'bio', 'fieldOfInterest', 'skills', 'linkedin', 'github', 'portfolioWebsite'],
  recruiter: [
    'name',
    'companyName',
    'position',
    'companyDescription',
    'companyType',
    'linkedin',
    'companyWebsite',
  ],
  teacher: ['name', 'experience', 'subject', 'linkedin', 'github'],
  admin: ['name'],
};

const user = { name: 'Asha', email: 'asha@mail.com', username: 'asha', picture: '' };
const roles = Object.keys(CONTRACT) as ServerRole[];

describe("an update's body", () => {
  it.each(roles)('for a %s holds its whitelist alone, whatever the values carry', (role) => {
    const values = {
      ...valuesFromDocument(role, {}, user),
      password: 'Sneaky123',
      role: 'admin',
      _id: 'x',
      $set: 'y',
    } as ServerProfileValues;
    const body = updateBody(role, values);
    expect(Object.keys(body).sort()).toEqual([...CONTRACT[role]].sort());
    for (const key of ['password', 'role', '_id']) expect(body).not.toHaveProperty(key);
    expect(Object.keys(body).some((k) => k.startsWith('$'))).toBe(false);
  });

  it('sends lists as lists, the student’s LinkedIn as the model spells it, and reads them back', () => {
    const doc = {
      name: 'Asha',
      skills: ['React', 'Go'],
      linkedIn: 'https://linkedin.com/in/asha',
      bio: 'Hi',
    };
    const values = valuesFromDocument('student', doc, user);
    expect(values.skills).toBe('React, Go');
    expect(values.linkedin).toBe('https://linkedin.com/in/asha');
    const body = updateBody('student', { ...values, skills: 'React, go, Go, ,Rust' });
    expect(body.skills).toEqual(['React', 'go', 'Rust']);
    expect(body.linkedIn).toBe('https://linkedin.com/in/asha');
    expect(
      updateBody('teacher', { ...valuesFromDocument('teacher', {}, user), subject: 'DSA, Web' }).subject,
    ).toEqual(['DSA', 'Web']);
  });
});

describe('what the form checks before sending', () => {
  it("requires the student's bio, phone and a backend-accepted address; links are http(s) only", () => {
    const values = {
      ...valuesFromDocument('student', {}, user),
      bio: ' ',
      phoneNumber: '12',
      email: 'a+b@mail.com',
    };
    const errors = validateServerProfile('student')({ ...values, linkedin: 'javascript:alert(1)' });
    expect(errors.bio).toBe('Please write a short bio.');
    expect(errors.phoneNumber).toMatch(/10 digits/);
    expect(errors.email).toMatch(/“\+”/);
    expect(errors.linkedin).toMatch(/http:\/\/ or https:\/\//);
  });

  it("does not check a developer's email or username (they are not sent), and caps the bio", () => {
    const values = {
      ...valuesFromDocument('developer', {}, user),
      email: '',
      username: '',
      bio: 'x'.repeat(501),
    };
    const errors = validateServerProfile('developer')(values);
    expect(errors.email).toBeUndefined();
    expect(errors.username).toBeUndefined();
    expect(errors.bio).toMatch(/500 characters/);
  });

  it('lists every role’s own fields', () => {
    expect(ROLE_FIELDS.admin).toEqual([]);
    expect(ROLE_FIELDS.recruiter.find((f) => f.name === 'companyWebsite')?.required).toBe(true);
  });
});

describe('the picture and the password, before sending', () => {
  it.each([
    [null, /first/],
    [{ name: 'a.gif', type: 'image/gif', size: 10 }, /JPEG or PNG/],
    [{ name: 'a.png', type: 'image/png', size: PICTURE_MAX_BYTES + 1 }, /2 MB/],
    [{ name: 'a.PNG', type: '', size: 10 }, null],
    [{ name: 'a.jpg', type: 'image/jpeg', size: PICTURE_MAX_BYTES }, null],
  ])('%j → %s', (file, expected) => {
    const problem = pictureProblem(file);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });

  it('needs the current password, a new one of 8+, not the same, typed twice alike', () => {
    expect(validatePasswordChange({ current: '', next: 'short', confirm: 'other' })).toEqual({
      current: 'Enter your current password.',
      next: 'Password must be at least 8 characters.',
      confirm: 'The two new passwords do not match.',
    });
    expect(
      validatePasswordChange({ current: 'Same12345', next: 'Same12345', confirm: 'Same12345' }).next,
    ).toMatch(/not the current one/);
    expect(validatePasswordChange({ current: 'Old123456', next: 'New123456', confirm: 'New123456' })).toEqual(
      {},
    );
  });
});
