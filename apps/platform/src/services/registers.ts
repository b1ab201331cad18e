import type { MarketReason } from '@casino/contract';
import type { MessageCode } from '@casino/contract/texts';
import { MARKET_PROFILES, type MarketCode, marketOfCountry } from '@casino/rules';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { players } from '../db/schema';
import {
  oasisPersonOf,
  REGISTER_TITLES,
  type RegisterAnswer,
  type RegisterName,
  ukPostcodeOf,
} from '../providers/registers/api';
import { type RegisterClients, RegisterUnavailableError } from '../providers/registers/client';
import { DomainError, refused, says } from './errors';

/** A UK player is checked at GAMSTOP again when the last check is older than this. */
export const GAMSTOP_RECHECK_MS = 24 * 60 * 60 * 1000;

/** What a register is asked about: the person as the sign-up recorded them. */
export interface RegisterPerson {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string;
  /** Place of birth and family name at birth (OASIS asks them; required of a German sign-up), or null. */
  placeOfBirth: string | null;
  birthName: string | null;
  email: string;
  phoneNumber: string;
  address: string;
  city: string;
  country: string;
}

/** When each register is asked (docs/registers.md). */
const CHECKED_AT: Record<RegisterName, { signUp: boolean; signIn: boolean; daily: boolean; session: boolean }> = {
  // UKGC LCCP SR code 3.5.5: at registration, at sign-in, and at least every 24 hours.
  gamstop: { signUp: true, signIn: true, daily: true, session: false },
  // Wok art. 33h: at registration and every sign-in.
  cruks: { signUp: true, signIn: true, daily: false, session: false },
  // GlüStV 2021 § 8: before every game (session).
  oasis: { signUp: false, signIn: false, daily: false, session: true },
};

const EXCLUDED_TEXT: Record<RegisterName, MessageCode> = {
  gamstop: 'market.registerExcluded.gamstop',
  cruks: 'market.registerExcluded.cruks',
  oasis: 'market.registerExcluded.oasis',
};

const reason = (name: MarketReason) => name;

/**
 * The national exclusion registers of the brand's markets (GAMSTOP for the UK, CRUKS for the
 * Netherlands, OASIS for Germany): who is asked when, and the refusal of a registered player. A
 * register that cannot be asked refuses the action too (fail closed: 503, "try again later"):
 * a regulated operator may not let a player play unchecked. Players of other markets are never
 * sent to a register.
 */
export class NationalRegisters {
  /** Whether any licensed market has a register (a brand of Malta only never looks a player up for one). */
  private readonly anyRegister: boolean;

  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      clients: RegisterClients;
      /** The brand's markets (MARKETS): a register is asked only for a player of one of them. */
      markets: readonly MarketCode[];
      log: FastifyBaseLogger;
    },
  ) {
    this.anyRegister = deps.markets.some((market) => MARKET_PROFILES[market].exclusionRegister !== null);
  }

  /** The register of a person's market, or null (Malta, or a market the brand is not licensed for). */
  registerOf(country: string): RegisterName | null {
    const market = marketOfCountry(country);
    if (!this.deps.markets.includes(market)) return null;
    return MARKET_PROFILES[market].exclusionRegister;
  }

  /**
   * Before an account is opened: GAMSTOP for a UK player, CRUKS for a Dutch one. Answers the
   * time of the check (the new account records it), or null when no register was asked.
   */
  async assertSignUp(person: RegisterPerson): Promise<Date | null> {
    const register = this.registerOf(person.country);
    if (!register || !CHECKED_AT[register].signUp) return null;
    await this.assertNotRegistered(register, person);
    return this.deps.clock.now();
  }

  /** At sign-in, once the password (and code) were right: GAMSTOP for a UK player, CRUKS for a Dutch one. */
  async assertSignIn(playerId: number): Promise<void> {
    await this.check(playerId, (register) => CHECKED_AT[register].signIn);
  }

  /**
   * While signed in (a token refresh, a deposit): a UK player whose last GAMSTOP check is older
   * than 24 hours is checked again.
   */
  async assertCheckedToday(playerId: number): Promise<void> {
    await this.check(playerId, (register, checkedAt) => CHECKED_AT[register].daily && this.due(checkedAt));
  }

  /**
   * Before a real-money game session or a sportsbook session: OASIS for a German player, every
   * time; GAMSTOP for a UK player whose last check is older than 24 hours.
   */
  async assertBeforeSession(playerId: number): Promise<void> {
    await this.check(
      playerId,
      (register, checkedAt) => CHECKED_AT[register].session || (CHECKED_AT[register].daily && this.due(checkedAt)),
    );
  }

  private due(checkedAt: Date | null): boolean {
    return !checkedAt || this.deps.clock.now().getTime() - checkedAt.getTime() >= GAMSTOP_RECHECK_MS;
  }

  /** Asks the player's register when `wanted` says so, and records the time of a clear answer. */
  private async check(
    playerId: number,
    wanted: (register: RegisterName, checkedAt: Date | null) => boolean,
  ): Promise<void> {
    if (!this.anyRegister) return;
    const [player] = await this.deps.db
      .select({
        firstName: players.firstName,
        lastName: players.lastName,
        dob: players.dob,
        placeOfBirth: players.placeOfBirth,
        birthName: players.birthName,
        email: players.email,
        phoneNumber: players.phoneNumber,
        address: players.address,
        city: players.city,
        country: players.country,
        registerCheckedAt: players.registerCheckedAt,
      })
      .from(players)
      .where(eq(players.id, playerId));
    if (!player) return;
    const register = this.registerOf(player.country);
    if (!register || !wanted(register, player.registerCheckedAt)) return;
    await this.assertNotRegistered(register, player);
    await this.deps.db
      .update(players)
      .set({ registerCheckedAt: this.deps.clock.now() })
      .where(eq(players.id, playerId));
  }

  /** Refuses a registered person (403) and a register that cannot be asked (503). */
  private async assertNotRegistered(register: RegisterName, person: RegisterPerson): Promise<void> {
    let answer: RegisterAnswer;
    try {
      answer = await this.ask(register, person);
    } catch (error) {
      if (!(error instanceof RegisterUnavailableError)) throw error;
      const title = REGISTER_TITLES[register];
      this.deps.log.warn({ register }, `${title} could not be asked: the action is refused (fail closed)`);
      throw new DomainError('unavailable', says('market.registerUnavailable', { register: title }), {
        reason: reason('market_register_unavailable'),
      });
    }
    if (answer.registered) {
      this.deps.log.info(
        { register, checkId: answer.checkId },
        `${REGISTER_TITLES[register]}: a registered player was refused`,
      );
      throw refused(says(EXCLUDED_TEXT[register]), reason('market_register_excluded'));
    }
  }

  private ask(register: RegisterName, person: RegisterPerson): Promise<RegisterAnswer> {
    const { clients } = this.deps;
    switch (register) {
      case 'gamstop':
        return clients.gamstop({
          firstName: person.firstName,
          lastName: person.lastName,
          dateOfBirth: person.dob,
          email: person.email,
          postcode: ukPostcodeOf(`${person.address} ${person.city}`),
          mobile: person.phoneNumber.replace(/[\s()-]/g, ''),
        });
      case 'cruks':
        // The sign-up asks no BSN: the check is by name and date of birth.
        return clients.cruks({ firstName: person.firstName, lastName: person.lastName, dateOfBirth: person.dob });
      case 'oasis':
        return clients.oasis(oasisPersonOf(person));
    }
  }
}
