import { ApiError } from '@casino/contract/routes';
import { describe, expect, it } from 'vitest';
import { errorFields, errorMessage } from './errors';

describe('errorMessage', () => {
  it("says a refused call in the platform's words", () => {
    expect(errorMessage(new ApiError(409, 'E-mail already registered'), 'Something went wrong!')).toBe(
      'E-mail already registered',
    );
  });

  it("says any other error's own message", () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Something went wrong!')).toBe('Failed to fetch');
  });

  it('falls back for an empty message, for what is not an error, and to an empty text by default', () => {
    expect(errorMessage(new ApiError(500, ''), 'Request failed')).toBe('Request failed');
    expect(errorMessage(new Error(''), 'Request failed')).toBe('Request failed');
    expect(errorMessage('a thrown string', 'Request failed')).toBe('Request failed');
    expect(errorMessage({ message: 'not an error' }, 'Request failed')).toBe('Request failed');
    expect(errorMessage(undefined)).toBe('');
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
  });
});

describe('errorFields', () => {
  it("answers a refused call's field messages and none for other failures", () => {
    expect(errorFields(new ApiError(400, 'Invalid', { email: 'Invalid email address' }))).toEqual({
      email: 'Invalid email address',
    });
    expect(errorFields(new ApiError(400, 'Invalid'))).toEqual({});
    expect(errorFields(new Error('Invalid'))).toEqual({});
    expect(errorFields(null)).toEqual({});
  });
});
