import type { SportsbookRedirect, SportsbookWidgetHandle } from '@casino/contract';
import { DEFAULT_LOCALE } from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { Spinner } from '@casino/ui/Spinner';
import { Text } from '@casino/ui/Text';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthModal } from '../auth/AuthModalContext';
import { announceRefusal } from '../protection/refusals';
import { usePlayer } from '../player/PlayerProvider';
import * as styles from './SportsbookHost.css';
import { useSportsbookToken } from './useSportsbookToken';
import { useWidgetScript } from './useWidgetScript';
import { SPORTSBOOK_BASE_PATH, SPORTSBOOK_FEATURES, SPORTSBOOK_SCRIPT_URL, widgetGlobal } from './widgetContract';

/**
 * Loads the sportsbook widget script and mounts it (the widget contract): with the player's
 * token, remounted when the player signs in or out; 'login' from the widget opens the sign-in
 * modal. A script that does not load shows a message and a retry, never a blank page.
 */
export function SportsbookHost() {
  const { t, i18n } = useTranslation();
  const { playerDetails, loginLoader } = usePlayer();
  const { openAuth } = useAuthModal();
  const navigate = useNavigate();
  const location = useLocation();
  const script = useWidgetScript(SPORTSBOOK_SCRIPT_URL);
  // The widget gets the site's language code ('de_DE'): the platform's texts are keyed by it.
  // The token keeps the two-letter language the spec's token payload carries ('de').
  const locale = i18n.language || DEFAULT_LOCALE;
  const language = locale.split(/[_-]/)[0] || 'en';
  const playerId = playerDetails?.uuid ?? null;
  const token = useSportsbookToken(playerId, loginLoader, language);
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<SportsbookWidgetHandle | null>(null);
  const actions = useRef({ openAuth, navigate, refresh: token.refresh });
  useLayoutEffect(() => {
    actions.current = { openAuth, navigate, refresh: token.refresh };
  });

  const tokenValue = token.state.status === 'ready' ? token.state.token : null;
  const canMount = script.status === 'ready' && (token.state.status === 'ready' || token.state.status === 'visitor');

  useEffect(() => {
    const element = container.current;
    const widget = widgetGlobal();
    if (!canMount || !element || !widget) return;
    const mounted = widget.mount(element, {
      token: tokenValue,
      locale,
      currency: 'EUR',
      oddsFormat: 'decimal',
      theme: 'dark',
      features: { ...SPORTSBOOK_FEATURES },
      basePath: SPORTSBOOK_BASE_PATH,
      onRedirect: (target: SportsbookRedirect) => {
        if (target === 'login') actions.current.openAuth('signIn');
        else if (target === 'register') actions.current.openAuth('signUp');
        else actions.current.navigate('/profile', { state: { to: 'Deposit' } });
      },
      refreshToken: () => actions.current.refresh(),
      // A due reality check refused the bet: the page's reality check opens.
      onRefusal: announceRefusal,
    });
    handle.current = mounted;
    return () => {
      handle.current = null;
      mounted.unmount();
    };
    // The widget is mounted again for another player (or none) or language.
  }, [canMount, tokenValue, locale]);

  // The host's router moved under the route (e.g. the footer's Events link): tell the widget.
  useEffect(() => {
    handle.current?.navigate?.(location.pathname);
  }, [location.pathname]);

  const failed = script.status === 'failed' || token.state.status === 'failed';
  return (
    <>
      {failed && (
        <div className={styles.notice} role="alert">
          <Text>{t('sportsbook.loadFailed')}</Text>
          <Button
            onClick={() => {
              if (script.status === 'failed') script.retry();
              if (token.state.status === 'failed') token.retry();
            }}
          >
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {!failed && !canMount && (
        <div className={styles.notice}>
          <Spinner label={t('sportsbook.loading')} />
        </div>
      )}
      <div ref={container} className={styles.widget} hidden={!canMount} />
    </>
  );
}
