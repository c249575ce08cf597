import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MESSAGES, duplicateKeyField, errorTexts, toErrorMessage } from '@/lib/http/errors';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function withResponse(status: number, data: unknown): AxiosError {
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
}

function noResponse(code: string, message = 'Network Error'): AxiosError {
  return new AxiosError(message, code, config, {});
}

afterEach(() => vi.unstubAllGlobals());

describe('toErrorMessage: the spec catalogue, row by row, in its order', () => {
  it.each([
    [
      'server `message`',
      withResponse(400, { success: false, message: 'Invalid credentials' }),
      'Invalid credentials',
    ],
    [
      '`message` wins over `error`',
      withResponse(500, { message: 'Server error', error: 'data and hash arguments required' }),
      'Server error',
    ],
    [
      '`error` when there is no message',
      withResponse(401, { error: 'Unauthorized - No token' }),
      'Unauthorized - No token',
    ],
    [
      '`error` summary of a recruiter failure (details aside)',
      withResponse(500, { success: false, error: 'Registration failed', details: 'E11000 …' }),
      'Registration failed',
    ],
    [
      'blank message falls through to error',
      withResponse(400, { message: '  ', error: 'jwt expired' }),
      'jwt expired',
    ],
    ['neither → Server error: {status}', withResponse(502, { success: false }), 'Server error: 502'],
    [
      'HTML body → Server error: {status}',
      withResponse(404, '<!DOCTYPE html><pre>Cannot GET /v1/x</pre>'),
      'Server error: 404',
    ],
    ['empty body → Server error: {status}', withResponse(500, ''), 'Server error: 500'],
    ['a JSON array body → Server error: {status}', withResponse(400, ['x']), 'Server error: 400'],
    [
      'unparsable 2xx body',
      new ApiError(MESSAGES.invalidJson, 200, '<html>'),
      'Invalid JSON response from server',
    ],
    [
      'a SyntaxError from parsing',
      new SyntaxError('Unexpected token <'),
      'Invalid JSON response from server',
    ],
    [
      'request sent, no reply (network error)',
      noResponse('ERR_NETWORK'),
      'No response from server. Please refresh/try again.',
    ],
    [
      'request sent, no reply (timeout)',
      noResponse('ECONNABORTED', 'timeout of 20000ms exceeded'),
      'No response from server. Please refresh/try again.',
    ],
    ['any other error: its message', new Error('Boom'), 'Boom'],
    ['an error without a message', new Error(''), 'An unexpected error occurred'],
    ['something that is not an error at all, with no message', { weird: true }, 'An unknown error occurred'],
    ['nothing at all (undefined)', undefined, 'An unknown error occurred'],
    ['nothing at all (null)', null, 'An unknown error occurred'],
    ['an empty string', '', 'An unknown error occurred'],
    ['a thrown string: its text', 'Quota exceeded', 'Quota exceeded'],
    ['an object that carries a message', { message: 'Card declined' }, 'Card declined'],
  ])('%s', (_name, error, expected) => {
    expect(toErrorMessage(error)).toBe(expected);
  });

  it('reports no internet connection when the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(toErrorMessage(noResponse('ERR_NETWORK'))).toBe(
      'No internet connection. Please check your network.',
    );
  });

  it('still prefers a server answer over the offline check', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(toErrorMessage(withResponse(400, { message: 'Invalid credentials' }))).toBe('Invalid credentials');
  });

  it('an axios error that never left the client keeps its own message', () => {
    const err = new AxiosError('Invalid URL', 'ERR_INVALID_URL', config);
    expect(toErrorMessage(err)).toBe('Invalid URL');
  });
});

describe("the backend's failure texts", () => {
  it('reads message, else error, else details (where the recruiter routes put theirs)', () => {
    expect(toErrorMessage(withResponse(400, { success: false, details: 'Cast to Number failed' }))).toBe(
      'Cast to Number failed',
    );
    expect(toErrorMessage(withResponse(400, { error: 'Profile update failed', details: 'x' }))).toBe(
      'Profile update failed',
    );
  });

  it('joins every text of a body, for a summary in one field and its detail in another', () => {
    const err = withResponse(400, {
      message: ' Error in updating ',
      error: 'Validation failed: bio: short',
      details: 3,
    });
    expect(errorTexts(err)).toBe('Error in updating Validation failed: bio: short');
    expect(errorTexts(withResponse(500, '<!DOCTYPE html>'))).toBe('');
  });

  it('names the unique field of a duplicate key by its index, not by a value that mentions another field', () => {
    expect(
      duplicateKeyField(
        'E11000 duplicate key error collection: app.users index: email_1 dup key: { email: "username@x.io" }',
      ),
    ).toBe('email');
    expect(duplicateKeyField('E11000 duplicate key error dup key: { phoneNumber: "98765" }')).toBe(
      'phoneNumber',
    );
    expect(duplicateKeyField('E11000 duplicate key error collection: app.students index: username_1')).toBe(
      'username',
    );
    expect(duplicateKeyField('Validation failed: email: bad')).toBeNull();
  });
});
