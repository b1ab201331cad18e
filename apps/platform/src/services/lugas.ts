/**
 * LUGAS for German players (docs/lugas.md, GlüStV 2021 § 6c and § 6h): the limit file is asked at
 * every payment link and before money arriving is credited (the deposits of this calendar month
 * at all operators plus the amount within the player's cross-operator limit, at most 1,000.00 EUR);
 * every credited deposit is reported; the activity file is asked at every real-money game session
 * and sportsbook session (refused while the player plays at another operator) and told when the
 * player signs out. LUGAS out of reach refuses the deposit or the session (fail closed: 503).
 * Players of other markets are never sent to LUGAS.
 */
import { MARKET_PROFILES, type MarketCode, fromMinorUnits, marketOfCountry, toMinorUnits } from '@casino/rules';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/client';
import { accounts, currencies, payments, players } from '../db/schema';
import { oasisPersonOf } from '../providers/registers/api';
import type { LugasPlayer, LugasSessionKind } from '../providers/lugas/api';
import { type LugasClient, LugasUnavailableError } from '../providers/lugas/client';
import { DomainError, refused, says } from './errors';
import { calendarMonth } from './markets';
import { formatTime, moneyText } from './protection/common';
import { openDepositLinks } from './protection/limits';

/** LUGAS counts calendar months in German time. */
export const LUGAS_TIME_ZONE = 'Europe/Berlin';
/** LUGAS keeps euros with two decimals. */
const LUGAS_DECIMALS = 2;

/** A German player's limit file, in the account's minor units (cents). */
export interface CrossOperatorFigures {
  limit: bigint;
  /** Deposited this calendar month at all operators (as LUGAS knows it). */
  deposited: bigint;
  month: { from: Date; until: Date };
  account: { symbol: string; decimals: number };
}

/** What the payment paths ask of a cross-operator deposit limit (PaymentService). */
export interface CrossOperatorDeposits {
  /** Before a link or a credit, outside any transaction: the player's limit file, or null (not a German player). Throws 503 when LUGAS is out of reach. */
  figures(playerId: number): Promise<CrossOperatorFigures | null>;
  /** Inside the link's or the credit's transaction: the refusal of `amount` past the limit, or null. */
  refusal(
    tx: Executor,
    playerId: number,
    amount: bigint,
    figures: CrossOperatorFigures,
    options: { countOpenLinks: boolean },
  ): Promise<DomainError | null>;
  /** Inside the credit's transaction, once `refusal` let it pass: the deposit is due to be reported. */
  creditedIn(tx: Executor, paymentId: number): Promise<void>;
  /** After a deposit was credited (committed): reported to LUGAS (a failure is logged; the sweep reports it later). */
  credited(playerId: number, payment: { uuid: string; amount: bigint }): Promise<void>;
}

/** Deposits the sweep reports at most in one go. */
const REPORT_BATCH = 100;

const unavailable = () =>
  new DomainError('unavailable', says('market.lugasUnavailable'), { reason: 'market_lugas_unavailable' });

export class LugasService implements CrossOperatorDeposits {
  /** Whether the brand is licensed for Germany (a brand without it never asks LUGAS). */
  private readonly germany: boolean;
  private readonly cap: bigint | null;

  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      client: LugasClient;
      markets: readonly MarketCode[];
      log: FastifyBaseLogger;
    },
  ) {
    const cap = MARKET_PROFILES.de.deposits.monthlyCapAcrossOperators;
    this.cap = cap === null ? null : toMinorUnits(cap, LUGAS_DECIMALS);
    this.germany = deps.markets.includes('de') && this.cap !== null;
  }

  /** The player as LUGAS files them and the account's currency, or null when not a German player. */
  private async personOf(playerId: number): Promise<{ player: LugasPlayer; symbol: string; decimals: number } | null> {
    if (!this.germany) return null;
    const [row] = await this.deps.db
      .select({
        firstName: players.firstName,
        lastName: players.lastName,
        dob: players.dob,
        placeOfBirth: players.placeOfBirth,
        birthName: players.birthName,
        address: players.address,
        city: players.city,
        country: players.country,
        symbol: currencies.symbolNative,
        decimals: currencies.decimals,
      })
      .from(players)
      .innerJoin(accounts, and(eq(accounts.playerId, players.id), eq(accounts.type, 'combined')))
      .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
      .where(eq(players.id, playerId))
      .limit(1);
    if (!row || marketOfCountry(row.country) !== 'de') return null;
    return {
      player: oasisPersonOf({ ...row, dob: String(row.dob) }),
      symbol: row.symbol,
      decimals: row.decimals,
    };
  }

  /** Euros with two decimals in the account's minor units (a German account keeps euros). */
  private units(amount: string, decimals: number): bigint {
    return toMinorUnits(amount, decimals);
  }

  async figures(playerId: number): Promise<CrossOperatorFigures | null> {
    const person = await this.personOf(playerId);
    if (!person || this.cap === null) return null;
    let file;
    try {
      file = await this.deps.client.limitFile(person.player);
    } catch (error) {
      if (!(error instanceof LugasUnavailableError)) throw error;
      this.deps.log.warn('LUGAS could not be asked: the deposit is refused (fail closed)');
      throw unavailable();
    }
    const statutory = this.units(fromMinorUnits(this.cap, LUGAS_DECIMALS), person.decimals);
    const own = this.units(file.limit, person.decimals);
    return {
      // The player's own LUGAS limit, never above the statutory one.
      limit: own < statutory ? own : statutory,
      deposited: this.units(file.deposited, person.decimals),
      month: calendarMonth(this.deps.clock.now(), LUGAS_TIME_ZONE),
      account: { symbol: person.symbol, decimals: person.decimals },
    };
  }

  /**
   * The limit file as the Responsible Gaming tab shows it (a German player): the limit, what is
   * used (LUGAS's deposits, the open links and unreported deposits here) and what is left; null
   * for other players, or while LUGAS cannot be asked (the tab is shown without it).
   */
  async view(playerId: number): Promise<{ limit: string; used: string; left: string; until: string } | null> {
    let figures;
    try {
      figures = await this.figures(playerId);
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
    if (!figures) return null;
    const { db } = this.deps;
    const used =
      figures.deposited +
      (await openDepositLinks(db, playerId, new Date(figures.month.from.getTime() - 1), this.deps.clock.now())) +
      (await this.unreported(db, playerId, figures.month.from));
    const amount = (units: bigint) => fromMinorUnits(units, figures.account.decimals);
    return {
      limit: amount(figures.limit),
      used: amount(used),
      left: amount(figures.limit > used ? figures.limit - used : 0n),
      until: figures.month.until.toISOString(),
    };
  }

  async refusal(
    tx: Executor,
    playerId: number,
    amount: bigint,
    figures: CrossOperatorFigures,
    { countOpenLinks }: { countOpenLinks: boolean },
  ): Promise<DomainError | null> {
    // Links of this month not paid yet may still be: they count, as deposits LUGAS has not seen;
    // so do deposits credited here whose report LUGAS has not taken yet.
    const open = countOpenLinks
      ? await openDepositLinks(tx, playerId, new Date(figures.month.from.getTime() - 1), this.deps.clock.now())
      : 0n;
    const used = figures.deposited + open + (await this.unreported(tx, playerId, figures.month.from));
    if (used + amount <= figures.limit) return null;
    const left = figures.limit > used ? figures.limit - used : 0n;
    return refused(
      says('market.lugasDepositLimit', {
        used: moneyText(used, figures.account),
        limit: moneyText(figures.limit, figures.account),
        left: moneyText(left, figures.account),
        date: formatTime(figures.month.until),
      }),
      'market_lugas_limit',
    );
  }

  /** The player's deposits of this month credited here and not yet taken by LUGAS. */
  private async unreported(tx: Executor, playerId: number, from: Date): Promise<bigint> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .where(
        and(
          eq(payments.playerId, playerId),
          eq(payments.lugasReport, 'due'),
          gt(payments.completedAt, new Date(from.getTime() - 1)),
        ),
      );
    return BigInt(row?.total ?? 0);
  }

  async creditedIn(tx: Executor, paymentId: number): Promise<void> {
    await tx.update(payments).set({ lugasReport: 'due' }).where(eq(payments.id, paymentId));
  }

  async credited(playerId: number, payment: { uuid: string; amount: bigint }): Promise<void> {
    const person = await this.personOf(playerId);
    if (!person) return;
    try {
      await this.deps.client.reportDeposit({
        player: person.player,
        depositId: payment.uuid,
        amount: fromMinorUnits(toMinorUnits(fromMinorUnits(payment.amount, person.decimals), LUGAS_DECIMALS), 2),
        currency: 'EUR',
      });
    } catch (error) {
      this.deps.log.error(
        { err: error, payment: payment.uuid },
        'LUGAS: a credited deposit was not reported (the payment sweep reports it again)',
      );
      return;
    }
    await this.deps.db.update(payments).set({ lugasReport: 'done' }).where(eq(payments.uuid, payment.uuid));
  }

  /**
   * The payment sweep: reports again the deposits LUGAS has not taken (LUGAS was out of reach
   * just after the credit). A report is counted once by LUGAS whatever happens in between.
   */
  async reportDue(): Promise<number> {
    const due = await this.deps.db
      .select({ playerId: payments.playerId, uuid: payments.uuid, amount: payments.amount })
      .from(payments)
      .where(eq(payments.lugasReport, 'due'))
      .limit(REPORT_BATCH);
    for (const payment of due) await this.credited(payment.playerId, payment);
    return due.length;
  }

  /**
   * Before a real-money game session or a sportsbook session of a German player: the activity
   * file starts (or renews) the session here, or refuses while the player plays elsewhere.
   */
  async assertSessionAllowed(playerId: number, kind: LugasSessionKind): Promise<void> {
    const person = await this.personOf(playerId);
    if (!person) return;
    let answer;
    try {
      answer = await this.deps.client.startSession({ player: person.player, kind });
    } catch (error) {
      if (!(error instanceof LugasUnavailableError)) throw error;
      this.deps.log.warn({ kind }, 'LUGAS could not be asked: the session is refused (fail closed)');
      throw unavailable();
    }
    if (answer.started) return;
    if (answer.reason === 'pause' && answer.startableAt) {
      // GlüStV 2021 § 6h (4): 5 minutes between a session's end and the next, at any operator.
      throw refused(
        says('market.lugasPause', { time: formatTime(new Date(answer.startableAt)) }),
        'market_lugas_pause',
      );
    }
    this.deps.log.info({ kind }, 'LUGAS: a player active at another operator was refused a session');
    throw refused(says('market.lugasParallelPlay'), 'market_lugas_parallel_play');
  }

  /** At sign-out: the player's session here ends in the activity file (a failure is logged; it expires anyway). */
  async endSession(playerId: number): Promise<void> {
    const person = await this.personOf(playerId);
    if (!person) return;
    try {
      await this.deps.client.endSession(person.player);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'LUGAS: the session was not ended (it expires by itself)');
    }
  }
}
