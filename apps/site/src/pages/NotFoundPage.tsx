import { Button } from '@casino/ui/Button';
import { MessagePage } from '@casino/ui/MessagePage';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The 404 page: any path the site does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MessagePage
      tone="neutral"
      title={t('common.pageNotFound')}
      description={t('common.pageNotFoundText')}
      action={<Button onClick={() => navigate('/')}>{t('common.goHome')}</Button>}
    />
  );
}
