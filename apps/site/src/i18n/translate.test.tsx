// vitest: isolate
import { ApiError } from '@casino/contract/routes';
import { deDE, enGB } from '@casino/contract/texts';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorFields, errorMessage } from '../data/errors';
import { I18N_OPTIONS } from './i18n';
import { resultMessage, translateValidation, useFieldErrorText } from './translate';

// The site's own i18next (toasts are raised outside React), in German with the English fallback.
beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: 'de_DE',
    resources: { en_GB: { translation: enGB }, de_DE: { translation: deDE } },
  });
});

describe('a rules message in the player language', () => {
  it('is translated by its code, and any other message shows as it is', () => {
    expect(translateValidation('minimum length of 8')).toBe(deDE['validation.minLength8']);
    expect(translateValidation('Consent is required to edit details')).toBe(deDE['validation.consentRequired']);
    expect(translateValidation('A message of the platform')).toBe('A message of the platform');
  });

  it('translates every message of a field-error map', () => {
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <I18nextProvider i18n={i18next}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useFieldErrorText(), { wrapper });
    expect(result.current({ email: 'Invalid email address', other: 'Unknown to the rules' })).toEqual({
      email: deDE['validation.invalidEmail'],
      other: 'Unknown to the rules',
    });
  });
});

describe("a failed call's message", () => {
  it('is the catalogue text of its messageCode, filled with its params', () => {
    const error = new ApiError(
      403,
      'You are self-excluded until 3 Jan 2027',
      {},
      'self_excluded',
      'protection.selfExcludedUntil',
      {
        until: '3 Jan 2027',
      },
    );
    expect(errorMessage(error, 'Something went wrong!')).toBe('Sie haben sich bis 3 Jan 2027 selbst gesperrt');
  });

  it("is the platform's own message without a code, or with a code the site does not know", () => {
    expect(errorMessage(new ApiError(409, 'E-mail already registered'))).toBe('E-mail already registered');
    expect(errorMessage(new ApiError(409, 'Said in English', {}, undefined, 'player.codeFromTheFuture'))).toBe(
      'Said in English',
    );
  });
});

describe("a refused call's field messages in the player language", () => {
  it('shows each by its code and params, a rules message by its rules code, any other as it came', () => {
    const error = new ApiError(
      400,
      'Enter an amount above 0',
      {
        amount: 'Enter an amount above 0',
        limit: 'You have reached your weekly play-time limit of 90 minutes',
        email: 'Invalid email address',
        other: 'A text of no catalogue',
      },
      undefined,
      'protection.limitAmount',
      {},
      {
        amount: { messageCode: 'protection.limitAmount' },
        limit: { messageCode: 'protection.timeLimitWeek', params: { minutes: 90 } },
      },
    );
    expect(errorFields(error)).toEqual({
      amount: 'Geben Sie einen Betrag über 0 ein',
      limit: 'Sie haben Ihr wöchentliches Spielzeitlimit von 90 Minuten erreicht',
      email: deDE['validation.invalidEmail'],
      other: 'A text of no catalogue',
    });
    expect(errorFields(new Error('no call'))).toEqual({});
  });

  it('keeps the English of a field whose code this site does not know', () => {
    const error = new ApiError(
      400,
      'Bad',
      { stake: 'Said in English' },
      undefined,
      undefined,
      {},
      {
        stake: { messageCode: 'player.codeFromTheFuture' },
      },
    );
    expect(errorFields(error)).toEqual({ stake: 'Said in English' });
  });
});

describe('a protection refusal in the player language', () => {
  it('says the play-time limit reached with its window and minutes', () => {
    const error = new ApiError(
      403,
      'You have reached your daily play-time limit of 30 minutes',
      {},
      'time_limit',
      'protection.timeLimitDay',
      { minutes: 30 },
    );
    expect(errorMessage(error)).toBe('Sie haben Ihr tägliches Spielzeitlimit von 30 Minuten erreicht');
  });

  it('says a stake past a loss limit with the money left', () => {
    const error = new ApiError(
      403,
      'This stake would pass your weekly loss limit: €0.30 left in the last 7 days',
      {},
      'loss_limit',
      'protection.lossLimitWeek',
      { left: '€0.30' },
    );
    expect(errorMessage(error)).toBe(
      'Dieser Einsatz würde Ihr wöchentliches Verlustlimit überschreiten: In den letzten 7 Tagen bleiben noch €0.30',
    );
  });
});

describe("a result's message in the player language", () => {
  it('is the text of its messageCode, else the message as it came', () => {
    expect(resultMessage({ message: enGB['player.verificationSent'], messageCode: 'player.verificationSent' })).toBe(
      deDE['player.verificationSent'],
    );
    expect(resultMessage({ message: 'Previous transaction cancelled' })).toBe('Previous transaction cancelled');
  });
});
