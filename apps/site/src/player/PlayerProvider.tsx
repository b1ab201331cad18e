import type { PlayerDetails, SignUpBody } from '@casino/contract';
import { authApi, playersApi } from '@casino/contract/routes';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { callApi, setUnauthorizedHandler, takeStartRenewal } from '../api/client';
import { clearSession, readSession, subscribeSession, writeSession, type StoredSession } from '../api/session';
import { tr } from '../i18n/translate';
import { notify } from '../notify/notify';
import { errorMessage } from '../data/errors';
import { usePlayerDetails } from '../data/player';
import { paths, segments } from '../paths';

export const TOKEN_EXPIRED_TEXT = 'Token expired, please login again';
export const SIGNED_OUT_TEXT = 'Signed Out Successful';
export const LOGGED_IN_TEXT = 'Logged in successfully!';
export const SIGNED_UP_TEXT = 'Sign up successfully!';
export const GENERIC_ERROR_TEXT = 'Something went wrong!';
/** After a 401 the site goes home at once, and is forced home after 2 seconds (spec point 8). */
export const UNAUTHORIZED_REDIRECT_MS = 2_000;

/** Player state of spec point 4. */
export interface PlayerState {
  status: 'empty' | 'loading' | 'succeeded' | 'failed';
  isLoggedIn: boolean;
  loginLoader: boolean;
  playerDetails: PlayerDetails | null;
  /** The first account's currency code. */
  playerCurrency: string | null;
  error: string | null;
  /** The player signed out here (not a visitor who never signed in): pages need not ask them to sign in. */
  signedOut: boolean;
}

export interface PlayerActions {
  /**
   * Signs in. With two-factor sign-in on, the platform refuses the password alone with a 403 whose
   * `reason` is 'two_factor_required' (an ApiError): call again with `twoFactorCode`.
   */
  signIn(credentials: { email: string; password: string; twoFactorCode?: string }): Promise<void>;
  signUp(values: Omit<SignUpBody, 'username' | 'marketingTag' | 'consent'>): Promise<void>;
  signOut(): Promise<void>;
  /** Re-reads the player (e.g. after a socket reconnect that may have missed events). */
  reload(): Promise<void>;
  /** Merges a server answer into the details (player update). */
  merge(partial: Partial<PlayerDetails>): void;
}

const PlayerContext = createContext<(PlayerState & PlayerActions) | null>(null);

/** Where the app goes: injected so the provider does not depend on a router instance. */
export interface PlayerProviderProps {
  children: ReactNode;
  navigate(path: string): void;
  /** The current path, for the reload-after-login rule. */
  currentPath(): string;
  reloadPage(): void;
  /** Loads a page afresh (a full load, not a navigation): the forced way home of a refused session. */
  loadPage?(path: string): void;
}

/**
 * The paths that are home: `/` shows the sportsbook, whose address is /sport-betting (a refused
 * session that reached one of them has gone home and needs no forced load).
 */
const HOME_PATHS: ReadonlySet<string> = new Set([paths.home(), paths.sportBetting()]);

const loadPageAfresh = (path: string) => window.location.assign(path);

export function PlayerProvider({
  children,
  navigate,
  currentPath,
  reloadPage,
  loadPage = loadPageAfresh,
}: PlayerProviderProps) {
  const [session, setSession] = useState<StoredSession | null>(() => readSession());
  const [starting, setStarting] = useState(() => Boolean(readSession()));
  const [signedOut, setSignedOut] = useState(false);
  const nav = useRef({ navigate, currentPath, reloadPage, loadPage });
  useLayoutEffect(() => {
    nav.current = { navigate, currentPath, reloadPage, loadPage };
  });

  useEffect(() => subscribeSession(setSession), []);

  // Session start (spec point 4): with both stored tokens, renew the session once (begun with the
  // page's code by app/start.tsx, not after this first render).
  useEffect(() => {
    if (!readSession()) return;
    void takeStartRenewal().then((renewal) => {
      // A renewal that was not heard (the player left a page mid-answer, offline) keeps the session.
      if (renewal === 'refused') {
        clearSession();
        notify.error(tr('toast.tokenExpired', TOKEN_EXPIRED_TEXT));
      }
      setStarting(false);
    });
  }, []);

  const details = usePlayerDetails(starting ? null : session?.playerId);
  // The bound mutate is stable; the object useSWR answers is not, and callbacks built on it would
  // change on every render (the wallet's socket reconnected each time, missing balance updates).
  const mutateDetails = details.mutate;

  const signOutLocally = useCallback(() => {
    clearSession();
    void mutateDetails(undefined, { revalidate: false });
  }, [mutateDetails]);

  // While the player signs out, the platform ends the session and closes its sockets: what that
  // sets off (a refused call, the wallet socket re-reading the player) must not run the flow of a
  // session refused out of the blue, which reloads the page home after 2 seconds.
  const signingOut = useRef(false);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (signingOut.current) return;
      // The session was refused: sign out here and go home, forced after 2 seconds.
      const stored = readSession();
      void callApi(authApi.signOut, { body: stored ? { uuid: stored.playerId } : {} }).catch(() => undefined);
      signOutLocally();
      nav.current.navigate(paths.home());
      window.setTimeout(() => {
        if (!HOME_PATHS.has(nav.current.currentPath())) nav.current.loadPage(paths.home());
      }, UNAUTHORIZED_REDIRECT_MS);
    });
  }, [signOutLocally]);

  const signIn = useCallback<PlayerActions['signIn']>(
    async ({ email, password, twoFactorCode }) => {
      const result = await callApi(playersApi.signIn, {
        body: { email, password, ...(twoFactorCode ? { twoFactorCode } : {}), meta: { ip: '', country: '' } },
      });
      writeSession({
        playerId: result.user.uuid,
        token: result.token,
        refreshToken: result.refreshToken,
        email: result.user.email,
      });
      notify.success(tr('toast.signInSuccess', LOGGED_IN_TEXT));
      await mutateDetails();
      const firstSegment = nav.current.currentPath().split('/')[1];
      if (firstSegment === segments.sportBetting || firstSegment === segments.playGame) {
        // The toast shows again on the reloaded page (the reload would take it away at once).
        notify.afterReload('success', tr('toast.signInSuccess', LOGGED_IN_TEXT));
        nav.current.reloadPage();
      }
    },
    [mutateDetails],
  );

  const signUp = useCallback<PlayerActions['signUp']>(
    async (values) => {
      await callApi(playersApi.signUp, {
        body: { ...values, username: values.email, marketingTag: 'site-sign-up', consent: true },
      });
      notify.success(tr('toast.signUpSuccess', SIGNED_UP_TEXT));
      await signIn({ email: values.email, password: values.password });
    },
    [signIn],
  );

  const signOut = useCallback(async () => {
    const stored = readSession();
    signingOut.current = true;
    try {
      const result = await callApi(authApi.signOut, { body: stored ? { uuid: stored.playerId } : {} });
      notify.success(tr('toast.signedOut', result.message || SIGNED_OUT_TEXT));
    } catch {
      notify.error(tr('toast.somethingWentWrong', GENERIC_ERROR_TEXT));
    } finally {
      // A protected page left behind sees a visitor now: it sends them home without asking them
      // to sign in again (the Sign In dialog opened by itself).
      setSignedOut(true);
      signOutLocally();
      nav.current.navigate(paths.home());
      signingOut.current = false;
    }
  }, [signOutLocally]);

  const reload = useCallback(async () => {
    if (signingOut.current) return;
    await mutateDetails();
  }, [mutateDetails]);

  const merge = useCallback<PlayerActions['merge']>(
    (partial) => {
      void mutateDetails((current) => (current ? { ...current, ...partial } : current), { revalidate: false });
    },
    [mutateDetails],
  );

  const value = useMemo(() => {
    const playerDetails = session ? (details.data ?? null) : null;
    const loading = starting || (Boolean(session) && details.isLoading);
    const state: PlayerState = {
      status: playerDetails ? 'succeeded' : details.error ? 'failed' : loading ? 'loading' : 'empty',
      isLoggedIn: Boolean(playerDetails),
      loginLoader: loading,
      playerDetails,
      playerCurrency: playerDetails?.accounts[0]?.currency.code ?? null,
      error: details.error ? errorMessage(details.error, GENERIC_ERROR_TEXT) : null,
      signedOut: signedOut && !playerDetails,
    };
    return { ...state, signIn, signUp, signOut, reload, merge };
  }, [
    session,
    details.data,
    details.error,
    details.isLoading,
    starting,
    signedOut,
    signIn,
    signUp,
    signOut,
    reload,
    merge,
  ]);

  return <PlayerContext.Provider value={value}>{children}</PlayerContext.Provider>;
}

/** The player state and the actions that change it. */
export function usePlayer() {
  const value = useContext(PlayerContext);
  if (!value) throw new Error('usePlayer needs a PlayerProvider');
  return value;
}
