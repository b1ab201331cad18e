import { describe, expect, it } from 'vitest';
import * as rules from './index';
import { RULE_MESSAGE_CODES, ruleMessageCode } from './messageCodes';

/** Every validation message the rules can produce: the `*_MESSAGE` texts and every field length's. */
function rulesMessages(): string[] {
  const constants = Object.entries(rules)
    .filter(([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string')
    .map(([, value]) => value as string);
  const lengths = Object.values(rules.FIELD_LENGTHS).flatMap(({ min, max }) => [
    rules.minLengthMessage(min),
    rules.maxLengthMessage(max),
  ]);
  return [...new Set([...constants, ...lengths])];
}

describe('the codes of the rules messages', () => {
  it('give every message the rules produce a code, and no message two', () => {
    const messages = rulesMessages();
    expect(messages.length).toBeGreaterThan(30);
    for (const message of messages) expect(ruleMessageCode(message), message).toMatch(/^validation\.\w+$/);
    const texts = Object.values(RULE_MESSAGE_CODES);
    expect(new Set(texts).size).toBe(texts.length);
    // No code for a text the rules no longer produce.
    for (const text of texts) expect(messages, text).toContain(text);
  });

  it('find the code of a message by its text, and none for another text', () => {
    expect(ruleMessageCode('minimum length of 8')).toBe('validation.minLength8');
    expect(ruleMessageCode('Consent is required to edit details')).toBe('validation.consentRequired');
    expect(ruleMessageCode('The password is not correct')).toBeUndefined();
  });
});
