import { Heading, VisuallyHidden } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../app/usePageTitle';
import { SportsbookHost } from '../sport/SportsbookHost';

/** `/sport-betting/*` (spec point 2): the embedded sportsbook widget. */
export default function SportBettingPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.sportsBetting'));
  return (
    <>
      <VisuallyHidden>
        <Heading level={1}>{t('menu.sportsBetting')}</Heading>
      </VisuallyHidden>
      <SportsbookHost />
    </>
  );
}
