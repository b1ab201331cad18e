import { gpApi } from '@casino/contract/routes';
import { REDIRECT_AFTER_GAME_LAUNCH_FAILURE_MS } from '@casino/rules';
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
import { RealityCheck } from '../protection/RealityCheck';
import { reportRefusal } from '../protection/refusals';
import { usePlayer } from '../player/PlayerProvider';
import { errorMessage } from '../data/errors';

/** The casino's bet history, where the reality check's Bet history goes from a game. */
const CASINO_BETS_PATH = '/profile?tab=casino-bets';

/**
 * `/play-game?id=&gameId=&gameProviderId=` (spec point 2): the game in a full-page frame, for
 * real money when signed in and in demo mode for a visitor. A launch that fails shows the
 * error and returns home after 2 seconds.
 */
export default function PlayGamePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { playerDetails, loginLoader } = usePlayer();
  // The launch URL, with the launch it answers (a new game or player launches again).
  const [launch, setLaunch] = useState<{ key: string; link: string }>();

  const id = queryId(params.get('id'));
  const gameId = params.get('gameId')?.trim() ?? '';
  const gameProviderId = queryId(params.get('gameProviderId'));
  const playerId = playerDetails?.uuid ?? null;
  const key = [id, gameId, gameProviderId, playerId].join('|');
  const link = launch?.key === key ? launch.link : undefined;
  const games = useGames();
  const name = games.data?.find((game) => game.id === id)?.name ?? gameId;

  useEffect(() => {
    if (loginLoader) return;
    let cancelled = false;
    let timer: number | undefined;
    const fail = (message: string) => {
      notify.error(message);
      timer = window.setTimeout(() => void navigate('/'), REDIRECT_AFTER_GAME_LAUNCH_FAILURE_MS);
    };
    if (!id || !gameId || !gameProviderId) {
      fail(t('toast.somethingWentWrong'));
      return () => window.clearTimeout(timer);
    }
    callApi(gpApi.playGame, {
      body: { extra: { exit_url: '/casino' }, playerId, id, gameId, demo: !playerId, gameProviderId },
    }).then(
      (result) => {
        if (!cancelled) setLaunch({ key, link: result.gameUrl.link });
      },
      (error: unknown) => {
        if (cancelled) return;
        // A protection refusal (time-out, limit, due reality check) says why in the platform's words.
        reportRefusal(error);
        fail(errorMessage(error, t('toast.somethingWentWrong')));
      },
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [id, gameId, gameProviderId, playerId, key, loginLoader, navigate, t]);

  usePageTitle(name);
  const realityCheck = playerId ? <RealityCheck lobbyHref="/casino" historyHref={CASINO_BETS_PATH} /> : null;
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
        closeHref="/"
        demo={!playerId}
        messages={{
          close: t('playGame.close'),
          fullscreen: t('playGame.fullscreen'),
          loading: t('playGame.loading'),
          demo: t('playGame.demoMode'),
        }}
      />
      {realityCheck}
    </>
  );
}
