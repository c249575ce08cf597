import { describe, expect, it } from 'vitest';
import { postLogin } from '@/features/auth/api/login';
import { loginFailureText } from '@/features/auth/log-in';
import { LoginFlowError, fieldForMessage, validateLogin } from '@/features/auth/login-rules';
import { answeredError } from '../utils/axios-errors';

describe('validateLogin', () => {
  it.each([
    [{ email: '', password: 'Password123' }, { email: 'Email is required' }],
    [{ email: '   ', password: 'Password123' }, { email: 'Email is required' }],
    [{ email: 'a@b', password: 'Password123' }, { email: 'Invalid email address' }],
    [{ email: 'a b@c.de', password: 'Password123' }, { email: 'Invalid email address' }],
    [{ email: 'a@b.co', password: '' }, { password: 'Password is required' }],
    [{ email: 'a@b.co', password: '1234567' }, { password: 'Password must be at least 8 characters' }],
    [{ email: ' a@b.co ', password: '12345678' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateLogin(values)).toEqual(errors);
  });
});

describe('loginFailureText', () => {
  it.each([
    [answeredError(404, { success: false, message: 'User not found' }), 'No account found with this email.'],
    [answeredError(400, { success: false, message: 'Invalid credentials' }), 'Incorrect password.'],
    [
      answeredError(500, {
        success: false,
        message: 'Server error',
        error: 'data and hash arguments required',
      }),
      'Login failed. Please try again.',
    ],
    [answeredError(502, '<html>Bad gateway</html>'), 'Login failed. Please try again.'],
    [answeredError(404, '<pre>Cannot POST /v1/auth/login</pre>'), 'Server error: 404'],
    [answeredError(403, { message: 'Account disabled' }), 'Account disabled'],
    [new LoginFlowError('Invalid login credentials'), 'Invalid login credentials'],
  ])('maps failure %# to %j', (error, text) => {
    expect(loginFailureText(error)).toBe(text);
  });
});

describe('fieldForMessage', () => {
  it.each([
    ['No account found with this email.', 'email'],
    ['Email and password are required', 'email'],
    ['E-mail is not verified', 'email'],
    ['Incorrect password.', 'password'],
    ['Invalid login credentials', null],
    ['Login failed. Please try again.', null],
  ])('%j → %j', (text, field) => {
    expect(fieldForMessage(text)).toBe(field);
  });
});

describe('postLogin', () => {
  it('requires email and password before any call', async () => {
    await expect(postLogin({ email: '  ', password: 'x' })).rejects.toThrow(
      'Email and password are required',
    );
    await expect(postLogin({ email: 'a@b.co', password: '' })).rejects.toThrow(
      'Email and password are required',
    );
  });
});
