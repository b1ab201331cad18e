import { SPORTSBOOK_CONFIG } from '@casino/rules';
import { playersApi } from '@casino/contract/routes';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../api/client';
import { errorMessage } from '../data/errors';
import { PLAY_RESUMED_EVENT, refusalOf, type ProtectionRefusal } from '../protection/refusals';

export type TokenState =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'ready'; token: string }
  | { status: 'failed'; message: string }
  /** Signed in, but a protection rule refused the token (time-out, self-exclusion, ...): no bets, odds still shown. */
  | { status: 'paused'; refusal: ProtectionRefusal };

/**
 * The widget token of the signed-in player (POST /data-bet/token: playerId, currency EUR, the
 * site's language); a visitor has none. Asked again when the player changes, and, when a due
 * reality check refused it, once the check is answered.
 */
export function useSportsbookToken(playerId: string | null, waiting: boolean, locale: string) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{
    key: string;
    token?: string;
    error?: string;
    refusal?: ProtectionRefusal;
  } | null>(null);
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
      (error: unknown) => {
        if (!active) return;
        const refusal = refusalOf(error);
        setResult(refusal ? { key, refusal } : { key, error: errorMessage(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [key, request]);

  const pausedReason = result?.key === key ? result.refusal?.reason : undefined;
  useEffect(() => {
    if (pausedReason !== 'reality_check_due') return;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener(PLAY_RESUMED_EVENT, again);
    return () => window.removeEventListener(PLAY_RESUMED_EVENT, again);
  }, [pausedReason]);

  const state: TokenState = waiting
    ? { status: 'loading' }
    : !playerId
      ? { status: 'visitor' }
      : result?.key !== key
        ? { status: 'loading' }
        : result.refusal
          ? { status: 'paused', refusal: result.refusal }
          : result.error !== undefined
            ? { status: 'failed', message: result.error }
            : result.token
              ? { status: 'ready', token: result.token }
              : { status: 'visitor' };

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /**
   * A fresh token for the widget when its own has expired. A protection rule that refuses it (a
   * time-out taken since the page opened) pauses betting with its reason, as at the start: the
   * widget is not told the player signed out.
   */
  const refresh = useCallback(
    () =>
      request().catch((error: unknown) => {
        const refusal = refusalOf(error);
        if (refusal && key) setResult({ key, refusal });
        return null;
      }),
    [request, key],
  );
  return { state, retry, refresh };
}
