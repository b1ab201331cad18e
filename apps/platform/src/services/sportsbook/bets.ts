import { randomUUID } from 'node:crypto';
import type { SportsbookBet, SportsbookBetLeg } from '@casino/contract';
import {
  BET_KINDS,
  type BetKind,
  type BetSelection,
  decideOddsChanges,
  DEFAULT_ODDS_CHANGE_POLICY,
  fromMinorUnits,
  INSUFFICIENT_BALANCE_MESSAGE,
  isValidOdds,
  MAX_SELECTIONS,
  parseAmountInput,
  ODDS_CHANGE_POLICIES,
  ODDS_CHANGED_MESSAGE,
  type OddsChangePolicy,
  oddsUnits,
  payoutUnits,
  quoteBetslip,
  REQUIRED_MESSAGE,
  SELECTION_UNAVAILABLE_MESSAGE,
  settleBet,
  stakeMinorUnits,
  TOO_MANY_SELECTIONS_MESSAGE,
  INVALID_ODDS_MESSAGE,
  INVALID_STAKE_MESSAGE,
} from '@casino/rules';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  accounts,
  currencies,
  SPORTSBOOK_BET_REFERENCE_TYPE,
  sportsbookBetLegs,
  sportsbookBets,
  sportsbookCashOuts,
  sportsbookEvents,
  sportsbookMarkets,
  sportsbookSelections,
} from '../../db/schema';
import { conflict, invalid, isDomainError, notFound, SAME_KEY_OTHER_DETAILS_MESSAGE, says } from '../errors';
import { formatOdds } from '../../providers/sportsbook/odds';
import { INSUFFICIENT_BALANCE_MESSAGE as LEDGER_INSUFFICIENT_BALANCE } from '../ledger';
import type { BonusWallet } from '../bonusWallet';
import type { WalletService } from '../wallet';
import { marketName } from './feed';
import { cashOutQuote, type CashOutLeg, type CashOutQuote, stakeClosedBy } from './cashOut';

export const BET_TYPE_MESSAGE = 'must be single, multiple or system';
export const ODDS_CHANGE_POLICY_MESSAGE = 'must be any, higher or ask';
export const IDEMPOTENCY_KEY_MESSAGE = 'An Idempotency-Key header (1 to 200 characters) is required';
export const SPORTSBOOK_WALLET_CURRENCY_MESSAGE = says('bets.walletCurrency');
const SPORTSBOOK_CURRENCY = 'EUR';
/** The book's margin on a cash-out when none is configured: 5% (SPORTSBOOK_CASH_OUT_MARGIN). */
export const DEFAULT_CASH_OUT_MARGIN_BASIS_POINTS = 500;
export const CASH_OUT_AMOUNT_MESSAGE = says('sportsbook.cashOut.amountRange');
export const CASH_OUT_PARTIAL_SINGLES_MESSAGE = says('sportsbook.cashOut.partialSinglesOnly');
export const CASH_OUT_PARTIAL_TOO_LARGE_MESSAGE = says('sportsbook.cashOut.partialTooLarge');
export const BET_NOT_FOUND_MESSAGE = 'Bet not found';

/** What a cash-out asks for, as the API receives it. */
export interface CashOutInput {
  value: unknown;
  amount?: unknown;
}

/**
 * Problem of a stake as sent, or null: required, or an amount in the money grammar (digits and
 * at most 2 decimals, as text or a JSON number) of at most 9 whole digits.
 */
export function stakeProblem(stake: unknown): string | null {
  const reading = parseAmountInput(stake);
  if (!reading.ok) return reading.problem === 'required' ? REQUIRED_MESSAGE : INVALID_STAKE_MESSAGE;
  return /^\d{10,}/.test(reading.amount) ? INVALID_STAKE_MESSAGE : null;
}

/** What a placement asks for, as the API receives it (checked here, field by field). */
export interface PlaceBetInput {
  type: unknown;
  systemSize?: unknown;
  stake: unknown;
  oddsChange?: unknown;
  selections: { selectionId: unknown; odds: unknown }[];
}

/** A stored bet with its legs, for answers. */
type BetRow = typeof sportsbookBets.$inferSelect;
type LegRow = typeof sportsbookBetLegs.$inferSelect & { result: 'won' | 'lost' | 'void' | null };

const isUniqueViolation = (error: unknown): boolean => {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

function describe(type: BetKind, legs: { eventName: string }[], systemSize: number | null): string {
  if (type === 'single') return `Sportsbook: ${legs[0]?.eventName ?? ''}`;
  if (type === 'multiple') return `Sportsbook multiple (${legs.length})`;
  return `Sportsbook system ${systemSize}/${legs.length}`;
}

/**
 * Sportsbook bets: placement (checked with the betslip rules of @casino/rules, the stake debited
 * through the ledger), listing, and settlement when events end (winnings credited through the
 * ledger). Every money movement is keyed by the bet uuid, so nothing moves twice.
 */
export class SportsbookBetService {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletService,
    private readonly bonusWallet: BonusWallet,
    /** The book's margin on cash-outs in basis points (config SPORTSBOOK_CASH_OUT_MARGIN). */
    private readonly cashOutMarginBasisPoints: number = DEFAULT_CASH_OUT_MARGIN_BASIS_POINTS,
  ) {}

  async place(
    playerId: number,
    input: PlaceBetInput,
    idempotencyKey: string | undefined,
  ): Promise<{ bets: SportsbookBet[]; balance: string; currency: { code: string } }> {
    const key = idempotencyKey?.trim();
    if (!key || key.length > 200) throw invalid(IDEMPOTENCY_KEY_MESSAGE, { idempotencyKey: IDEMPOTENCY_KEY_MESSAGE });
    const shape = this.checkShape(input);

    try {
      return await this.placeOnce(playerId, shape, key);
    } catch (error) {
      // The same key sent twice at once: the second placement finds the first one's bets.
      if (isUniqueViolation(error)) {
        const replay = await this.replay(playerId, key, shape);
        if (replay) return replay;
      }
      throw error;
    }
  }

  /** Field-level checks of what does not need the database. */
  private checkShape(input: PlaceBetInput) {
    const fields: Record<string, string> = {};
    const type = typeof input.type === 'string' ? input.type.trim().toLowerCase() : '';
    if (!type) fields.type = REQUIRED_MESSAGE;
    else if (!(BET_KINDS as readonly string[]).includes(type)) fields.type = BET_TYPE_MESSAGE;
    const policyInput = input.oddsChange ?? DEFAULT_ODDS_CHANGE_POLICY;
    const policy = typeof policyInput === 'string' ? policyInput.trim().toLowerCase() : '';
    if (!(ODDS_CHANGE_POLICIES as readonly string[]).includes(policy)) fields.oddsChange = ODDS_CHANGE_POLICY_MESSAGE;
    const stakeError = stakeProblem(input.stake);
    if (stakeError) fields.stake = stakeError;
    const stake = parseAmountInput(input.stake);
    const selections = Array.isArray(input.selections) ? input.selections : [];
    if (selections.length > MAX_SELECTIONS) fields.selections = TOO_MANY_SELECTIONS_MESSAGE;
    else if (selections.some((s) => !Number.isInteger(s.selectionId) || (s.selectionId as number) < 1))
      fields.selections = SELECTION_UNAVAILABLE_MESSAGE;
    else if (selections.some((s) => !isValidOdds(s.odds))) fields.selections = INVALID_ODDS_MESSAGE;
    const systemSize =
      input.systemSize === undefined || input.systemSize === null ? undefined : Number(input.systemSize);
    const first = Object.values(fields)[0];
    if (first) throw invalid(first, fields);
    return {
      type: type as BetKind,
      policy: policy as OddsChangePolicy,
      stake: stake.ok ? stake.amount : '',
      systemSize: type === 'system' ? systemSize : undefined,
      selections: selections.map((s) => ({ selectionId: s.selectionId as number, odds: s.odds as string })),
    };
  }

  private async placeOnce(playerId: number, request: PlacementShape, key: string) {
    return this.wallet.transact(async (tx, ledger) => {
      const replay = await this.replay(playerId, key, request, tx);
      if (replay) return replay;

      const [account] = await tx
        .select({ id: accounts.id, balance: accounts.balance, currencyCode: accounts.currencyCode })
        .from(accounts)
        .where(and(eq(accounts.playerId, playerId), eq(accounts.type, 'combined')))
        .for('update');
      if (!account) throw notFound('Account not found');
      if (account.currencyCode !== SPORTSBOOK_CURRENCY) {
        throw invalid(SPORTSBOOK_WALLET_CURRENCY_MESSAGE, { stake: SPORTSBOOK_WALLET_CURRENCY_MESSAGE });
      }
      const [currency] = await tx
        .select({ decimals: currencies.decimals })
        .from(currencies)
        .where(eq(currencies.code, account.currencyCode));
      const decimals = currency?.decimals ?? 2;

      // The selections as the book has them now; a settled or suspended market, an ended event or a
      // pick already lost (a correct score the match has passed) is unavailable.
      const ids = request.selections.map((s) => s.selectionId);
      const rows = ids.length
        ? await tx
            .select({
              selectionId: sportsbookSelections.id,
              pickName: sportsbookSelections.name,
              odds: sportsbookSelections.oddsHundredths,
              selectionResult: sportsbookSelections.result,
              marketId: sportsbookMarkets.id,
              kind: sportsbookMarkets.kind,
              lineTenths: sportsbookMarkets.lineTenths,
              marketStatus: sportsbookMarkets.status,
              eventId: sportsbookEvents.id,
              home: sportsbookEvents.home,
              away: sportsbookEvents.away,
              eventStatus: sportsbookEvents.status,
            })
            .from(sportsbookSelections)
            .innerJoin(sportsbookMarkets, eq(sportsbookMarkets.id, sportsbookSelections.marketId))
            .innerJoin(sportsbookEvents, eq(sportsbookEvents.id, sportsbookMarkets.eventId))
            .where(inArray(sportsbookSelections.id, ids))
        : [];
      const byId = new Map(rows.map((row) => [row.selectionId, row]));
      const unavailable = request.selections.filter((s) => {
        const row = byId.get(s.selectionId);
        return !row || row.marketStatus !== 'open' || row.eventStatus === 'ended' || row.selectionResult !== null;
      });
      if (unavailable.length) {
        throw invalid(SELECTION_UNAVAILABLE_MESSAGE, {
          selections: SELECTION_UNAVAILABLE_MESSAGE,
          ...Object.fromEntries(unavailable.map((s) => [`selection:${s.selectionId}`, SELECTION_UNAVAILABLE_MESSAGE])),
        });
      }
      const picks = request.selections.flatMap((s) => {
        const row = byId.get(s.selectionId);
        if (!row) return [];
        return {
          row,
          shown: s.odds,
          current: formatOdds(row.odds),
          eventName: `${row.home} vs ${row.away}`,
          marketName: marketName(row),
        };
      });

      // The betslip's own rules: selections, system size, stake limits and the balance.
      const asSelection = (pick: (typeof picks)[number], odds: string): BetSelection => ({
        eventId: String(pick.row.eventId),
        marketId: String(pick.row.marketId),
        outcomeId: String(pick.row.selectionId),
        odds,
        matchName: pick.eventName,
        pickName: pick.row.pickName,
        marketName: pick.marketName,
      });
      const quote = quoteBetslip({
        kind: request.type,
        selections: picks.map((pick) => asSelection(pick, pick.shown)),
        stake: request.stake,
        systemSize: request.systemSize,
        balance: fromMinorUnits(account.balance, decimals),
      });
      if (!quote.ok) {
        const fields = { ...quote.errors } as Record<string, string>;
        throw invalid(Object.values(fields)[0] ?? 'Invalid bet', fields);
      }

      // Odds moved since the player saw them: the player's setting decides.
      const decision = decideOddsChanges(
        request.policy,
        picks.map((pick) => ({ shown: pick.shown, current: pick.current })),
      );
      if (decision !== 'accept') {
        const changed = picks.filter((pick) => oddsUnits(pick.shown) !== oddsUnits(pick.current));
        throw conflict(
          ODDS_CHANGED_MESSAGE,
          Object.fromEntries(changed.map((pick) => [`selection:${pick.row.selectionId}`, pick.current])),
        );
      }

      // One bet per single; one for a multiple or a system. Placed at the book's current odds.
      const unit = stakeMinorUnits(request.stake);
      const groups = request.type === 'single' ? picks.map((pick) => [pick]) : [picks];
      const placed: { bet: BetRow; legs: LegRow[] }[] = [];
      for (const [position, legs] of groups.entries()) {
        const oddsOfLegs = legs.map((pick) => oddsUnits(pick.current));
        const combinations = request.type === 'system' ? quote.betCount : 1;
        const stake = unit * BigInt(combinations);
        const uuid = randomUUID();
        const [bet] = await tx
          .insert(sportsbookBets)
          .values({
            uuid,
            playerId,
            accountId: account.id,
            currencyCode: account.currencyCode,
            requestKey: key,
            position,
            type: request.type,
            systemSize: request.type === 'system' ? (request.systemSize ?? null) : null,
            description: describe(request.type, legs, request.systemSize ?? null),
            stake,
            unitStake: unit,
            potentialPayout: payoutUnits(request.type, unit, oddsOfLegs, request.systemSize),
          })
          .returning();
        if (!bet) throw new Error('Bet was not stored');
        const legRows = await tx
          .insert(sportsbookBetLegs)
          .values(
            legs.map((pick) => ({
              betId: bet.id,
              selectionId: pick.row.selectionId,
              eventId: pick.row.eventId,
              eventName: pick.eventName,
              marketName: pick.marketName,
              pickName: pick.row.pickName,
              oddsHundredths: pick.row.odds,
            })),
          )
          .returning();
        try {
          const funded = await this.bonusWallet.stake(tx, ledger, {
            accountId: account.id,
            balanceDelta: -stake,
            referenceType: SPORTSBOOK_BET_REFERENCE_TYPE,
            referenceId: uuid,
            idempotencyKey: `sportsbook-bet:${uuid}:stake`,
          });
          if (funded.bonusStake > 0n) {
            await tx
              .update(sportsbookBets)
              .set({ bonusStake: funded.bonusStake, playerBonusId: funded.playerBonusId })
              .where(eq(sportsbookBets.id, bet.id));
          }
        } catch (error) {
          if (
            isDomainError(error) &&
            error.kind === 'invalid' &&
            error.messageCode === LEDGER_INSUFFICIENT_BALANCE.code
          ) {
            throw invalid(INSUFFICIENT_BALANCE_MESSAGE, { stake: INSUFFICIENT_BALANCE_MESSAGE });
          }
          throw error;
        }
        placed.push({ bet, legs: legRows.map((leg) => ({ ...leg, result: null })) });
      }
      const [after] = await tx.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, account.id));
      return {
        bets: placed.map(({ bet, legs }) => toApi(bet, legs, decimals)),
        balance: fromMinorUnits(after?.balance ?? 0n, decimals),
        currency: { code: account.currencyCode },
      };
    });
  }

  /**
   * The bets of an earlier placement with this key, or null. A placement with this key that asked
   * for something else (type, stake, system size or selections) answers 409: the key is spent.
   */
  private async replay(playerId: number, key: string, request: PlacementShape, executor: Executor = this.db) {
    const rows = await executor
      .select()
      .from(sportsbookBets)
      .where(and(eq(sportsbookBets.playerId, playerId), eq(sportsbookBets.requestKey, key)))
      .orderBy(sportsbookBets.position);
    const first = rows[0];
    if (!first) return null;
    const bets = await this.withLegs(rows, executor);
    if (!isSamePlacement(rows, bets, request)) throw conflict(SAME_KEY_OTHER_DETAILS_MESSAGE);
    const [account] = await executor
      .select({ balance: accounts.balance, code: accounts.currencyCode, decimals: currencies.decimals })
      .from(accounts)
      .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
      .where(eq(accounts.id, first.accountId));
    return {
      bets,
      balance: fromMinorUnits(account?.balance ?? 0n, account?.decimals ?? 2),
      currency: { code: account?.code ?? SPORTSBOOK_CURRENCY },
    };
  }

  private async withLegs(rows: BetRow[], executor: Executor = this.db): Promise<SportsbookBet[]> {
    if (!rows.length) return [];
    const legs = await executor
      .select({ leg: sportsbookBetLegs, result: sportsbookSelections.result })
      .from(sportsbookBetLegs)
      .innerJoin(sportsbookSelections, eq(sportsbookSelections.id, sportsbookBetLegs.selectionId))
      .where(
        inArray(
          sportsbookBetLegs.betId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(sportsbookBetLegs.id);
    const decimals = await executor
      .select({ code: currencies.code, decimals: currencies.decimals })
      .from(currencies)
      .then((list) => new Map(list.map((row) => [row.code, row.decimals])));
    return rows.map((row) =>
      toApi(
        row,
        legs.filter(({ leg }) => leg.betId === row.id).map(({ leg, result }) => ({ ...leg, result })),
        decimals.get(row.currencyCode) ?? 2,
      ),
    );
  }

  /** The player's bets, newest first. */
  async list(playerId: number, query: { status?: string | undefined; limit?: number | undefined }) {
    const status = query.status?.trim().toLowerCase();
    if (status && status !== 'open' && status !== 'settled') {
      throw invalid('Invalid request', { status: 'must be open or settled' });
    }
    const conditions = [eq(sportsbookBets.playerId, playerId)];
    if (status === 'open') conditions.push(eq(sportsbookBets.status, 'open'));
    if (status === 'settled') conditions.push(ne(sportsbookBets.status, 'open'));
    const rows = await this.db
      .select()
      .from(sportsbookBets)
      .where(and(...conditions))
      .orderBy(desc(sportsbookBets.createdAt), desc(sportsbookBets.id))
      .limit(query.limit ?? 50);
    const [bets, quotes] = await Promise.all([this.withLegs(rows), this.cashOutQuotes(rows)]);
    return bets.map((bet) => {
      const quote = quotes.get(bet.id);
      return quote && bet.status === 'open' ? { ...bet, cashOut: cashOutToApi(quote, bet) } : bet;
    });
  }

  /** The cash-out quote of each open bet among these, by bet id (docs/cash-out.md). */
  private async cashOutQuotes(rows: BetRow[], executor: Executor = this.db): Promise<Map<number, CashOutQuote>> {
    const open = rows.filter((row) => row.status === 'open');
    const quotes = new Map<number, CashOutQuote>();
    if (!open.length) return quotes;
    const legs = await cashOutLegsOf(
      executor,
      open.map((row) => row.id),
    );
    for (const row of open) {
      quotes.set(row.id, cashOutQuote(row, legs.get(row.id) ?? [], this.cashOutMarginBasisPoints));
    }
    return quotes;
  }

  /**
   * Cashes a bet out at its current value (docs/cash-out.md): all of it, or for a single a part
   * `amount` of it (the rest of the stake stays on the bet). `value` is the value the player saw:
   * a different current value answers 409 with the new value (fields.value); a bet that cannot be
   * cashed out now answers 409 with its reason. The amount is credited through the bonus wallet
   * as settlement credits a win (bonus-funded stake earns bonus money), keyed by the cash-out, in
   * the same transaction that closes (or shrinks) the bet: the bet row is locked first, so a
   * settlement or another cash-out racing this one finds the bet changed and pays nothing.
   */
  async cashOut(playerId: number, betId: number, input: CashOutInput, idempotencyKey: string | undefined) {
    const key = idempotencyKey?.trim();
    if (!key || key.length > 200) throw invalid(IDEMPOTENCY_KEY_MESSAGE, { idempotencyKey: IDEMPOTENCY_KEY_MESSAGE });
    const seen = parseAmountInput(input.value);
    if (!seen.ok) {
      const message = seen.problem === 'required' ? REQUIRED_MESSAGE : INVALID_STAKE_MESSAGE;
      throw invalid(message, { value: message });
    }
    let asked: bigint | null = null;
    if (input.amount !== undefined && input.amount !== null && input.amount !== '') {
      const reading = parseAmountInput(input.amount);
      if (!reading.ok || stakeMinorUnits(reading.amount) <= 0n) {
        throw invalid(CASH_OUT_AMOUNT_MESSAGE, { amount: CASH_OUT_AMOUNT_MESSAGE });
      }
      asked = stakeMinorUnits(reading.amount);
    }
    const request = { seen: stakeMinorUnits(seen.amount), asked };
    try {
      return await this.cashOutOnce(playerId, betId, request, key);
    } catch (error) {
      // The same key sent twice at once: the second finds the first one's cash-out.
      if (isUniqueViolation(error)) {
        const replay = await this.db.transaction((tx) => this.cashOutReplay(tx, playerId, betId, key, request));
        if (replay) return replay;
      }
      throw error;
    }
  }

  private async cashOutOnce(playerId: number, betId: number, request: CashOutRequest, key: string) {
    return this.wallet.transact(async (tx, ledger) => {
      const [bet] = await tx
        .select()
        .from(sportsbookBets)
        .where(and(eq(sportsbookBets.id, betId), eq(sportsbookBets.playerId, playerId)))
        .for('update');
      if (!bet) throw notFound(BET_NOT_FOUND_MESSAGE);
      const replay = await this.cashOutReplay(tx, playerId, betId, key, request);
      if (replay) return replay;

      const quote = (await this.cashOutQuotes([bet], tx)).get(bet.id) ?? cashOutQuote(bet, [], 0);
      const decimals = await decimalsOf(tx, bet.currencyCode);
      if (!quote.available) {
        throw conflict(says(`sportsbook.cashOut.unavailable.${quote.reason}`), undefined, { reason: quote.reason });
      }
      if (quote.value !== request.seen) {
        const now = fromMinorUnits(quote.value, decimals);
        throw conflict(
          says('sportsbook.cashOut.moved', { amount: `${now} ${bet.currencyCode}` }),
          { value: now },
          { reason: 'valueChanged' },
        );
      }
      const amount = request.asked ?? quote.value;
      if (amount > quote.value) throw invalid(CASH_OUT_AMOUNT_MESSAGE, { amount: CASH_OUT_AMOUNT_MESSAGE });
      const full = amount === quote.value;
      if (!full && bet.type !== 'single') {
        throw invalid(CASH_OUT_PARTIAL_SINGLES_MESSAGE, { amount: CASH_OUT_PARTIAL_SINGLES_MESSAGE });
      }
      const closed = full ? bet.stake : stakeClosedBy(bet.stake, amount, quote.value);
      if (closed === null)
        throw invalid(CASH_OUT_PARTIAL_TOO_LARGE_MESSAGE, { amount: CASH_OUT_PARTIAL_TOO_LARGE_MESSAGE });
      // The bonus-funded part of the closed stake, in proportion (what stays keeps the rest).
      const closedBonus = full ? bet.bonusStake : (bet.bonusStake * closed) / bet.stake;

      const [row] = await tx
        .insert(sportsbookCashOuts)
        .values({ betId: bet.id, requestKey: key, value: quote.value, amount, stakeReturned: closed })
        .returning();
      if (!row) throw new Error('Cash-out was not stored');
      if (full) {
        await tx
          .update(sportsbookBets)
          .set({
            status: 'cashed_out',
            cashedOut: bet.cashedOut + amount,
            payout: bet.cashedOut + amount,
            settledAt: new Date(),
          })
          .where(eq(sportsbookBets.id, bet.id));
      } else {
        const stake = bet.stake - closed;
        const [leg] = await tx
          .select({ odds: sportsbookBetLegs.oddsHundredths })
          .from(sportsbookBetLegs)
          .where(eq(sportsbookBetLegs.betId, bet.id));
        await tx
          .update(sportsbookBets)
          .set({
            stake,
            unitStake: stake,
            bonusStake: bet.bonusStake - closedBonus,
            potentialPayout: payoutUnits('single', stake, [oddsUnits(formatOdds(leg?.odds ?? 101))]),
            cashedOut: bet.cashedOut + amount,
          })
          .where(eq(sportsbookBets.id, bet.id));
      }
      const posted = await this.bonusWallet.win(
        tx,
        ledger,
        {
          accountId: bet.accountId,
          balanceDelta: amount,
          referenceType: SPORTSBOOK_BET_REFERENCE_TYPE,
          referenceId: bet.uuid,
          idempotencyKey: cashOutLedgerKey(bet.uuid, row.id),
        },
        { stake: closed, bonusStake: closedBonus, playerBonusId: bet.playerBonusId },
      );
      const [updated] = await tx.select().from(sportsbookBets).where(eq(sportsbookBets.id, bet.id));
      const [answer] = await this.withLegs(updated ? [updated] : [], tx);
      if (!answer) throw notFound(BET_NOT_FOUND_MESSAGE);
      return {
        bet: answer,
        amount: fromMinorUnits(amount, decimals),
        balance: fromMinorUnits(posted.balance, decimals),
        currency: { code: bet.currencyCode },
      };
    });
  }

  /**
   * The cash-out an earlier request with this key made, or null. One with this key that saw
   * another value or asked for another amount answers 409: the key is spent.
   */
  private async cashOutReplay(tx: Executor, playerId: number, betId: number, key: string, request: CashOutRequest) {
    const [done] = await tx
      .select({ cashOut: sportsbookCashOuts, bet: sportsbookBets })
      .from(sportsbookCashOuts)
      .innerJoin(sportsbookBets, eq(sportsbookBets.id, sportsbookCashOuts.betId))
      .where(
        and(
          eq(sportsbookCashOuts.betId, betId),
          eq(sportsbookCashOuts.requestKey, key),
          eq(sportsbookBets.playerId, playerId),
        ),
      );
    if (!done) return null;
    if (done.cashOut.value !== request.seen || (request.asked ?? done.cashOut.value) !== done.cashOut.amount) {
      throw conflict(SAME_KEY_OTHER_DETAILS_MESSAGE);
    }
    const decimals = await decimalsOf(tx, done.bet.currencyCode);
    const [bet] = await this.withLegs([done.bet], tx);
    const [account] = await tx
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.id, done.bet.accountId));
    if (!bet) throw notFound(BET_NOT_FOUND_MESSAGE);
    return {
      bet,
      amount: fromMinorUnits(done.cashOut.amount, decimals),
      balance: fromMinorUnits(account?.balance ?? 0n, decimals),
      currency: { code: done.bet.currencyCode },
    };
  }

  /**
   * Settles what an ended event decided: every open bet with a leg in it is priced again with the
   * betslip rules (settleBet); a decided bet is closed and its payout credited. A multiple with a
   * lost leg closes at once; one with legs still open waits for their events.
   */
  async settleBetsOf(eventId: number): Promise<number> {
    const open = await this.db
      .selectDistinct({ id: sportsbookBets.id })
      .from(sportsbookBets)
      .innerJoin(sportsbookBetLegs, eq(sportsbookBetLegs.betId, sportsbookBets.id))
      .where(and(eq(sportsbookBetLegs.eventId, eventId), eq(sportsbookBets.status, 'open')));
    let settled = 0;
    for (const { id } of open) {
      if (await this.settleBet(id)) settled += 1;
    }
    return settled;
  }

  private async settleBet(betId: number): Promise<boolean> {
    return this.wallet.transact(async (tx, ledger) => {
      const [bet] = await tx.select().from(sportsbookBets).where(eq(sportsbookBets.id, betId)).for('update');
      if (!bet || bet.status !== 'open') return false;
      const [currency] = await tx
        .select({ decimals: currencies.decimals })
        .from(currencies)
        .where(eq(currencies.code, bet.currencyCode));
      const decimals = currency?.decimals ?? 2;
      const legs = await tx
        .select({ odds: sportsbookBetLegs.oddsHundredths, result: sportsbookSelections.result })
        .from(sportsbookBetLegs)
        .innerJoin(sportsbookSelections, eq(sportsbookSelections.id, sportsbookBetLegs.selectionId))
        .where(eq(sportsbookBetLegs.betId, bet.id));
      const outcome = settleBet({
        kind: bet.type,
        stake: fromMinorUnits(bet.unitStake, decimals),
        systemSize: bet.systemSize ?? undefined,
        legs: legs.map((leg) => ({ odds: formatOdds(leg.odds), result: leg.result ?? 'open' })),
      });
      if (outcome.status === 'open') return false;
      const payout = stakeMinorUnits(outcome.payout);
      await tx
        .update(sportsbookBets)
        .set({ status: outcome.status, payout, settledAt: new Date() })
        .where(eq(sportsbookBets.id, bet.id));
      if (payout > 0n) {
        await this.bonusWallet.win(
          tx,
          ledger,
          {
            accountId: bet.accountId,
            balanceDelta: payout,
            referenceType: SPORTSBOOK_BET_REFERENCE_TYPE,
            referenceId: bet.uuid,
            idempotencyKey: `sportsbook-bet:${bet.uuid}:win`,
          },
          { stake: bet.stake, bonusStake: bet.bonusStake, playerBonusId: bet.playerBonusId },
        );
      }
      return true;
    });
  }
}

/** A cash-out as `cashOut` reads it: the value the player saw and the part asked for (null: all), in minor units. */
interface CashOutRequest {
  seen: bigint;
  asked: bigint | null;
}

/** The ledger key of a cash-out's credit: Bet History names these entries 'cash_out' (db/schema/games.ts). */
export const cashOutLedgerKey = (betUuid: string, cashOutId: number) =>
  `sportsbook-bet:${betUuid}:cash-out:${cashOutId}`;

async function decimalsOf(executor: Executor, code: string): Promise<number> {
  const [currency] = await executor
    .select({ decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.code, code));
  return currency?.decimals ?? 2;
}

/** Each bet's legs as the cash-out formula reads them: odds taken and now, result, market and event state. */
async function cashOutLegsOf(executor: Executor, betIds: number[]): Promise<Map<number, CashOutLeg[]>> {
  const rows = await executor
    .select({
      betId: sportsbookBetLegs.betId,
      taken: sportsbookBetLegs.oddsHundredths,
      current: sportsbookSelections.oddsHundredths,
      result: sportsbookSelections.result,
      marketStatus: sportsbookMarkets.status,
      eventStatus: sportsbookEvents.status,
    })
    .from(sportsbookBetLegs)
    .innerJoin(sportsbookSelections, eq(sportsbookSelections.id, sportsbookBetLegs.selectionId))
    .innerJoin(sportsbookMarkets, eq(sportsbookMarkets.id, sportsbookSelections.marketId))
    .innerJoin(sportsbookEvents, eq(sportsbookEvents.id, sportsbookBetLegs.eventId))
    .where(inArray(sportsbookBetLegs.betId, betIds));
  const byBet = new Map<number, CashOutLeg[]>();
  for (const { betId, ...leg } of rows) {
    const list = byBet.get(betId) ?? [];
    list.push(leg);
    byBet.set(betId, list);
  }
  return byBet;
}

function cashOutToApi(quote: CashOutQuote, bet: SportsbookBet): NonNullable<SportsbookBet['cashOut']> {
  const decimals = bet.stake.split('.')[1]?.length ?? 2;
  return {
    value: fromMinorUnits(quote.value, decimals),
    available: quote.available,
    reason: quote.reason,
    partial: quote.available && bet.type === 'single',
  };
}

/** A placement as checkShape reads it. */
type PlacementShape = ReturnType<SportsbookBetService['checkShape']>;

const sortedIds = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');

/** Whether stored bets of a key are what this placement asks for (the odds the player saw aside). */
function isSamePlacement(rows: BetRow[], bets: SportsbookBet[], request: PlacementShape): boolean {
  const unit = stakeMinorUnits(request.stake);
  const systemSize = request.type === 'system' ? (request.systemSize ?? null) : null;
  const sameBets = rows.every(
    (row) => row.type === request.type && row.unitStake === unit && row.systemSize === systemSize,
  );
  const storedSelections = bets.flatMap((bet) => bet.legs.map((leg) => leg.selectionId));
  const askedSelections = request.selections.map((selection) => selection.selectionId);
  return sameBets && sortedIds(storedSelections) === sortedIds(askedSelections);
}

/**
 * The selections of the multiple and system bets among these bet uuids, by bet uuid, in the order
 * they were placed (Bet History shows them under the bet; a single's game name is its match).
 */
export async function selectionsOfCombinedBets(
  executor: Executor,
  uuids: readonly string[],
): Promise<Map<string, SportsbookBetLeg[]>> {
  const byBet = new Map<string, SportsbookBetLeg[]>();
  if (!uuids.length) return byBet;
  const rows = await executor
    .select({ uuid: sportsbookBets.uuid, leg: sportsbookBetLegs, result: sportsbookSelections.result })
    .from(sportsbookBets)
    .innerJoin(sportsbookBetLegs, eq(sportsbookBetLegs.betId, sportsbookBets.id))
    .innerJoin(sportsbookSelections, eq(sportsbookSelections.id, sportsbookBetLegs.selectionId))
    .where(and(inArray(sportsbookBets.uuid, [...new Set(uuids)]), ne(sportsbookBets.type, 'single')))
    .orderBy(sportsbookBetLegs.id);
  for (const { uuid, leg, result } of rows) {
    const list = byBet.get(uuid) ?? [];
    list.push(legToApi({ ...leg, result }));
    byBet.set(uuid, list);
  }
  return byBet;
}

const legToApi = (leg: LegRow): SportsbookBetLeg => ({
  selectionId: leg.selectionId,
  eventId: leg.eventId,
  eventName: leg.eventName,
  marketName: leg.marketName,
  pickName: leg.pickName,
  odds: formatOdds(leg.oddsHundredths),
  result: leg.result,
});

function toApi(bet: BetRow, legs: LegRow[], decimals: number): SportsbookBet {
  return {
    id: bet.id,
    uuid: bet.uuid,
    type: bet.type,
    systemSize: bet.systemSize,
    description: bet.description,
    stake: fromMinorUnits(bet.stake, decimals),
    potentialPayout: fromMinorUnits(bet.potentialPayout, decimals),
    payout: fromMinorUnits(bet.payout, decimals),
    cashedOut: fromMinorUnits(bet.cashedOut, decimals),
    currency: { code: bet.currencyCode },
    status: bet.status,
    legs: legs.map(legToApi),
    createdAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
  };
}
