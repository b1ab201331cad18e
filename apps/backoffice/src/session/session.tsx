import { ApiError, backofficeApi, STAFF_SESSION_IDLE_MINUTES, type StaffPermission } from '@casino/contract/routes';
import type { StaffSelf } from '@casino/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { callApi, lastStaffCallAt, setCsrfToken, setSessionEndedHandler } from '../api/client';

/** Why the sign-in page was shown: it says so. */
export type SignInReason = 'sessionEnded' | 'signedOut';

/** What the sign-in page is sent with. */
export interface SignInState {
  reason?: SignInReason;
  /** The page to go back to after signing in. */
  from?: string;
}

export interface Session {
  /** undefined while asking the platform; null when nobody is signed in. */
  self: StaffSelf | null | undefined;
  /** How the last session of this page ended (the sign-in page says so). */
  endedBy?: SignInReason;
  /** Whether the signed-in staff member's role has a permission. */
  can(permission: StaffPermission): boolean;
  /** The answer of a completed sign-in: the session starts. */
  signedIn(self: StaffSelf): void;
  /** Ends the session at the platform and shows the sign-in page. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

const ME = 'backoffice/me';

/** The signed-in staff member, or null when the platform answers 401 (no live session). */
export async function fetchSelf(): Promise<StaffSelf | null> {
  try {
    const self = await callApi(backofficeApi.me);
    setCsrfToken(self.csrfToken);
    return self;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** How often the app looks whether the session can have ended by idleness. */
const IDLE_CHECK_MS = 30_000;
const IDLE_MS = STAFF_SESSION_IDLE_MINUTES * 60_000;

/**
 * The staff session: who is signed in (GET me, with the session's CSRF token), the role's
 * permissions, sign-in and sign-out. A staff call answered 401 anywhere (the session ended: idle
 * 15 minutes, 12 hours old, ended from another browser) takes the staff member to sign-in with a
 * message, and back to the page afterwards. Once 15 minutes have passed without a call, the app
 * asks the platform and so shows the sign-in page without waiting for a click.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data: self, mutate } = useSWR(ME, fetchSelf, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  // Whether a session was live: a 401 then means it ended, rather than that nobody had signed in.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (self) wasSignedIn.current = true;
  }, [self]);
  // Why the session is over, for the sign-in page (RequireStaff sends the staff member there).
  const [endedBy, setEndedBy] = useState<SignInReason>();

  const toSignIn = useCallback(
    (reason: SignInReason) => {
      setCsrfToken(null);
      wasSignedIn.current = false;
      setEndedBy(reason);
      void mutate(null, { revalidate: false });
    },
    [mutate],
  );

  useEffect(() => {
    setSessionEndedHandler(() => {
      if (wasSignedIn.current) toSignIn('sessionEnded');
    });
    return () => setSessionEndedHandler(undefined);
  }, [toSignIn]);

  // After 15 minutes without a call the session may have ended: ask (a 401 leads to sign-in).
  useEffect(() => {
    if (!self) return;
    const timer = setInterval(() => {
      if (Date.now() - lastStaffCallAt() > IDLE_MS) void mutate();
    }, IDLE_CHECK_MS);
    return () => clearInterval(timer);
  }, [self, mutate]);

  const session = useMemo<Session>(
    () => ({
      self,
      endedBy,
      can: (permission) => Boolean(self?.permissions.includes(permission)),
      signedIn(next) {
        setCsrfToken(next.csrfToken);
        wasSignedIn.current = true;
        setEndedBy(undefined);
        void mutate(next, { revalidate: false });
      },
      async signOut() {
        try {
          await callApi(backofficeApi.signOut);
        } catch (error) {
          // Already ended: signed out all the same.
          if (!(error instanceof ApiError && error.status === 401)) throw error;
        }
        toSignIn('signedOut');
      },
    }),
    [self, endedBy, mutate, toSignIn],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
