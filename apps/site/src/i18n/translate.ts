import type { TextParams } from '@casino/contract/texts';
import { ruleMessageCode } from '@casino/rules';
import i18next from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A product text by key, with the English text as fallback while translations load or when a
 * language lacks the key. Used outside React (toasts raised by actions).
 */
export function tr(key: string, fallback: string, values?: Record<string, unknown>): string {
  if (!i18next.isInitialized) return fallback;
  return i18next.t(key, { ...values, defaultValue: fallback });
}

/**
 * A rules message ('minimum length of 2', from a form's check or a platform field error) in the
 * current language, by the code @casino/rules gives it ('validation.minLength2'); any other
 * message shows as it is.
 */
export function translateValidation(message: string): string {
  const code = ruleMessageCode(message);
  return code ? tr(code, message) : message;
}

/**
 * A server message in the current language: the catalogue's text of its `messageCode` filled with
 * `params` when the platform sent a code, else (no code, or one this site does not know) the
 * message as the platform wrote it.
 */
export function translateMessage(message: string, messageCode?: string, params?: TextParams): string {
  if (!messageCode) return message;
  return tr(messageCode, message, params);
}

/**
 * A result's message (`{ message, messageCode? }`, the contract's MessageResult) in the current
 * language: the catalogue's text of its code, else the message as the platform wrote it.
 */
export function resultMessage(result: { message: string; messageCode?: string }): string {
  return translateMessage(result.message, result.messageCode);
}

/** Translates every message of a field-error map (from @casino/rules or the platform). */
export function useFieldErrorText(): (errors: Record<string, string>) => Record<string, string> {
  const { t } = useTranslation();
  return useCallback(
    (errors) =>
      Object.fromEntries(
        Object.entries(errors).map(([field, message]) => {
          const code = ruleMessageCode(message);
          return [field, code ? t(code, { defaultValue: message }) : message];
        }),
      ),
    [t],
  );
}
