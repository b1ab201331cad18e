/**
 * The signed-in session, kept in localStorage (DESIGN.md) under the spec's keys so a player stays
 * signed in across tabs and reloads. Another tab's sign-out reaches this tab through the
 * `storage` event.
 */
export interface StoredSession {
  playerId: string;
  token: string;
  refreshToken: string;
  email: string;
}

const KEYS = ['playerId', 'token', 'refreshToken', 'email'] as const;

/**
 * A cookie that only says "a player is signed in on this browser" (no token, nothing to steal):
 * the server renders pages for visitors, so it sends a signed-in player the plain page, which the
 * browser renders for them, and sends a visitor asking for /profile home before anything renders.
 */
export const SIGNED_IN_COOKIE = 'signed-in';
const SIGNED_IN_MAX_AGE_S = 60 * 60 * 24 * 30;

function markSignedIn(signedIn: boolean): void {
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=${SIGNED_IN_MAX_AGE_S}; SameSite=Lax`
    : `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

type Listener = (session: StoredSession | null) => void;
const listeners = new Set<Listener>();

export function readSession(): StoredSession | null {
  // The server renders pages for a visitor: the session lives in the player's browser only.
  if (typeof window === 'undefined') return null;
  const values = KEYS.map((key) => window.localStorage.getItem(key));
  if (values.some((value) => !value)) return null;
  const [playerId, token, refreshToken, email] = values as [string, string, string, string];
  return { playerId, token, refreshToken, email };
}

export function writeSession(session: StoredSession): void {
  for (const key of KEYS) window.localStorage.setItem(key, session[key]);
  markSignedIn(true);
  notify(session);
}

/** Replaces the tokens after a refresh, keeping the player. */
export function writeTokens(tokens: { token: string; refreshToken: string }): void {
  window.localStorage.setItem('token', tokens.token);
  window.localStorage.setItem('refreshToken', tokens.refreshToken);
  notify(readSession());
}

export function clearSession(): void {
  for (const key of KEYS) window.localStorage.removeItem(key);
  markSignedIn(false);
  notify(null);
}

/**
 * Keeps the cookie in step with the stored session when the site starts (a session stored before
 * the cookie existed, or the cookie cleared on its own).
 */
export function syncSignedInCookie(): void {
  const hasCookie = document.cookie.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);
  const signedIn = readSession() !== null;
  if (hasCookie !== signedIn) markSignedIn(signedIn);
}

function notify(session: StoredSession | null) {
  for (const listener of listeners) listener(session);
}

/** Calls `listener` when this tab or another tab signs in, refreshes or signs out. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (KEYS as readonly string[]).includes(event.key)) listener(readSession());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
