import { BACKOFFICE_TEXTS, enGB, fillText, type BackofficeTextCode, type TextParams } from '@casino/contract/texts';
import { ApiError } from '@casino/contract/routes';
import { ruleMessageCode } from '@casino/rules';
import i18next, { type i18n } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';

/** The back office's one language: staff screens are English (texts/backoffice/en_GB.ts). */
export const BACKOFFICE_LANGUAGE = 'en_GB';

/**
 * i18next as the site sets it up (apps/site/src/i18n/i18n.ts: whole-string keys, no separators,
 * `{{name}}` placeholders, no escaping: React escapes), with the catalogue built in rather than
 * fetched: the back office's texts, and the players' English for the codes a refusal of the
 * platform may carry (`validation.*`, ...).
 */
export async function initI18n(instance: i18n = i18next): Promise<i18n> {
  await instance.use(initReactI18next).init({
    lng: BACKOFFICE_LANGUAGE,
    fallbackLng: BACKOFFICE_LANGUAGE,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    resources: { [BACKOFFICE_LANGUAGE]: { translation: { ...enGB, ...BACKOFFICE_TEXTS } } },
  });
  if (typeof document !== 'undefined') document.documentElement.lang = 'en-GB';
  return instance;
}

/** A back-office text by its code (typed: a code that is not in the catalogue does not compile). */
export type Text = (code: BackofficeTextCode, params?: TextParams) => string;

/** The app's texts: `text('bo.signIn.title')`. */
export function useText(): Text {
  const { t } = useTranslation();
  return useCallback<Text>(
    (code, params) => t(code, { ...params, defaultValue: fillText(BACKOFFICE_TEXTS[code], params) }),
    [t],
  );
}

/** A rules message ('minimum length of 8') by its catalogue code, else as it is. */
export function translateRuleMessage(message: string): string {
  const code = ruleMessageCode(message);
  return code && i18next.isInitialized ? i18next.t(code, { defaultValue: message }) : message;
}

/**
 * What a failure says: a refused call's catalogue text (its `messageCode` and `params`) when the
 * platform sent a code the catalogue has, else the platform's message, else `fallback`.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const code = error.messageCode;
    if (code && i18next.isInitialized && i18next.exists(code)) return i18next.t(code, { ...error.params });
    return translateRuleMessage(error.message) || fallback;
  }
  return fallback;
}

/** The field messages of a refused call (400/409 with fields), translated; empty for other failures. */
export function errorFields(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [field, translateRuleMessage(message)]),
  );
}
