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
  notify(null);
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
