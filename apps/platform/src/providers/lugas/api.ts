/**
 * LUGAS, Germany's cross-operator limit and activity system (GlüStV 2021 § 6c, § 6h), as the
 * platform uses its HTTP API (docs/lugas.md). A player is identified as OASIS identifies them
 * (name, birth name, date and place of birth, address). Amounts are money strings with two
 * decimals in euros ("900.00"), never numbers.
 *
 * The limit file ("Limitdatei"):
 * - `POST {LUGAS_API_URL}/limit-file/queries` with JSON `{ player }`: the player's cross-operator
 *   monthly deposit limit and what was deposited this calendar month at all operators:
 *   `{ limit: "1000.00", deposited: "900.00", currency: "EUR", month: "2026-06" }`.
 * - `POST {LUGAS_API_URL}/limit-file/deposits` with JSON `{ player, depositId, amount, currency }`:
 *   the operator reports a credited deposit (one report per depositId: a repeated report is not
 *   counted twice); it answers the figures after it, in the same shape.
 *
 * The activity file ("Aktivitätsdatei"):
 * - `POST {LUGAS_API_URL}/activity-file/sessions` with JSON `{ player, kind }` (kind `casino` or
 *   `sportsbook`): starts (or renews) the player's session at this operator. It answers
 *   `{ started: true, expiresAt }`, or `{ started: false, reason: 'parallel' }` while the player has
 *   an active session at another operator (parallel play is refused), or `{ started: false,
 *   reason: 'pause', startableAt }` within 5 minutes of the player's last session ending at any
 *   operator (the wait before a change of operator, GlüStV 2021 § 6h (4): a session ended or
 *   expired, then a new one, even at the same operator).
 * - `POST {LUGAS_API_URL}/activity-file/sessions/end` with JSON `{ player }`: ends the player's
 *   session at this operator (sign-out); `{ ended: boolean }`. A session not ended expires at
 *   `expiresAt` unless started again.
 *
 * The platform's own sandbox implements these under LUGAS_SANDBOX_PREFIX (sandboxApi.ts), so going
 * to the real system (through the operator's gateway) is a change of settings only.
 */
import { MARKET_PROFILES } from '@casino/rules';
import type { OasisRequest } from '../registers/api';

/** Where the platform mounts its LUGAS sandbox (SANDBOX_PROVIDERS=true). */
export const LUGAS_SANDBOX_PREFIX = '/api/lugas/sandbox';

export const LUGAS_PATHS = {
  limitQuery: '/limit-file/queries',
  deposit: '/limit-file/deposits',
  startSession: '/activity-file/sessions',
  endSession: '/activity-file/sessions/end',
} as const;
export type LugasCall = keyof typeof LUGAS_PATHS;

/** The person LUGAS files are kept for: the OASIS identification. */
export type LugasPlayer = OasisRequest;

/** The kind of session the activity file is told about. */
export type LugasSessionKind = 'casino' | 'sportsbook';

/** A money string with exactly two decimals, e.g. "900.00" (at most 999,999,999.99). */
export const LUGAS_MONEY = /^(0|[1-9]\d{0,8})\.\d{2}$/;
/** A calendar month, YYYY-MM. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The limit file of a player: the limit and this month's deposits at all operators. */
export interface LimitFile {
  /** The cross-operator monthly deposit limit, e.g. "1000.00". */
  limit: string;
  /** Deposited this calendar month at all operators, e.g. "900.00". */
  deposited: string;
  currency: 'EUR';
  /** YYYY-MM */
  month: string;
}

export interface DepositReport {
  player: LugasPlayer;
  /** The operator's id of the deposit (the payment's uuid): reported once. */
  depositId: string;
  amount: string;
  currency: 'EUR';
}

export interface SessionStart {
  player: LugasPlayer;
  kind: LugasSessionKind;
}

/** The pause between the end of a player's session and the next one, at any operator: GlüStV 2021 § 6h (4). */
export const LUGAS_PAUSE_MINUTES = MARKET_PROFILES.de.sessionPauseMinutes;

export interface SessionAnswer {
  /** False: refused, for `reason`. */
  started: boolean;
  /** When the session expires unless started again (ISO time); null when not started. */
  expiresAt: string | null;
  /** Why a session was not started: parallel play elsewhere, or the pause after a session ended. */
  reason: 'parallel' | 'pause' | null;
  /** With `pause`: when a session can start (ISO time). */
  startableAt: string | null;
}

const objectOf = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;

/** A limit file answer, or null when it is not one. */
export function readLimitFile(body: unknown): LimitFile | null {
  const answer = objectOf(body);
  if (!answer) return null;
  const { limit, deposited, currency, month } = answer;
  if (typeof limit !== 'string' || !LUGAS_MONEY.test(limit)) return null;
  if (typeof deposited !== 'string' || !LUGAS_MONEY.test(deposited)) return null;
  if (currency !== 'EUR' || typeof month !== 'string' || !MONTH.test(month)) return null;
  return { limit, deposited, currency, month };
}

/** An activity file answer to a session start, or null when it is not one. */
export function readSessionAnswer(body: unknown): SessionAnswer | null {
  const answer = objectOf(body);
  if (!answer || typeof answer.started !== 'boolean') return null;
  const expiresAt =
    typeof answer.expiresAt === 'string' && !Number.isNaN(Date.parse(answer.expiresAt)) ? answer.expiresAt : null;
  if (answer.started && expiresAt === null) return null;
  if (answer.started) return { started: true, expiresAt, reason: null, startableAt: null };
  const isoTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
  if (answer.reason === 'pause') {
    return isoTime(answer.startableAt)
      ? { started: false, expiresAt: null, reason: 'pause', startableAt: answer.startableAt as string }
      : null;
  }
  // Refused without a reason: parallel play, as the first version of the API answered.
  return { started: false, expiresAt: null, reason: 'parallel', startableAt: null };
}

/** The answer to a session end, or null when it is not one. */
export function readSessionEnd(body: unknown): { ended: boolean } | null {
  const answer = objectOf(body);
  return answer && typeof answer.ended === 'boolean' ? { ended: answer.ended } : null;
}
