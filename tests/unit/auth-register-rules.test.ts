import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTER_FORM,
  RegistrationFailedError,
  buildRegisterPayload,
  duplicateKeyText,
  registrationErrorText,
  validateRegister,
  type RegisterForm,
} from '@/features/auth/register-rules';
import { answeredError, unansweredError } from '../utils/axios-errors';

const form = (over: Partial<RegisterForm> = {}): RegisterForm => ({
  ...EMPTY_REGISTER_FORM,
  name: 'Asha Verma',
  email: 'asha@x.dev',
  password: 'Password123',
  phoneNumber: '9876543210',
  bio: 'Final-year student, into data.',
  ...over,
});

describe('validateRegister', () => {
  it('accepts a complete form', () => expect(validateRegister(form())).toEqual({}));
  it.each([
    [{ name: '  ' }, 'name', 'Full Name is required.'],
    [{ name: 'Asha_V' }, 'name', 'Only letters and spaces allowed.'],
    [{ email: '' }, 'email', 'Email is required.'],
    [{ email: 'asha@x' }, 'email', 'Invalid email format.'],
    [{ password: '' }, 'password', 'Password is required.'],
    [{ password: 'Pass123' }, 'password', 'Password must be at least 8 characters.'],
    [{ phoneNumber: '' }, 'phoneNumber', 'Phone number is required.'],
    [{ phoneNumber: '98765 4321' }, 'phoneNumber', 'Phone must be 10 digits.'],
    [{ phoneNumber: '98765432101' }, 'phoneNumber', 'Phone must be 10 digits.'],
    [{ role: 'teacher' }, 'role', 'Invalid role selected'],
    [{ role: '' }, 'role', 'Invalid role selected'],
    [{ bio: ' \n ' }, 'bio', 'Please write a short bio.'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'Keep your bio to 500 characters or fewer.'],
    [
      { email: 'asha+jobs@x.dev' },
      'email',
      'Addresses with a “+” are not accepted yet. Use the address without the + part (asha@x.dev).',
    ],
    [
      { email: 'Asha@X.Tech' },
      'email',
      'Addresses ending in “.tech” are not accepted yet: only endings of two or three letters, such as .com, .in or .dev. Please use another address.',
    ],
  ])('%j → %s: %s', (over, field, message) => {
    expect(validateRegister(form(over))).toEqual({ [field]: message });
  });
  it('counts the bio after trimming: 500 characters with spaces around are accepted', () => {
    expect(validateRegister(form({ bio: `  ${'x'.repeat(500)}  ` }))).toEqual({});
  });
  it('asks only a student for a bio', () => {
    expect(validateRegister(form({ role: 'developer', bio: '' }))).toEqual({});
    expect(validateRegister(form({ role: 'recruiter', bio: '', companyWebsite: 'https://acme.io' }))).toEqual(
      {},
    );
  });
  it('requires a company website from a recruiter only', () => {
    expect(validateRegister(form({ role: 'recruiter', companyWebsite: '  ' }))).toEqual({
      companyWebsite: 'Company website is required.',
    });
    expect(validateRegister(form({ role: 'recruiter', companyWebsite: 'https://acme.io' }))).toEqual({});
    expect(validateRegister(form({ role: 'developer', companyWebsite: '' }))).toEqual({});
  });
});

describe('buildRegisterPayload', () => {
  it("builds the base payload: email trimmed and lower-cased, username from it, role lower-case, the student's bio trimmed", () => {
    expect(
      buildRegisterPayload(form({ email: '  Asha.V@X.dev ', role: 'Student', bio: ' Into data. ' })),
    ).toEqual({
      name: 'Asha Verma',
      email: 'asha.v@x.dev',
      password: 'Password123',
      phoneNumber: '9876543210',
      username: 'asha.v',
      role: 'student',
      bio: 'Into data.',
    });
  });

  it('adds the developer extras with defaults, and never the experience string the backend keeps as a list', () => {
    const payload = buildRegisterPayload(
      form({
        role: 'developer',
        experience: '1-3 years',
        fieldOfInterest: '',
        github: ' https://github.com/a ',
      }),
    );
    expect(payload).toMatchObject({
      fieldOfInterest: 'Web Development',
      linkedin: '',
      github: 'https://github.com/a',
    });
    expect(payload).not.toHaveProperty('experience');
  });

  it('adds the recruiter extras, without openings sent as a job title or a list', () => {
    const payload = buildRegisterPayload(
      form({ role: 'recruiter', openings: 'Available', companyWebsite: 'https://acme.io' }),
    );
    expect(payload).toMatchObject({ linkedin: '', companyWebsite: 'https://acme.io' });
    expect(payload).not.toHaveProperty('position');
    expect(payload).not.toHaveProperty('openPositions');
    expect(payload).not.toHaveProperty('experience');
  });

  it('sends the username the person chose, lower-cased, instead of the one from the email', () => {
    expect(
      buildRegisterPayload(form({ email: 'asha@college.example.org', username: ' Asha.College ' })),
    ).toMatchObject({
      username: 'asha.college',
    });
    expect(buildRegisterPayload(form({ email: 'asha@college.example.org', username: '' }))).toMatchObject({
      username: 'asha',
    });
  });

  it('checks the username only once it is asked for', () => {
    expect(validateRegister(form({ username: '' }))).toEqual({});
    expect(validateRegister(form({ username: '' }), { askUsername: true })).toEqual({
      username: 'Choose a username.',
    });
    expect(validateRegister(form({ username: 'a!' }), { askUsername: true }).username).toMatch(
      /^Use 3 to 30/,
    );
    expect(validateRegister(form({ username: 'asha.college' }), { askUsername: true })).toEqual({});
  });
});

describe('duplicateKeyText', () => {
  it.each([
    [
      'E11000 duplicate key error collection: app.students index: phoneNumber_1 dup key: { phoneNumber: "9876543210" }',
      'Phone number already registered!',
    ],
    [
      'E11000 duplicate key error collection: app.developers index: email_1 dup key: { email: "a@b.co" }',
      'Email already registered!',
    ],
    [
      'E11000 duplicate key error collection: app.recruiters index: username_1 dup key: { username: "asha" }',
      'Username already registered!',
    ],
    ['duplicate key error dup key: { username: "phone" }', 'Username already registered!'],
    ['Student validation failed: bio: Path `bio` is required.', null],
  ])('%s → %s', (text, message) => expect(duplicateKeyText(text)).toBe(message));
});

describe('registrationErrorText', () => {
  it.each([
    [
      '409 email in use',
      answeredError(409, { success: false, message: 'Email is already registered' }),
      'Email already registered!',
    ],
    [
      'student/developer E11000 in error',
      answeredError(400, {
        success: false,
        message: 'Error in registration',
        error:
          'E11000 duplicate key error collection: app.students index: username_1 dup key: { username: "a" }',
      }),
      'Username already registered!',
    ],
    [
      'recruiter E11000 in details',
      answeredError(500, {
        success: false,
        error: 'Registration failed',
        details:
          'E11000 duplicate key error collection: app.recruiters index: phoneNumber_1 dup key: { phoneNumber: "1" }',
      }),
      'Phone number already registered!',
    ],
    [
      'recruiter validation in details',
      answeredError(500, {
        success: false,
        error: 'Registration failed',
        details: 'Recruiter validation failed: bio: x',
      }),
      'Recruiter validation failed: bio: x',
    ],
    [
      'developer validation in error',
      answeredError(400, {
        success: false,
        message: 'Error in registration',
        error: 'Developer validation failed: bio: x',
      }),
      'Developer validation failed: bio: x',
    ],
    [
      'student validation as message',
      answeredError(400, {
        success: false,
        message: 'Student validation failed: bio: Path `bio` is required.',
        error: 'Student validation failed: bio: Path `bio` is required.',
      }),
      'Student validation failed: bio: Path `bio` is required.',
    ],
    ['HTML crash', answeredError(500, '<pre>TypeError</pre>'), 'Server error: 500'],
    ['no reply', unansweredError(), 'Network error. Please try again.'],
    ['failed result', new RegistrationFailedError(), 'Registration failed.'],
    ['nothing to say', new Error(''), 'An unexpected error occurred.'],
  ])('%s', (_case, error, text) => expect(registrationErrorText(error)).toBe(text));
});

describe('a registration failure that carries no text at all', () => {
  it.each([null, undefined, {}, ''])("reads the spec's 'An unexpected error occurred.' for %j", (error) => {
    expect(registrationErrorText(error)).toBe('An unexpected error occurred.');
  });
});
