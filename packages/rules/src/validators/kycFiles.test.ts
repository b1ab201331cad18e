import { describe, expect, it } from 'vitest';
import { validateKycFile, validateKycInitialUpload } from './kycFiles';

const pdf = { type: 'application/pdf', size: 2000 };
const png = { type: 'image/png', size: 2000 };

describe('validateKycFile', () => {
  it('accepts images and PDF up to 5 MiB', () => {
    expect(validateKycFile(pdf)).toBeNull();
    expect(validateKycFile({ type: 'image/jpg', size: 5_242_880 })).toBeNull();
  });

  it('refuses a missing file, other types and larger files', () => {
    expect(validateKycFile(null)).toBe('No file selected.');
    expect(validateKycFile({ type: 'image/gif', size: 10 })).toBe(
      'Invalid file type. Types Allowed: image/jpeg, image/png, image/jpg, application/pdf',
    );
    expect(validateKycFile({ type: 'application/pdf', size: 5_242_881 })).toBe('File size exceeds 5MB.');
  });
});

describe('validateKycInitialUpload', () => {
  it('needs all three files', () => {
    expect(validateKycInitialUpload({ ID: png, ADDRESS: pdf, ID_WITH_PHOTO: png })).toBeNull();
    expect(validateKycInitialUpload({ ID: png, ADDRESS: pdf })).toBe('All files required');
    expect(validateKycInitialUpload({ ID: png, ADDRESS: null, ID_WITH_PHOTO: png })).toBe('All files required');
    expect(validateKycInitialUpload({})).toBe('All files required');
    expect(validateKycInitialUpload(null)).toBe('All files required');
  });

  it('then checks each file', () => {
    expect(validateKycInitialUpload({ ID: png, ADDRESS: { type: 'text/plain', size: 1 }, ID_WITH_PHOTO: png })).toBe(
      'Invalid file type. Types Allowed: image/jpeg, image/png, image/jpg, application/pdf',
    );
  });
});
