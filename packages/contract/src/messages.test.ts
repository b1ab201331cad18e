import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, RESULT_MESSAGES } from './messages';

describe('messages', () => {
  it('keeps the fallback texts of spec point 8 exactly', () => {
    expect(Object.values(ERROR_MESSAGES).sort()).toEqual(
      [
        'Something went wrong!',
        'Something went wrong',
        'Request failed',
        'Something Went Wrong',
        'Error in update',
      ].sort(),
    );
  });

  it("answers sign-out with the spec's text", () => {
    expect(RESULT_MESSAGES.signedOut).toBe('Signed Out Successful');
  });
});
