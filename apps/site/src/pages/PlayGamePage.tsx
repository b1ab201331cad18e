import { gpApi } from '@casino/contract/routes';
import { MARKET_PROFILES, REDIRECT_AFTER_GAME_LAUNCH_FAILURE_MS } from '@casino/rules';
import { GameFrame } from '@casino/ui/GameFrame';
import { Heading } from '@casino/ui/Heading';
import { Spinner } from '@casino/ui/Spinner';
import { VisuallyHidden } from '@casino/ui/VisuallyHidden';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callApi } from '../api/client';
import { useGames } from '../data/casino';
import { queryId } from './queryId';
import { usePageTitle } from '../app/usePageTitle';
import { notify } from '../notify/notify';
import { PanicButton } from '../protection/PanicButton';
import { RealityCheck } from '../protection/RealityCheck';
import { GameRefused } from '../protection/PlayPaused';
import { PLAY_RESUMED_EVENT, refusalOf, reportRefusal, type ProtectionRefusal } from '../protection/refusals';
import { usePlayer } from '../player/PlayerProvider';
import { errorMessage } from '../data/errors';
import { paths } from '../paths';
import { funPlayAllowed, PlayModeSwitch } from '../play/PlayModeSwitch';

/** The casino's bet history, where the reality check's Bet history goes from a game. */
const CASINO_BETS_PATH = paths.profile('casino-bets');

/**
 * `/play-game?id=&gameId=&gameProviderId=` (spec point 2): the game in a full-page frame, for
 * real money when signed in and in demo mode for a visitor. A launch that fails shows the
 * error and returns home after 2 seconds; one a protection rule refused (issue 28) stays and says
 * why, with the ways on.
 */
export default function PlayGamePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { playerDetails, loginLoader } = usePlayer();
  // The launch URL or the protection rule that refused it, with the launch it answers (a new game,
  // player, mode or attempt launches again).
  const [launch, setLaunch] = useState<{ key: string; link?: string; refusal?: ProtectionRefusal }>();
  // The player chose to play for fun (the Real / Fun switch, or after a refusal).
  const [forFun, setForFun] = useState(false);
  // A launch refused for a due reality check is tried again once the check is answered.
  const [attempt, setAttempt] = useState(0);

  const id = queryId(params.get('id'));
  const gameId = params.get('gameId')?.trim() ?? '';
  const gameProviderId = queryId(params.get('gameProviderId'));
  const playerId = playerDetails?.uuid ?? null;
  const demo = !playerId || forFun;
  // A signed-in player may switch to Fun where the market allows it (the UK: age verified first).
  const canPlayForFun =
    playerDetails !== undefined &&
    playerDetails !== null &&
    funPlayAllowed(MARKET_PROFILES[playerDetails.market]?.freePlay, playerDetails.kycStatus);
  const modeSwitch = canPlayForFun ? (
    <PlayModeSwitch mode={forFun ? 'fun' : 'real'} onModeChange={(mode) => setForFun(mode === 'fun')} />
  ) : null;
  const key = [id, gameId, gameProviderId, playerId, demo, attempt].join('|');
  const link = launch?.key === key ? launch.link : undefined;
  const refusal = launch?.key === key ? launch.refusal : undefined;
  const games = useGames();
  const name = games.data?.find((game) => game.id === id)?.name ?? gameId;

  useEffect(() => {
    if (refusal?.reason !== 'reality_check_due') return;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener(PLAY_RESUMED_EVENT, again);
    return () => window.removeEventListener(PLAY_RESUMED_EVENT, again);
  }, [refusal?.reason]);

  useEffect(() => {
    if (loginLoader) return;
    let cancelled = false;
    let timer: number | undefined;
    const fail = (message: string) => {
      notify.error(message);
      timer = window.setTimeout(() => void navigate(paths.home()), REDIRECT_AFTER_GAME_LAUNCH_FAILURE_MS);
    };
    if (!id || !gameId || !gameProviderId) {
      fail(t('toast.somethingWentWrong'));
      return () => window.clearTimeout(timer);
    }
    callApi(gpApi.playGame, {
      body: { extra: { exit_url: paths.casino() }, playerId, id, gameId, demo, gameProviderId },
    }).then(
      (result) => {
        if (!cancelled) setLaunch({ key, link: result.gameUrl.link });
      },
      (error: unknown) => {
        if (cancelled) return;
        // A protection refusal (time-out, self-exclusion, due reality check, play-time limit) stays on
        // the page and says why; a due check also opens the reality check.
        const refused = refusalOf(error);
        if (refused) {
          reportRefusal(error);
          setLaunch({ key, refusal: refused });
          return;
        }
        fail(errorMessage(error, t('toast.somethingWentWrong')));
      },
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [id, gameId, gameProviderId, playerId, demo, key, loginLoader, navigate, t]);

  usePageTitle(name);
  const realityCheck = playerId ? <RealityCheck lobbyHref={paths.casino()} historyHref={CASINO_BETS_PATH} /> : null;
  if (refusal)
    return (
      <>
        <GameRefused refusal={refusal} onPlayForFun={() => setForFun(true)} />
        {realityCheck}
      </>
    );
  if (!link)
    return (
      <>
        <Spinner label={t('playGame.loading')} />
        {realityCheck}
      </>
    );
  return (
    <>
      <VisuallyHidden>
        <Heading level={1}>{name}</Heading>
      </VisuallyHidden>
      <GameFrame
        src={link}
        title={name}
        closeHref={paths.home()}
        demo={demo}
        actions={
          <>
            {modeSwitch}
            {demo ? null : <PanicButton />}
          </>
        }
        messages={{
          close: t('playGame.close'),
          fullscreen: t('playGame.fullscreen'),
          exitFullscreen: t('playGame.exitFullscreen'),
          loading: t('playGame.loading'),
          demo: t('playGame.demoMode'),
        }}
      />
      {realityCheck}
    </>
  );
}
