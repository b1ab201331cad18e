// Helpers of the back-office suites: a staff browser (cookie jar and CSRF token), staff made by
// the operator endpoint, set up and signed in with TOTP codes of the test clock.
import {
  adminApi,
  backofficeApi,
  buildPath,
  STAFF_CSRF_HEADER,
  STAFF_SESSION_COOKIE,
  type StaffRole,
  type StaffSelf,
  type StaffSetUpLink,
  type StaffSignInStepResult,
} from '@casino/contract';
import { generate } from 'otplib';
import type { ManualClock } from '../src/clock';
import { OPERATOR_TOKEN, type TestPlatform } from './harness';

export const STAFF_PASSWORD = 'staff-password-1';

export interface Answer<T = unknown> {
  status: number;
  body: {
    result: T;
    error: { message: string; messageCode?: string; reason?: string; fields?: Record<string, string> };
  };
  setCookie: string | null;
}

/** A browser of a staff member: keeps the session cookie and sends the CSRF token on non-GET calls. */
export class StaffBrowser {
  cookie: string | null = null;
  csrfToken: string | null = null;
  secret: string | null = null;

  constructor(
    private readonly t: TestPlatform,
    readonly email: string,
  ) {}

  async call<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = `${STAFF_SESSION_COOKIE}=${this.cookie}`;
    if (method !== 'GET' && options.csrf !== false && this.csrfToken) headers[STAFF_CSRF_HEADER] = this.csrfToken;
    const response = await fetch(this.t.baseUrl + path, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const setCookie = response.headers.get('set-cookie');
    const jar = setCookie?.match(new RegExp(`${STAFF_SESSION_COOKIE}=([^;]*)`));
    if (jar) this.cookie = jar[1] || null;
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, setCookie };
  }
}

/** A staff member made with the operator token (the CLI's call): the set-up link's answer. */
export async function createStaffMember(t: TestPlatform, email: string, role: StaffRole, name?: string) {
  const answer = await t.call<{ result: StaffSetUpLink }>('POST', buildPath(adminApi.createStaff), {
    token: OPERATOR_TOKEN,
    body: { email, role, ...(name ? { name } : {}) },
  });
  if (answer.status !== 200) throw new Error(`createStaff answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.result;
}

export const tokenOfLink = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** The authenticator's code now (the clock moved past the last used step first). */
export function codeNow(clock: ManualClock, secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
}

/** Signs in (password, then code); enrols on the first sign-in. Moves the clock 30 s so a new code step is used. */
export async function signInStaff(
  t: TestPlatform,
  clock: ManualClock,
  browser: StaffBrowser,
  password = STAFF_PASSWORD,
) {
  clock.advance(30_000);
  const first = await browser.call<StaffSignInStepResult>('POST', buildPath(backofficeApi.signIn), {
    body: { email: browser.email, password },
  });
  if (first.status !== 200) throw new Error(`sign-in answered ${first.status}: ${JSON.stringify(first.body)}`);
  if (first.body.result.enrolment) browser.secret = first.body.result.enrolment.secret;
  if (!browser.secret) throw new Error('No secret to make a code with');
  const second = await browser.call<StaffSelf>('POST', buildPath(backofficeApi.signInCode), {
    body: { ticket: first.body.result.ticket, code: await codeNow(clock, browser.secret) },
  });
  if (second.status !== 200) throw new Error(`code step answered ${second.status}: ${JSON.stringify(second.body)}`);
  browser.csrfToken = second.body.result.csrfToken;
  return second.body.result;
}

/** A staff member of `role`, set up and signed in. */
export async function staffSignedIn(
  t: TestPlatform,
  clock: ManualClock,
  email: string,
  role: StaffRole,
): Promise<StaffBrowser> {
  const made = await createStaffMember(t, email, role);
  const setUp = await t.call('POST', buildPath(backofficeApi.setUp), {
    body: { token: tokenOfLink(made.setUpLink), password: STAFF_PASSWORD },
  });
  if (setUp.status !== 200) throw new Error(`set-up answered ${setUp.status}`);
  const browser = new StaffBrowser(t, email);
  await signInStaff(t, clock, browser);
  return browser;
}
