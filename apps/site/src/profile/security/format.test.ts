import { describe, expect, it } from 'vitest';
import { deviceName, recoveryCodesFile } from './format';

const t = (key: string, values?: Record<string, string>) =>
  key === 'security.browserOn' ? `${values?.browser} on ${values?.os}` : key;

describe('deviceName', () => {
  it('names browser and system, either alone, or says it is unknown', () => {
    expect(deviceName(t, { browser: 'Chrome 120', os: 'Windows 10' })).toBe('Chrome 120 on Windows 10');
    expect(deviceName(t, { browser: 'Safari 17', os: null })).toBe('Safari 17');
    expect(deviceName(t, { browser: null, os: 'Linux' })).toBe('Linux');
    expect(deviceName(t, { browser: null, os: null })).toBe('security.unknownBrowser');
  });
});

describe('recoveryCodesFile', () => {
  it('writes one code a line', () => {
    expect(recoveryCodesFile(['aaaaa-bbbbb', 'ccccc-ddddd'])).toBe('aaaaa-bbbbb\nccccc-ddddd\n');
  });
});
