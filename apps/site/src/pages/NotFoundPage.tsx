import { ButtonLink } from '@casino/ui/Button';
import { MessagePage } from '@casino/ui/MessagePage';
import { useTranslation } from 'react-i18next';
import { paths } from '../paths';

/** The 404 page: any path the site does not know. Its way home is a link: it works before the page's code has loaded. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      tone="neutral"
      title={t('common.pageNotFound')}
      description={t('common.pageNotFoundText')}
      action={<ButtonLink href={paths.home()}>{t('common.goHome')}</ButtonLink>}
    />
  );
}
