import { describe, expect, it } from 'vitest';
import {
  INVALID_IMAGE_TYPE_MESSAGE,
  INVALID_KYC_FILE_TYPE_MESSAGE,
  formatFieldError,
  invalidFileTypeMessage,
  kycExpiredText,
  kycRejectedText,
  maxLengthMessage,
  minLengthMessage,
} from './messages';

describe('messages', () => {
  it('builds the length messages', () => {
    expect(minLengthMessage(2)).toBe('minimum length of 2');
    expect(maxLengthMessage(150)).toBe('maximum length of 150');
  });

  it('formats a field error with a leading star', () => {
    expect(formatFieldError('required')).toBe('* required');
  });

  it('lists the allowed file types', () => {
    expect(invalidFileTypeMessage(['a/b', 'c/d'])).toBe('Invalid file type. Types Allowed: a/b, c/d');
    expect(INVALID_IMAGE_TYPE_MESSAGE).toBe('Invalid file type. Types Allowed: image/jpeg, image/png, image/jpg');
    expect(INVALID_KYC_FILE_TYPE_MESSAGE).toBe(
      'Invalid file type. Types Allowed: image/jpeg, image/png, image/jpg, application/pdf',
    );
  });

  it('writes the KYC rejection and expiry texts', () => {
    expect(kycRejectedText('blurry photo')).toBe('rejected due to blurry photo');
    expect(kycRejectedText('  ')).toBe('rejected');
    expect(kycRejectedText(null)).toBe('rejected');
    expect(kycExpiredText('2026-01-31')).toBe('expired on 2026-01-31');
    expect(kycExpiredText(null)).toBe('expired');
  });
});
