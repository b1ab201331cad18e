import type { SportsbookRedirect, SportsbookWidgetHandle, SportsbookWidgetOptions } from '@casino/contract';
import { DEFAULT_LOCALE } from '@casino/rules';
import { createTranslator, EmbeddedSportsbook } from '@casino/sportsbook-widget/embedded';
import { Button } from '@casino/ui/Button';
import { Spinner } from '@casino/ui/Spinner';
import { Text } from '@casino/ui/Text';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { API_BASE_URL } from '../api/client';
import { useAuthModal } from '../auth/AuthModalContext';
import { useRenderedFeed } from '../data/sportsbook';
import { BettingPaused, useBettingPausedText } from '../protection/PlayPaused';
import { announceRefusal } from '../protection/refusals';
import { usePlayer } from '../player/PlayerProvider';
import * as styles from './SportsbookHost.css';
import { useSportsbookToken } from './useSportsbookToken';
import { useWidgetScript } from './useWidgetScript';
import {
  FIRST_PARTY_SPORTSBOOK,
  SPORTSBOOK_BASE_PATH,
  SPORTSBOOK_FEATURES,
  SPORTSBOOK_SCRIPT_URL,
  widgetGlobal,
} from './widgetContract';
import { paths } from '../paths';

/**
 * The sportsbook of the sport-betting route: the platform's own, rendered by the site itself (on
 * its server too), or a brand's widget script mounted by the widget contract.
 */
export function SportsbookHost() {
  return FIRST_PARTY_SPORTSBOOK ? <FirstPartySportsbook /> : <ScriptSportsbook />;
}

/**
 * The widget contract's options as the site gives them: the player's token (null for a visitor
 * and until it arrives), the site's language, and what the sportsbook asks of the site ('login'
 * opens the sign-in modal).
 */
function useWidgetOptions() {
  const { i18n } = useTranslation();
  const { playerDetails, loginLoader } = usePlayer();
  const { openAuth } = useAuthModal();
  const navigate = useNavigate();
  // The widget gets the site's language code ('de_DE'): the platform's texts are keyed by it.
  // The token keeps the two-letter language the spec's token payload carries ('de').
  const locale = i18n.language || DEFAULT_LOCALE;
  const language = locale.split(/[_-]/)[0] || 'en';
  const token = useSportsbookToken(playerDetails?.uuid ?? null, loginLoader, language);
  const actions = useRef({ openAuth, navigate, refresh: token.refresh });
  useLayoutEffect(() => {
    actions.current = { openAuth, navigate, refresh: token.refresh };
  });
  const tokenValue = token.state.status === 'ready' ? token.state.token : null;
  const refusal = token.state.status === 'paused' ? token.state.refusal : null;
  const pausedText = useBettingPausedText(refusal);
  const bettingPaused = useMemo(
    () => (refusal ? { reason: refusal.reason, message: pausedText } : null),
    [refusal, pausedText],
  );
  const options = useMemo(
    (): SportsbookWidgetOptions => ({
      token: tokenValue,
      bettingPaused,
      locale,
      currency: 'EUR',
      oddsFormat: 'decimal',
      theme: 'dark',
      features: { ...SPORTSBOOK_FEATURES },
      basePath: SPORTSBOOK_BASE_PATH,
      onRedirect: (target: SportsbookRedirect) => {
        if (target === 'login') actions.current.openAuth('signIn');
        else if (target === 'register') actions.current.openAuth('signUp');
        else actions.current.navigate(paths.profile('deposit'));
      },
      refreshToken: () => actions.current.refresh(),
      // A due reality check refused the bet: the page's reality check opens.
      onRefusal: announceRefusal,
    }),
    [tokenValue, bettingPaused, locale],
  );
  return { options, token, refusal };
}

/** A message and a retry where the sportsbook could not load: never a blank page. */
function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="alert">
      <Text>{t('sportsbook.loadFailed')}</Text>
      <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
    </div>
  );
}

/**
 * The platform's sportsbook as a component of the site: it shares the site's React, router,
 * texts and socket connection, and the server renders it with the feed of the route's loader, so
 * `/` paints its events and odds before any script has run. A player's token comes in when it is
 * ready (the sportsbook shows the visitor's view until then).
 */
function FirstPartySportsbook() {
  const { i18n } = useTranslation();
  const { options, token, refusal } = useWidgetOptions();
  const location = useLocation();
  const navigate = useNavigate();
  const initialFeed = useRenderedFeed();
  const lanCode = i18n.language || DEFAULT_LOCALE;
  const translator = useMemo(
    () => createTranslator(lanCode, (i18n.getResourceBundle(lanCode, 'translation') ?? {}) as Record<string, string>),
    [i18n, lanCode],
  );
  return (
    <>
      {token.state.status === 'failed' && <LoadFailed onRetry={token.retry} />}
      {refusal && <BettingPaused refusal={refusal} className={styles.paused} />}
      <div className={styles.widget}>
        <EmbeddedSportsbook
          options={options}
          origin={API_BASE_URL}
          path={location.pathname}
          navigate={(path) => void navigate(path)}
          translator={translator}
          initialFeed={initialFeed}
        />
      </div>
    </>
  );
}

/**
 * A brand's sportsbook (SPORTSBOOK_SCRIPT_URL): loads the widget script and mounts it (the widget
 * contract), remounted when the player signs in or out or the language changes.
 */
export function ScriptSportsbook() {
  const { t } = useTranslation();
  const { options, token, refusal } = useWidgetOptions();
  const location = useLocation();
  const script = useWidgetScript(SPORTSBOOK_SCRIPT_URL);
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<SportsbookWidgetHandle | null>(null);
  // A paused player gets the visitor's odds (a widget that ignores `bettingPaused` offers sign-in).
  const canMount =
    script.status === 'ready' &&
    (token.state.status === 'ready' || token.state.status === 'visitor' || token.state.status === 'paused');

  useEffect(() => {
    const element = container.current;
    const widget = widgetGlobal();
    if (!canMount || !element || !widget) return;
    const mounted = widget.mount(element, options);
    handle.current = mounted;
    return () => {
      handle.current = null;
      mounted.unmount();
    };
    // The widget is mounted again for another player (or none) or language.
  }, [canMount, options]);

  // The host's router moved under the route (e.g. the footer's Events link): tell the widget.
  useEffect(() => {
    handle.current?.navigate?.(location.pathname);
  }, [location.pathname]);

  const failed = script.status === 'failed' || token.state.status === 'failed';
  return (
    <>
      {failed && (
        <LoadFailed
          onRetry={() => {
            if (script.status === 'failed') script.retry();
            if (token.state.status === 'failed') token.retry();
          }}
        />
      )}
      {refusal && <BettingPaused refusal={refusal} className={styles.paused} />}
      {!failed && !canMount && (
        <div className={styles.notice}>
          <Spinner label={t('sportsbook.loading')} />
        </div>
      )}
      <div ref={container} className={styles.widget} hidden={!canMount} />
    </>
  );
}
