import i18next from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A product text by key, with the English text as fallback while translations load or when a
 * language lacks the key. Used outside React (toasts raised by actions).
 */
export function tr(key: string, fallback: string, values?: Record<string, unknown>): string {
  if (!i18next.isInitialized) return fallback;
  return i18next.t(key, { defaultValue: fallback, ...values });
}

/** A rules message ('minimum length of 2') in the current language: keys are `validation.<message>`. */
export function translateValidation(message: string): string {
  return tr(`validation.${message}`, message);
}

/** Translates every message of a field-error map (from @casino/rules or the platform). */
export function useFieldErrorText(): (errors: Record<string, string>) => Record<string, string> {
  const { t } = useTranslation();
  return useCallback(
    (errors) =>
      Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [
          field,
          t(`validation.${message}`, { defaultValue: message }),
        ]),
      ),
    [t],
  );
}
