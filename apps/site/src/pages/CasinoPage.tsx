import { Heading } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../app/usePageTitle';

/** This screen's content is built by its own issue; the route, title and frame are in place. */
export default function CasinoPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.casino'));
  return <Heading level={1}>{t('menu.casino')}</Heading>;
}
