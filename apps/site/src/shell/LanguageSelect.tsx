import { Select } from '@casino/ui/Select';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../data/reference';
import { changeLanguage } from '../i18n/i18n';
import { notify } from '../notify/notify';
import { errorMessage } from '../data/errors';

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
        changeLanguage(lanCode).catch((error: unknown) =>
          notify.error(errorMessage(error, t('toast.localizationError'))),
        );
      }}
    />
  );
}
