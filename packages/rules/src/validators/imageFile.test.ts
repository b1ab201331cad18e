import { describe, expect, it } from 'vitest';
import { validateImageFile } from './imageFile';

describe('validateImageFile', () => {
  it('needs a file', () => {
    expect(validateImageFile(null)).toBe('No file selected.');
    expect(validateImageFile(undefined)).toBe('No file selected.');
  });

  it('accepts jpeg, png and jpg', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/jpg', 'IMAGE/PNG']) {
      expect(validateImageFile({ type, size: 1000 })).toBeNull();
    }
  });

  it('refuses other types', () => {
    for (const type of ['image/gif', 'image/webp', 'application/pdf', '']) {
      expect(validateImageFile({ type, size: 1000 })).toBe(
        'Invalid file type. Types Allowed: image/jpeg, image/png, image/jpg',
      );
    }
  });

  it('allows 524288 bytes and refuses 524289', () => {
    expect(validateImageFile({ type: 'image/png', size: 524288 })).toBeNull();
    expect(validateImageFile({ type: 'image/png', size: 524289 })).toBe('File size exceeds 512KB.');
  });

  it('reads a browser File', () => {
    const file = new File([new Uint8Array(10)], 'avatar.png', { type: 'image/png' });
    expect(validateImageFile(file)).toBeNull();
  });
});
