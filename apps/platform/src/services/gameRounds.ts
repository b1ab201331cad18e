import { randomUUID } from 'node:crypto';
import type { BetSource, BetTransaction, BetTransactionType, CasinoRound, Pagination } from '@casino/contract';
import { DEFAULT_PAGE_LIMIT } from '@casino/contract';
import {
  DATE_ORDER_MESSAGE,
  DATES_TOGETHER_MESSAGE,
  fromMinorUnits,
  INVALID_NUMBER_MESSAGE,
  type AmountProblem,
  MONEY_DECIMALS,
  MONEY_DECIMALS_MESSAGE,
  parseAmountInput,
  REQUIRED_MESSAGE,
  toMinorUnits,
} from '@casino/rules';
import { and, count, desc, eq, gt, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { prepared, rawStatement } from '../db/prepared';
import {
  accounts,
  bets,
  currencies,
  gameRounds,
  gameSessions,
  games,
  gameTypes,
  gameProviders,
  ledgerEntries,
  players,
  ROUND_REFERENCE_TYPE,
  sessions,
} from '../db/schema';
import { conflict, invalid, isDomainError, says, SAME_KEY_OTHER_DETAILS_MESSAGE, type FieldMessage } from './errors';
import { cryptoRng, ENGINES, type EngineName, payoutOf, type Rng } from '../providers/demoGames/engines';
import { INSUFFICIENT_BALANCE_MESSAGE } from './ledger';
import { hashToken, newOpaqueToken } from './sessions';
import type { BonusWallet } from './bonusWallet';
import type { MarketPlayer, MarketRules } from './markets';
import type { ProtectionGate } from './protection';
import { selectionsOfCombinedBets } from './sportsbook/bets';
import { type RoundBatchOptions, RoundBatches, type RoundWork } from './roundBatches';
import type { WalletService } from './wallet';
import type { JackpotService } from './jackpots';

/** A game page stays playable this long after launch. */
export const GAME_SESSION_TTL_MS = 4 * 3600 * 1000;
/** Play money of a demo session: 1,000.00 credits. */
export const DEMO_START_BALANCE = 100_000n;
export const DEMO_CURRENCY = { code: 'FUN', symbol: 'FUN', decimals: 2 } as const;
/** Stake limits of one round, in minor units of a two-decimal currency. */
export const MIN_STAKE = 10n;
export const MAX_STAKE = 100_000n;
export const MIN_STAKE_MESSAGE = says('validation.minStake');
export const MAX_STAKE_MESSAGE = says('game.maxStake');
export const GAME_SESSION_EXPIRED_MESSAGE = says('game.sessionEnded');
export const ROUND_REPLAY_CONFLICT_MESSAGE = SAME_KEY_OTHER_DETAILS_MESSAGE;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where a game may send the player on exit: a path on this origin ("/casino") or a URL of the
 * configured public origin. Anything else (another origin, "//host", "javascript:", backslashes,
 * control characters) becomes "/".
 */
export function safeExitUrl(input: unknown, publicUrl: string): string {
  // eslint-disable-next-line no-control-regex
  if (typeof input !== 'string' || input.length > 2048 || /[\s\\\u0000-\u001f\u007f]/.test(input)) return '/';
  if (input.startsWith('/') && !input.startsWith('//')) return input;
  try {
    const url = new URL(input);
    const origin = new URL(publicUrl).origin;
    if (url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:')) return url.toString();
  } catch {
    // not a URL
  }
  return '/';
}

/** A game session as the game page and the round call read it. */
export interface GameSessionView {
  id: string;
  playerId: number | null;
  demo: boolean;
  demoBalance: bigint | null;
  exitUrl: string;
  expiresAt: Date;
  /** When the game was launched. */
  startedAt: Date;
  game: {
    id: number;
    gameId: string;
    name: string;
    provider: string;
    typeName: string;
    engine: EngineName;
    isLive: boolean;
  };
  /** The player's combined account with its currency (null in fun play or without one). */
  account: RoundAccount | null;
  /** What the market's rules read of the player (null in fun play). */
  player: MarketPlayer | null;
}

/** A player's combined account as a round uses it. */
export interface RoundAccount {
  id: number;
  currencyCode: string;
  decimals: number;
  symbol: string;
}

/** The game page's offer under the player's market (`GameRoundService.pageRules`). */
export interface GamePageRules {
  maxStake: bigint;
  minRoundMs: number;
  celebrateReturnAtOrBelowStake: boolean;
  /** The player's locale, for the market's messages on the page. */
  locale: string | null;
  /** The session's net position and time played so far, where the market shows them. */
  sessionPosition: { net: string; elapsedMs: number } | null;
}

export interface RoundAnswer {
  roundId: string;
  stake: string;
  payout: string;
  won: boolean;
  outcome: unknown;
  balance: string;
  currency: { code: string; symbol: string };
  /** True when this round had been played before: the stored outcome, nothing moved again. */
  replayed: boolean;
  /** The session's net position (wins less stakes) where the market shows it on screen. */
  sessionNet?: string;
}

export interface BetListQuery {
  page?: number | undefined;
  limit?: number | undefined;
  createdAtStart?: string | undefined;
  createdAtEnd?: string | undefined;
  source?: BetSource | undefined;
}

interface StoredRound {
  uuid: string;
  sessionId: string | null;
  stake: bigint;
  payout: bigint;
  outcome: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Same JSON text for the same data, whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Message of each way a stake can fail the money grammar (parseAmountInput). */
const STAKE_PROBLEM_MESSAGES: Record<AmountProblem, FieldMessage> = {
  required: REQUIRED_MESSAGE,
  invalid: INVALID_NUMBER_MESSAGE,
  negative: MIN_STAKE_MESSAGE,
  decimals: MONEY_DECIMALS_MESSAGE,
};

/** Reads a stake (decimal string or number, in the money grammar) into minor units, or field errors. */
export function parseStake(
  input: unknown,
  decimals: number,
): { ok: true; stake: bigint } | { ok: false; errors: Record<string, FieldMessage> } {
  const reading = parseAmountInput(input, Math.min(decimals, MONEY_DECIMALS));
  if (!reading.ok) return { ok: false, errors: { stake: STAKE_PROBLEM_MESSAGES[reading.problem] } };
  // More whole digits than any stake has: refused as text rather than as too large.
  if (/^\d{13,}/.test(reading.amount)) return { ok: false, errors: { stake: INVALID_NUMBER_MESSAGE } };
  const stake = toMinorUnits(reading.amount, decimals);
  const scale = 10n ** BigInt(decimals);
  const min = (MIN_STAKE * scale) / 100n;
  const max = (MAX_STAKE * scale) / 100n;
  if (stake < min) return { ok: false, errors: { stake: MIN_STAKE_MESSAGE } };
  if (stake > max) return { ok: false, errors: { stake: MAX_STAKE_MESSAGE } };
  return { ok: true, stake };
}

/**
 * Game sessions and rounds of the demo game provider, and the Bet History. A real-money round is
 * one `bet` posting and, when it wins, one `win` posting, in one wallet transaction, with keys
 * derived from the round uuid: the same round sent again moves no money and answers the same
 * outcome. Demo rounds move the session's play money only.
 */
/** The optional date range of a history query: both bounds or none, start not after end (else 400). */
function historyRange(query: { createdAtStart?: string; createdAtEnd?: string }): {
  start: Date | null;
  end: Date | null;
} {
  const start = query.createdAtStart;
  const end = query.createdAtEnd;
  if (Boolean(start) !== Boolean(end)) {
    throw invalid(
      DATES_TOGETHER_MESSAGE,
      start ? { createdAtEnd: DATES_TOGETHER_MESSAGE } : { createdAtStart: DATES_TOGETHER_MESSAGE },
    );
  }
  const startDate = start ? new Date(start) : null;
  const endDate = end ? new Date(end) : null;
  if (startDate && Number.isNaN(startDate.getTime()))
    throw invalid('Invalid request', { createdAtStart: 'must be a valid date' });
  if (endDate && Number.isNaN(endDate.getTime()))
    throw invalid('Invalid request', { createdAtEnd: 'must be a valid date' });
  if (startDate && endDate && startDate > endDate) {
    throw invalid(DATE_ORDER_MESSAGE, { createdAtStart: DATE_ORDER_MESSAGE });
  }
  return { start: startDate, end: endDate };
}

/** Payout over stake at two decimals, rounded half-up ("0.00" for a zero stake). */
export function payoutRatio(stake: bigint, payout: bigint): string {
  if (stake <= 0n) return '0.00';
  const hundredths = (payout * 200n + stake) / (2n * stake);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

const placeholder = sql.placeholder;

/**
 * A page token's game session with its game, its sign-in session while that is open, the
 * player's combined account with its currency and the player's market (one statement).
 */
const sessionOfToken = prepared('round_session', (db) =>
  db
    .select({
      id: gameSessions.id,
      playerId: gameSessions.playerId,
      authSessionId: gameSessions.authSessionId,
      demo: gameSessions.demo,
      demoBalance: gameSessions.demoBalance,
      exitUrl: gameSessions.exitUrl,
      expiresAt: gameSessions.expiresAt,
      startedAt: gameSessions.createdAt,
      gameId: games.id,
      providerGameId: games.gameId,
      name: games.name,
      isLive: games.isLive,
      provider: gameProviders.name,
      typeName: gameTypes.name,
      engine: gameTypes.engine,
      // The sign-in session of a real-money game, while it is open (one statement with the rest).
      signInId: sessions.id,
      // The player's combined account with its currency, and what the market reads of the player.
      accountId: accounts.id,
      currencyCode: accounts.currencyCode,
      decimals: currencies.decimals,
      symbol: currencies.symbolNative,
      country: players.country,
      dob: players.dob,
    })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .innerJoin(gameTypes, eq(gameTypes.id, games.typeId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .leftJoin(players, eq(players.id, gameSessions.playerId))
    .leftJoin(accounts, and(eq(accounts.playerId, gameSessions.playerId), eq(accounts.type, 'combined')))
    .leftJoin(currencies, eq(currencies.code, accounts.currencyCode))
    .leftJoin(
      sessions,
      and(
        eq(sessions.id, gameSessions.authSessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, placeholder('now')),
      ),
    )
    .where(and(eq(gameSessions.tokenHash, placeholder('tokenHash')), gt(gameSessions.expiresAt, placeholder('now')))),
);

/** The player's combined account (as WalletService.combinedAccount reads it) with its currency's symbol. */
const combinedAccountOf = prepared('round_account', (db) =>
  db
    .select({
      id: accounts.id,
      currencyCode: accounts.currencyCode,
      decimals: currencies.decimals,
      symbol: currencies.symbolNative,
    })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
    .where(and(eq(accounts.playerId, placeholder('playerId')), eq(accounts.type, 'combined')))
    .limit(1),
);

/** A real-money round's row; nothing when its uuid was played before (a replay). */
const insertRoundStatement = prepared('round_insert', (db) =>
  db
    .insert(gameRounds)
    .values({
      uuid: placeholder('uuid'),
      playerId: placeholder('playerId'),
      gameId: placeholder('gameId'),
      sessionId: placeholder('sessionId'),
      demo: placeholder('demo'),
      currencyCode: placeholder('currencyCode'),
      stake: placeholder('stake'),
      payout: placeholder('payout'),
      outcome: placeholder('outcome'),
      status: placeholder('status'),
      source: placeholder('source'),
      settledAt: placeholder('settledAt'),
    })
    .onConflictDoNothing({ target: gameRounds.uuid })
    .returning({ uuid: gameRounds.uuid }),
);
const insertRound = (tx: Executor, values: RoundRow) => insertRoundStatement(tx, values);

/** A real-money round's row, as its round writes it (every column but the id and the time of writing). */
type RoundRow = Required<Omit<typeof gameRounds.$inferInsert, 'id' | 'createdAt'>>;

/** The rows of a batch's rounds (the arrays, one per column, in the batch's order); the uuids of those that were new. */
const insertRoundsStatement = prepared('round_insert_batch', (db) =>
  rawStatement<{ uuid: string }>(
    db,
    sql`
    insert into ${gameRounds} (uuid, player_id, game_id, session_id, demo, currency_code, stake, payout, outcome,
      status, source, settled_at)
    select * from unnest(${placeholder('uuids')}::uuid[], ${placeholder('playerIds')}::int[],
      ${placeholder('gameIds')}::int[], ${placeholder('sessionIds')}::uuid[], ${placeholder('demos')}::boolean[],
      ${placeholder('currencyCodes')}::text[], ${placeholder('stakes')}::bigint[], ${placeholder('payouts')}::bigint[],
      ${placeholder('outcomes')}::jsonb[], ${placeholder('statuses')}::text[], ${placeholder('sources')}::text[],
      ${placeholder('settledAts')}::timestamptz[])
    on conflict (uuid) do nothing
    returning uuid`,
  ),
);

/**
 * Writes a batch's rounds' rows in one statement; answers, for each in order, whether it was new: a
 * round whose uuid was played before, or by an earlier round of the batch (a retry that came
 * together with its first try), is a replay.
 */
async function insertRounds(tx: Executor, rows: readonly RoundRow[]): Promise<boolean[]> {
  const { rows: inserted } = await insertRoundsStatement(tx, {
    uuids: rows.map((row) => row.uuid),
    playerIds: rows.map((row) => row.playerId),
    gameIds: rows.map((row) => row.gameId),
    sessionIds: rows.map((row) => row.sessionId),
    demos: rows.map((row) => row.demo),
    currencyCodes: rows.map((row) => row.currencyCode),
    stakes: rows.map((row) => String(row.stake)),
    payouts: rows.map((row) => String(row.payout)),
    outcomes: rows.map((row) => JSON.stringify(row.outcome)),
    statuses: rows.map((row) => row.status),
    sources: rows.map((row) => row.source),
    settledAts: rows.map((row) => row.settledAt?.toISOString() ?? null),
  });
  const fresh = new Set(inserted.map((row) => row.uuid));
  return rows.map((row) => fresh.delete(row.uuid));
}

export class GameRoundService {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletService,
    private readonly bonusWallet: BonusWallet,
    /** Player protection: a real-money session opens only for a player every stake of whom could pass. */
    private readonly protection: ProtectionGate,
    /** The player's market: slot stake caps and the pace of rounds (MARKETS). */
    private readonly markets: MarketRules,
    private readonly rng: Rng = cryptoRng,
    /** The pooled jackpot: real-money stakes on its game feed it, and a round may win it. */
    private readonly jackpots: JackpotService | null = null,
    /** Rounds that arrive together share a transaction (ROUND_BATCH_ROUNDS; 1: each alone). */
    batching: RoundBatchOptions = { maxRounds: 1, maxBatches: 1 },
  ) {
    this.batches = new RoundBatches(wallet, batching, insertRounds);
  }

  private readonly batches: RoundBatches<RoundRow>;

  /**
   * Opens a game session; answers the page token (only its hash is stored). A real-money session
   * is refused with the protection's 403 (time-out, self-exclusion, closure, a due reality check, a
   * play-time limit reached), as each of its stakes would be; a demo session is not.
   */
  async startSession(input: {
    gameId: number;
    playerId: number | null;
    authSessionId: string | null;
    demo: boolean;
    exitUrl: string;
  }): Promise<{ token: string; expiresAt: Date }> {
    if (!input.demo && input.playerId !== null) await this.protection.assertCanStartPlay(input.playerId);
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + GAME_SESSION_TTL_MS);
    await this.db.insert(gameSessions).values({
      tokenHash: hashToken(token),
      playerId: input.playerId,
      authSessionId: input.authSessionId,
      gameId: input.gameId,
      demo: input.demo,
      demoBalance: input.demo ? DEMO_START_BALANCE : null,
      exitUrl: input.exitUrl,
      expiresAt,
    });
    return { token, expiresAt };
  }

  /**
   * The open session of a page token, or null when the token is unknown, expired, or the
   * sign-in session of a real-money game has ended (signed out or expired).
   */
  async sessionByToken(token: string | undefined, executor: Executor = this.db): Promise<GameSessionView | null> {
    if (!token || token.length > 200) return null;
    const [row] = await sessionOfToken(executor, { tokenHash: hashToken(token), now: new Date().toISOString() });
    if (!row) return null;
    if (!row.demo) {
      if (!row.authSessionId || row.playerId === null) return null;
      if (!row.signInId) return null;
    }
    return {
      id: row.id,
      playerId: row.playerId,
      demo: row.demo,
      demoBalance: row.demoBalance,
      exitUrl: row.exitUrl,
      expiresAt: row.expiresAt,
      startedAt: row.startedAt,
      game: {
        id: row.gameId,
        gameId: row.providerGameId,
        name: row.name,
        provider: row.provider,
        typeName: row.typeName,
        engine: row.engine,
        isLive: row.isLive,
      },
      account:
        row.accountId !== null && row.currencyCode !== null && row.decimals !== null && row.symbol !== null
          ? { id: row.accountId, currencyCode: row.currencyCode, decimals: row.decimals, symbol: row.symbol }
          : null,
      player: row.country !== null && row.dob !== null ? { country: row.country, dob: String(row.dob) } : null,
    };
  }

  /** The balance the game page shows: play money, or the player's combined account. */
  async balanceOf(
    session: GameSessionView,
  ): Promise<{ balance: string; currency: { code: string; symbol: string; decimals: number } }> {
    if (session.demo) {
      return {
        balance: fromMinorUnits(session.demoBalance ?? 0n, DEMO_CURRENCY.decimals),
        currency: { ...DEMO_CURRENCY },
      };
    }
    const account = session.account ?? (await this.realAccount(session.playerId));
    return {
      balance: fromMinorUnits(await this.accountBalance(account.id), account.decimals),
      currency: { code: account.currencyCode, symbol: account.symbol, decimals: account.decimals },
    };
  }

  private async accountBalance(accountId: number, executor: Executor = this.db): Promise<bigint> {
    const [row] = await executor.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, accountId));
    return row?.balance ?? 0n;
  }

  private async realAccount(playerId: number | null, executor: Executor = this.db) {
    // The player's combined account (as WalletService.combinedAccount reads it) with its
    // currency's symbol, in one statement.
    const [account] = playerId === null ? [] : await combinedAccountOf(executor, { playerId });
    if (!account) throw conflict('The player has no wallet account');
    return account;
  }

  /**
   * What the game page offers in this session under the player's market: the largest stake, the
   * shortest time between rounds, whether a return at or below the stake may look like a win, and
   * the session's position where the market shows it. A demo session or a game other than a slot
   * follows no market.
   */
  async pageRules(session: GameSessionView): Promise<GamePageRules> {
    const free: GamePageRules = {
      maxStake: MAX_STAKE,
      minRoundMs: 0,
      celebrateReturnAtOrBelowStake: true,
      locale: null,
      sessionPosition: null,
    };
    if (session.demo || session.playerId === null || session.game.engine !== 'slot') return free;
    const [player] = await this.db
      .select({ country: players.country, dob: players.dob, locale: players.locale })
      .from(players)
      .where(eq(players.id, session.playerId));
    if (!player) return free;
    const account = await this.realAccount(session.playerId);
    const slots = this.markets.slotRules(player, account.decimals);
    return {
      maxStake: slots.stakeMax !== null && slots.stakeMax < MAX_STAKE ? slots.stakeMax : MAX_STAKE,
      minRoundMs: slots.minRoundMs,
      celebrateReturnAtOrBelowStake: slots.celebrateReturnAtOrBelowStake,
      locale: player.locale,
      sessionPosition: slots.showSessionPosition
        ? {
            net: fromMinorUnits(await this.sessionNet(this.db, session.id), account.decimals),
            elapsedMs: Math.max(0, Date.now() - session.startedAt.getTime()),
          }
        : null,
    };
  }

  /** Wins less stakes of a session's rounds, in minor units. */
  private async sessionNet(executor: Executor, sessionId: string): Promise<bigint> {
    const [row] = await executor
      .select({ net: sql<string>`coalesce(sum(${gameRounds.payout} - ${gameRounds.stake}), 0)` })
      .from(gameRounds)
      .where(eq(gameRounds.sessionId, sessionId));
    return BigInt(row?.net ?? 0);
  }

  /**
   * Plays one round of the session's game. Body: { stake, choice?, roundId? }; roundId (a uuid
   * made by the page) makes the request safe to repeat. Throws 400 with field messages for bad
   * input and 'Insufficient balance' when the stake is more than the balance.
   */
  async playRound(session: GameSessionView, body: unknown): Promise<RoundAnswer> {
    const input = isRecord(body) ? body : {};
    const engine = ENGINES[session.game.engine];
    const errors: Record<string, FieldMessage> = {};
    let roundId: string = randomUUID();
    if (input.roundId !== undefined) {
      if (typeof input.roundId === 'string' && UUID_PATTERN.test(input.roundId)) roundId = input.roundId.toLowerCase();
      else errors.roundId = 'must be a valid uuid';
    }
    const account = session.demo ? null : (session.account ?? (await this.realAccount(session.playerId)));
    const decimals = account?.decimals ?? DEMO_CURRENCY.decimals;
    const stake = parseStake(input.stake, decimals);
    if (!stake.ok) Object.assign(errors, stake.errors);
    const choice = engine.parseChoice(input.choice);
    if (!choice.ok) Object.assign(errors, choice.errors);
    if (!stake.ok || !choice.ok || Object.keys(errors).length) {
      throw invalid(Object.values(errors)[0] ?? 'Invalid request', errors);
    }

    // Decided before any money moves, on the server, with the CSPRNG.
    const play = engine.play(choice.choice, this.rng);
    const payout = payoutOf(stake.stake, play.multiplier);
    const outcome = { choice: choice.choice, result: play.result };
    const values = {
      uuid: roundId,
      playerId: session.playerId,
      gameId: session.game.id,
      sessionId: session.id,
      demo: session.demo,
      currencyCode: account?.currencyCode ?? null,
      stake: stake.stake,
      payout,
      outcome,
      status: 'settled' as const,
      source: 'casino' as const,
      settledAt: new Date(),
    };
    const currency = account
      ? { code: account.currencyCode, symbol: account.symbol }
      : { code: DEMO_CURRENCY.code, symbol: DEMO_CURRENCY.symbol };
    const answer = (round: StoredRound, balance: bigint, replayed: boolean): RoundAnswer => ({
      roundId: round.uuid,
      stake: fromMinorUnits(round.stake, decimals),
      payout: fromMinorUnits(round.payout, decimals),
      won: round.payout > 0n,
      outcome: round.outcome,
      balance: fromMinorUnits(balance, decimals),
      currency,
      replayed,
    });
    const replay = async (tx: Executor, balance: () => Promise<bigint>) => {
      const [stored] = await tx
        .select({
          uuid: gameRounds.uuid,
          sessionId: gameRounds.sessionId,
          stake: gameRounds.stake,
          payout: gameRounds.payout,
          outcome: gameRounds.outcome,
        })
        .from(gameRounds)
        .where(eq(gameRounds.uuid, roundId));
      const storedChoice = isRecord(stored?.outcome) ? stored.outcome.choice : undefined;
      if (
        !stored ||
        stored.sessionId !== session.id ||
        stored.stake !== stake.stake ||
        canonical(storedChoice) !== canonical(choice.choice)
      ) {
        throw conflict(ROUND_REPLAY_CONFLICT_MESSAGE, { roundId: ROUND_REPLAY_CONFLICT_MESSAGE });
      }
      return answer(stored, await balance(), true);
    };

    if (session.demo) {
      return this.db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ demoBalance: gameSessions.demoBalance })
          .from(gameSessions)
          .where(eq(gameSessions.id, session.id))
          .for('update');
        const balance = locked?.demoBalance ?? 0n;
        const [inserted] = await tx
          .insert(gameRounds)
          .values(values)
          .onConflictDoNothing({ target: gameRounds.uuid })
          .returning({ uuid: gameRounds.uuid });
        if (!inserted) return replay(tx, async () => balance);
        if (stake.stake > balance) throw invalid(INSUFFICIENT_BALANCE_MESSAGE, { stake: INSUFFICIENT_BALANCE_MESSAGE });
        const after = balance - stake.stake + payout;
        await tx.update(gameSessions).set({ demoBalance: after }).where(eq(gameSessions.id, session.id));
        return answer({ ...values, sessionId: session.id }, after, false);
      });
    }

    if (!account) throw conflict('The player has no wallet account');
    const accountId = account.id;
    const jackpotGame = this.jackpots?.isJackpotGame(session.game.gameId) ?? false;
    const work: RoundWork<RoundAnswer> = async (tx, ledger, written) => {
      // The round's row: written by its batch with the others', or here.
      const inserted = written ?? (await insertRound(tx, values)).length > 0;
      if (!inserted) {
        return replay(tx, () => this.accountBalance(accountId, tx));
      }
      const player = session.player;
      if (!player) throw conflict('The player has no wallet account');
      const slotRules = await this.markets.assertRound(
        tx,
        {
          sessionId: session.id,
          engine: session.game.engine,
          stake: stake.stake,
          decimals,
          currencySymbol: account.symbol,
        },
        player,
      );
      const reference = { accountId, referenceType: ROUND_REFERENCE_TYPE, referenceId: roundId };
      const funded = await this.bonusWallet.stake(tx, ledger, {
        ...reference,
        balanceDelta: -stake.stake,
        idempotencyKey: `game-round:${roundId}:bet`,
      });
      let posted = funded.result;
      if (payout > 0n) {
        posted = await this.bonusWallet.win(
          tx,
          ledger,
          { ...reference, balanceDelta: payout, idempotencyKey: `game-round:${roundId}:win` },
          { stake: stake.stake, ...funded },
        );
      }
      let stored: StoredRound = { ...values, sessionId: session.id };
      if (this.jackpots && jackpotGame) {
        // The stake's share goes to the pool in the round's own transaction; a win pays the pool.
        const jackpot = await this.jackpots.stake(tx, account.currencyCode, stake.stake);
        if (jackpot.won > 0n) {
          posted = await this.bonusWallet.win(
            tx,
            ledger,
            { ...reference, balanceDelta: jackpot.won, idempotencyKey: `game-round:${roundId}:jackpot` },
            { stake: stake.stake, ...funded },
          );
          stored = {
            ...stored,
            payout: payout + jackpot.won,
            outcome: { ...outcome, jackpot: fromMinorUnits(jackpot.won, decimals) },
          };
          await tx
            .update(gameRounds)
            .set({ payout: stored.payout, outcome: stored.outcome })
            .where(eq(gameRounds.uuid, roundId));
        }
      }
      const played = answer(stored, posted.balance, false);
      if (!slotRules?.showSessionPosition) return played;
      return { ...played, sessionNet: fromMinorUnits(await this.sessionNet(tx, session.id), decimals) };
    };
    try {
      if (!jackpotGame) return await this.batches.play(accountId, work, values);
      // A jackpot's pool is one row every round of its game locks: its rounds are played alone.
      const played = await this.wallet.transact(work);
      await this.jackpots?.changed(account.currencyCode);
      return played;
    } catch (error) {
      if (isDomainError(error) && error.kind === 'invalid' && error.messageCode === INSUFFICIENT_BALANCE_MESSAGE.code) {
        throw invalid(INSUFFICIENT_BALANCE_MESSAGE, { stake: INSUFFICIENT_BALANCE_MESSAGE });
      }
      throw error;
    }
  }

  /** Bet History: the player's bet and win entries, newest first, a page at a time. */
  async listBets(
    playerId: number,
    query: BetListQuery,
  ): Promise<{ transactions: BetTransaction[]; pagination: Pagination }> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    const { start: startDate, end: endDate } = historyRange(query);
    const conditions: SQL[] = [eq(bets.playerId, playerId)];
    if (startDate) conditions.push(gte(bets.createdAt, startDate));
    if (endDate) conditions.push(lte(bets.createdAt, endDate));
    if (query.source) conditions.push(eq(bets.source, query.source));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(bets)
        .where(where)
        .orderBy(desc(bets.createdAt), desc(bets.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ count: count() }).from(bets).where(where),
    ]);
    const totalItems = Number(total?.count ?? 0);
    const selections = await selectionsOfCombinedBets(
      this.db,
      rows.filter((row) => row.source === 'sportsbook').map((row) => row.uuid),
    );
    return {
      transactions: rows.map((row) => {
        const legs = row.source === 'sportsbook' ? selections.get(row.uuid) : undefined;
        return {
          id: row.id,
          uuid: row.uuid,
          game: row.gameName === null ? null : { name: row.gameName },
          amount: fromMinorUnits(row.amount, row.decimals),
          currency: { code: row.currencyCode },
          type: { name: row.type as BetTransactionType },
          source: row.source as BetSource,
          ...(legs ? { selections: legs } : {}),
          createdAt: row.createdAt.toISOString(),
        };
      }),
      pagination: { page, limit, totalPages: Math.ceil(totalItems / limit), totalItems },
    };
  }

  /** Casino Bets: the player's real-money casino rounds, newest first, a page at a time. */
  async listRounds(
    playerId: number,
    query: { page?: number; limit?: number; createdAtStart?: string; createdAtEnd?: string },
  ): Promise<{ rounds: CasinoRound[]; pagination: Pagination }> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    const { start, end } = historyRange(query);
    const conditions: SQL[] = [
      eq(gameRounds.playerId, playerId),
      eq(gameRounds.demo, false),
      eq(gameRounds.source, 'casino'),
    ];
    if (start) conditions.push(gte(gameRounds.createdAt, start));
    if (end) conditions.push(lte(gameRounds.createdAt, end));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: gameRounds.id,
          uuid: gameRounds.uuid,
          gameName: games.name,
          accountType: accounts.type,
          stake: gameRounds.stake,
          payout: gameRounds.payout,
          currencyCode: gameRounds.currencyCode,
          decimals: currencies.decimals,
          status: gameRounds.status,
          createdAt: gameRounds.createdAt,
        })
        .from(gameRounds)
        .leftJoin(games, eq(games.id, gameRounds.gameId))
        .leftJoin(currencies, eq(currencies.code, gameRounds.currencyCode))
        .leftJoin(
          ledgerEntries,
          and(
            eq(ledgerEntries.referenceType, ROUND_REFERENCE_TYPE),
            eq(ledgerEntries.referenceId, sql`${gameRounds.uuid}::text`),
            eq(ledgerEntries.type, 'bet'),
          ),
        )
        .leftJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .where(where)
        .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ count: count() }).from(gameRounds).where(where),
    ]);
    const totalItems = Number(total?.count ?? 0);
    return {
      rounds: rows.map((row) => {
        const decimals = row.decimals ?? 2;
        const status: CasinoRound['status'] =
          row.status === 'settled' ? (row.payout > 0n ? 'won' : 'lost') : row.status === 'void' ? 'void' : 'open';
        return {
          id: row.id,
          uuid: row.uuid,
          game: row.gameName === null ? null : { name: row.gameName },
          paymentMethod: row.accountType ?? 'combined',
          stake: fromMinorUnits(row.stake, decimals),
          payout: fromMinorUnits(row.payout, decimals),
          currency: { code: row.currencyCode ?? '' },
          status,
          ratio: payoutRatio(row.stake, row.payout),
          createdAt: row.createdAt.toISOString(),
        };
      }),
      pagination: { page, limit, totalPages: Math.ceil(totalItems / limit), totalItems },
    };
  }
}
