/**
 * The national exclusion registers' HTTP APIs, as the platform uses them (docs/registers.md):
 *
 * - GAMSTOP (United Kingdom): `POST {GAMSTOP_API_URL}` with the header `X-API-Key`, a form body
 *   (application/x-www-form-urlencoded) `firstName`, `lastName`, `dateOfBirth` (YYYY-MM-DD),
 *   `email`, `postcode`, `mobile`; it answers 200 with the exclusion flag in the header
 *   `X-Exclusion`: `Y` (self-excluded now), `N` (not registered), `P` (a past exclusion that has
 *   ended), and the check's id in `X-Unique-Id`.
 * - CRUKS (Netherlands): `POST {CRUKS_API_URL}/checks` with JSON `{ bsn }` or
 *   `{ firstName, lastName, dateOfBirth }`; it answers `{ registered: boolean, checkId }`.
 * - OASIS (Germany): `POST {OASIS_API_URL}/checks` with JSON `{ firstName, lastName, birthName,
 *   dateOfBirth, placeOfBirth, address: { street, postcode, city, country } }`; it answers
 *   `{ blocked: boolean, checkId }`.
 *
 * The platform's own sandbox implements the three under SANDBOX_API_PREFIX (sandboxApi.ts), so
 * going to a real register is a change of settings only.
 */

export const REGISTERS = ['gamstop', 'cruks', 'oasis'] as const;
export type RegisterName = (typeof REGISTERS)[number];

/** The register's own name, as players and staff know it. */
export const REGISTER_TITLES: Record<RegisterName, string> = { gamstop: 'GAMSTOP', cruks: 'CRUKS', oasis: 'OASIS' };

/** Where the platform mounts its sandbox registers (SANDBOX_PROVIDERS=true): `{prefix}/{register}`. */
export const SANDBOX_API_PREFIX = '/api/registers/sandbox';
/** The API key of the local GAMSTOP sandbox, used when GAMSTOP_API_KEY is not set. */
export const SANDBOX_GAMSTOP_API_KEY = 'local-gamstop-sandbox-api-key';

/** The path a register's check is posted to, after its base URL. */
export const CHECK_PATHS: Record<RegisterName, string> = { gamstop: '', cruks: '/checks', oasis: '/checks' };

/** The GAMSTOP form (every field a string; the empty string where the platform does not know it). */
export interface GamstopRequest {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  email: string;
  postcode: string;
  mobile: string;
}

/** GAMSTOP's exclusion flag: Y excluded now, N not registered, P previously excluded (ended). */
export type GamstopFlag = 'Y' | 'N' | 'P';
export const GAMSTOP_EXCLUSION_HEADER = 'x-exclusion';
export const GAMSTOP_UNIQUE_ID_HEADER = 'x-unique-id';
export const GAMSTOP_API_KEY_HEADER = 'x-api-key';

/** A CRUKS check: by BSN (citizen service number), or by name and date of birth. */
export type CruksRequest = { bsn: string } | { firstName: string; lastName: string; dateOfBirth: string };

export interface CruksAnswer {
  registered: boolean;
  checkId?: string;
}

/** An OASIS check ("Sperrabfrage"): name, birth name, date and place of birth, address. */
export interface OasisRequest {
  firstName: string;
  lastName: string;
  /** The name at birth, when another (null: the same as lastName or unknown). */
  birthName: string | null;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** Null: not known to the platform (a German player who signed up before it was asked). */
  placeOfBirth: string | null;
  address: { street: string; postcode: string | null; city: string; country: string };
}

export interface OasisAnswer {
  blocked: boolean;
  checkId?: string;
}

/** A register's answer, read: is the person registered (excluded or blocked) now. */
export interface RegisterAnswer {
  registered: boolean;
  /** The register's id of the check, where it gives one (kept in the log). */
  checkId: string | null;
  /** GAMSTOP's flag, as answered. */
  flag?: GamstopFlag;
}

const MAX_ID_LENGTH = 200;
const idOf = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH ? value : null;

/** GAMSTOP's answer from its headers, or null when the flag is missing or unknown. */
export function readGamstopAnswer(headers: Headers): RegisterAnswer | null {
  const flag = headers.get(GAMSTOP_EXCLUSION_HEADER)?.trim().toUpperCase();
  if (flag !== 'Y' && flag !== 'N' && flag !== 'P') return null;
  return { registered: flag === 'Y', checkId: idOf(headers.get(GAMSTOP_UNIQUE_ID_HEADER)), flag };
}

const objectOf = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;

/** CRUKS's answer, or null when it is not one. */
export function readCruksAnswer(body: unknown): RegisterAnswer | null {
  const answer = objectOf(body);
  if (!answer || typeof answer.registered !== 'boolean') return null;
  return { registered: answer.registered, checkId: idOf(answer.checkId) };
}

/** OASIS's answer, or null when it is not one. */
export function readOasisAnswer(body: unknown): RegisterAnswer | null {
  const answer = objectOf(body);
  if (!answer || typeof answer.blocked !== 'boolean') return null;
  return { registered: answer.blocked, checkId: idOf(answer.checkId) };
}

/**
 * A UK postcode in a free-text address ("1 Main Street, London SW1A 1AA" gives "SW1A 1AA"), or
 * the empty string: the sign-up has one address field, and GAMSTOP matches on the postcode.
 */
export function ukPostcodeOf(address: string): string {
  const match = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/i.exec(address);
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : '';
}

/** A German postcode (five digits) in a free-text address, or null. */
export function germanPostcodeOf(address: string): string | null {
  return /\b(\d{5})\b/.exec(address)?.[1] ?? null;
}

/**
 * How OASIS (and LUGAS, which files players the same way) identify a person, from what the
 * sign-up recorded: names, date (YYYY-MM-DD) and place of birth, and the address with its postcode.
 */
export function oasisPersonOf(person: {
  firstName: string;
  lastName: string;
  birthName: string | null;
  dob: string;
  placeOfBirth: string | null;
  address: string;
  city: string;
  country: string;
}): OasisRequest {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    birthName: person.birthName,
    dateOfBirth: person.dob,
    placeOfBirth: person.placeOfBirth,
    address: {
      street: person.address,
      postcode: germanPostcodeOf(`${person.address} ${person.city}`),
      city: person.city,
      country: person.country,
    },
  };
}
