// vitest: isolate
import { ApiError } from '@casino/contract/routes';
import { deDE, enGB } from '@casino/contract/texts';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../data/errors';
import { I18N_OPTIONS } from './i18n';
import { translateValidation, useFieldErrorText } from './translate';

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
