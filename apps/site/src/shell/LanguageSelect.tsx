import { playersApi } from '@casino/contract/routes';
import { Select } from '@casino/ui/Select';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api/client';
import { readSession } from '../api/session';
import { useLanguages } from '../data/reference';
import { changeLanguage } from '../i18n/i18n';
import { notify } from '../notify/notify';
import { errorMessage } from '../data/errors';

/**
 * Tells the platform the signed-in player's new language, so their e-mails follow it. In the
 * background: the page has already switched, and a failure leaves only the e-mails in the old
 * language until the next switch.
 */
function rememberLanguage(lanCode: string): void {
  if (!readSession()) return;
  callApi(playersApi.update, { body: { action: 'locale', locale: lanCode } }).catch(() => undefined);
}

/** The language selector of the header and the drawer: switches every text without a reload. */
export function LanguageSelect({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const languages = useLanguages();
  return (
    <Select
      id={id}
      label={t('header.language')}
      hideLabel
      value={i18n.language}
      options={languages.map((language) => ({ value: language.lanCode, label: language.language }))}
      messages={{ empty: t('common.noOptions') }}
      onValueChange={(lanCode) => {
        changeLanguage(lanCode).then(
          () => rememberLanguage(lanCode),
          (error: unknown) => notify.error(errorMessage(error, t('toast.localizationError'))),
        );
      }}
    />
  );
}
