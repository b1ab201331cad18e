import type { Endpoint } from '@casino/contract';
import {
  ApiError,
  createApiClient,
  STAFF_CSRF_HEADER,
  type CallArgs,
  type ResultOf,
  type RouteRef,
} from '@casino/contract/routes';

/**
 * The back office's client of the contract (`createApiClient`): same origin, the staff session
 * cookie sent with every call (HttpOnly, SameSite=Strict: the app never sees it), and the
 * session's CSRF token (from `me` or the sign-in's answer) in the x-csrf-token header of every
 * call that is not a GET. A staff call answered 401 means the session has ended (15 minutes idle,
 * 12 hours absolute, signed out elsewhere): the app's handler takes the staff member to sign-in.
 */

let csrfToken: string | null = null;

/** Keeps the current session's CSRF token (null once signed out). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

let onSessionEnded: (() => void) | undefined;

/** What the app does when a staff call is answered 401: sign-in, with a message. */
export function setSessionEndedHandler(handler: (() => void) | undefined): void {
  onSessionEnded = handler;
}

let lastCallAt = Date.now();

/** When the platform last answered a staff call (each one keeps the session alive). */
export const lastStaffCallAt = () => lastCallAt;

/** The fetch of every call: the CSRF header on anything but GET and HEAD. */
export const backofficeFetch: typeof fetch = (input, init = {}) => {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD' || !csrfToken) return fetch(input, init);
  const headers = new Headers(init.headers);
  headers.set(STAFF_CSRF_HEADER, csrfToken);
  return fetch(input, { ...init, headers });
};

const client = createApiClient({
  baseUrl: '',
  credentials: 'same-origin',
  fetch: (input, init) => backofficeFetch(input, init),
  // Staff carry no bearer token: the session is the cookie.
  token: () => null,
});

/** Calls a back-office endpoint through its route; a staff call's 401 ends the session in the app. */
export async function callApi<E extends Endpoint>(route: RouteRef<E>, ...args: CallArgs<E>): Promise<ResultOf<E>> {
  try {
    const result = await client.call(route, ...args);
    if (route.access === 'staff') lastCallAt = Date.now();
    return result;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && route.access === 'staff') {
      setCsrfToken(null);
      onSessionEnded?.();
    }
    throw error;
  }
}
