import { describe, expect, it } from 'vitest';
import { formatJoinedDate } from './joinedDate';

describe('formatJoinedDate', () => {
  const joined = '2026-11-21T10:00:00.000Z';

  it("spells the month out in the player language, in the spec's order in English", () => {
    expect(formatJoinedDate(joined, 'en_US')).toBe('November 21, 2026');
    expect(formatJoinedDate(joined, 'en_GB')).toBe('November 21, 2026');
    expect(formatJoinedDate(joined, 'de_DE')).toBe('21. November 2026');
    expect(formatJoinedDate(joined, 'es_ES')).toBe('21 de noviembre de 2026');
  });

  it("falls back to the spec's English for an unknown language and is empty for a bad date", () => {
    expect(formatJoinedDate(joined, 'not a language')).toBe('November 21, 2026');
    expect(formatJoinedDate('yesterday', 'en_GB')).toBe('');
  });
});
