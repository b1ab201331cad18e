import { Heading } from '@casino/ui/Heading';
import { VisuallyHidden } from '@casino/ui/VisuallyHidden';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../player/PlayerProvider';
import { PanicButton } from '../protection/PanicButton';
import { RealityCheck } from '../protection/RealityCheck';
import * as styles from './SportBettingPage.css';
import { BET_HISTORY_PATH } from '../shell/SiteShell';
import { SportsbookHost } from '../sport/SportsbookHost';
import { paths } from '../paths';

/** `/sport-betting/*` (spec point 2): the embedded sportsbook widget. */
export default function SportBettingPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = usePlayer();
  return (
    <>
      <VisuallyHidden>
        <Heading level={1}>{t('menu.sportsBetting')}</Heading>
      </VisuallyHidden>
      {isLoggedIn && (
        <div className={styles.panicBar}>
          <PanicButton />
        </div>
      )}
      <SportsbookHost />
      {isLoggedIn && <RealityCheck lobbyHref={paths.casino()} historyHref={BET_HISTORY_PATH} />}
    </>
  );
}
