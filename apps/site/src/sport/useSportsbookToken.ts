import { SPORTSBOOK_CONFIG } from '@casino/rules';
import { playersApi } from '@casino/contract/routes';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../api/client';
import { errorMessage } from '../data/errors';

export type TokenState =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'ready'; token: string }
  | { status: 'failed'; message: string };

/**
 * The widget token of the signed-in player (POST /data-bet/token: playerId, currency EUR, the
 * site's language); a visitor has none. Asked again when the player changes.
 */
export function useSportsbookToken(playerId: string | null, waiting: boolean, locale: string) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; token?: string; error?: string } | null>(null);
  const key = !waiting && playerId ? `${playerId}|${locale}|${attempt}` : null;

  const request = useCallback(
    () =>
      playerId
        ? callApi(playersApi.dataBetToken, {
            body: { playerId, currency: SPORTSBOOK_CONFIG.currency, locale },
          }).then((answer) => answer.token)
        : Promise.resolve(null),
    [playerId, locale],
  );

  useEffect(() => {
    if (!key) return;
    let active = true;
    request().then(
      (token) => active && setResult({ key, token: token ?? '' }),
      (error: unknown) => active && setResult({ key, error: errorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [key, request]);

  const state: TokenState = waiting
    ? { status: 'loading' }
    : !playerId
      ? { status: 'visitor' }
      : result?.key !== key
        ? { status: 'loading' }
        : result.error !== undefined
          ? { status: 'failed', message: result.error }
          : result.token
            ? { status: 'ready', token: result.token }
            : { status: 'visitor' };

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** A fresh token for the widget when its own has expired. */
  const refresh = useCallback(() => request().catch(() => null), [request]);
  return { state, retry, refresh };
}
