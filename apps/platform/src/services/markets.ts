import type { MarketReason } from '@casino/contract';
import {
  type ByAge,
  MARKET_PROFILES,
  type MarketCode,
  type MarketProfile,
  marketOfCountry,
  toMinorUnits,
  valueForAge,
  parseAmountInput,
  fromMinorUnits,
} from '@casino/rules';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Executor } from '../db/client';
import { gameSessions, players } from '../db/schema';
import { refused, says } from './errors';
import { EVERY_GAME, type GameOffer, offers } from './games';
import type { EngineName } from '../providers/demoGames/engines';

/** `error.reason` of an action a market's rule refuses (403; the contract's MARKET_REASONS). */
const reason = (name: MarketReason) => name;

/** Who a market's rule is read for: the country of registration and the date of birth. */
export interface MarketPlayer {
  country: string;
  dob: string;
}

/** What a slot offers a player of a market (`MarketRules.slotRules`). */
export interface SlotRules {
  /** The largest stake of one round, in minor units; null: no cap. */
  stakeMax: bigint | null;
  minRoundMs: number;
  celebrateReturnAtOrBelowStake: boolean;
  /** The session's net position and time played stay on screen. */
  showSessionPosition: boolean;
}

/** The time zone of the Netherlands' calendar month (the net deposit cap's window). */
export const CAP_TIME_ZONE = 'Europe/Amsterdam';

/** The offset of `timeZone` from UTC at `at`, in milliseconds (Amsterdam: 1 or 2 hours). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Map(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)] as const),
  );
  const of = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0;
  const wall = Date.UTC(of('year'), of('month') - 1, of('day'), of('hour'), of('minute'), of('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a wall-clock midnight of `timeZone` falls on (the first of a month). */
function zonedMidnight(year: number, monthIndex: number, timeZone: string): Date {
  const guess = Date.UTC(year, monthIndex, 1);
  const first = guess - zoneOffsetMs(new Date(guess), timeZone);
  // Read the offset again at the instant found: midnight may lie across a change of offset.
  return new Date(guess - zoneOffsetMs(new Date(first), timeZone));
}

/**
 * The calendar month of `timeZone` that `now` falls in: its first instant and the next month's
 * (Europe/Amsterdam for the Dutch cap: 1 July 00:00 CEST is 30 June 22:00 UTC).
 */
export function calendarMonth(now: Date, timeZone = CAP_TIME_ZONE): { from: Date; until: Date } {
  const wall = new Date(now.getTime() + zoneOffsetMs(now, timeZone));
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth();
  return { from: zonedMidnight(year, month, timeZone), until: zonedMidnight(year, month + 1, timeZone) };
}

/** The slot-like games the slot rules of a market cover (the demo provider's reel games). */
const isSlot = (engine: string) => engine === 'slot';

/**
 * The market rules of the brand's licensed markets (config MARKETS), read per player from the
 * country of registration (@casino/rules markets): what the platform enforces at a round.
 */
export class MarketRules {
  constructor(
    private readonly clock: Clock,
    /** The brand's licensed markets (MARKETS). */
    private readonly licensed: readonly MarketCode[] = ['mt'],
  ) {}

  /**
   * The largest wagering multiplier of a bonus offer in this currency: the lowest cap of the
   * licensed markets whose players hold it (a GBP offer reaches UK players when the brand is
   * licensed in the UK); null: no cap.
   */
  offerWageringCap(currency: string): { cap: number; market: MarketProfile } | null {
    let lowest: { cap: number; market: MarketProfile } | null = null;
    for (const code of this.licensed) {
      const market = MARKET_PROFILES[code];
      const cap = market.bonuses.wageringMultiplierMax;
      if (cap !== null && market.currency === currency && (!lowest || cap < lowest.cap)) lowest = { cap, market };
    }
    return lowest;
  }

  /**
   * The licensed market that bans offers mixing products (a casino bonus for sports bets or the
   * reverse) among those whose players hold this currency (GBP: the UK); null: mixed offers may be
   * made in it.
   */
  offerMixedProductsBan(currency: string): MarketProfile | null {
    for (const code of this.licensed) {
      const market = MARKET_PROFILES[code];
      if (market.currency === currency && !market.bonuses.mixedProducts) return market;
    }
    return null;
  }

  /** Whether this player may take a bonus that mixes products (not in the UK). */
  async playerMixedProducts(executor: Executor, playerId: number): Promise<boolean> {
    return (await this.marketOfPlayer(executor, playerId)).bonuses.mixedProducts;
  }

  /** The largest wagering multiplier of a bonus this player may take; null: no cap. */
  async playerWageringCap(executor: Executor, playerId: number): Promise<number | null> {
    return (await this.marketOfPlayer(executor, playerId)).bonuses.wageringMultiplierMax;
  }

  /** The market of a player. */
  marketOf(player: Pick<MarketPlayer, 'country'>): MarketProfile {
    return MARKET_PROFILES[marketOfCountry(player.country)];
  }

  /** The largest stake of one slot round for this player now, in minor units; null: no cap. */
  slotStakeMax(player: MarketPlayer, decimals: number): bigint | null {
    const byAge = this.marketOf(player).slots.stakeMax;
    if (!byAge) return null;
    const reading = parseAmountInput(valueForAge(byAge, player.dob, this.clock.now()), decimals);
    if (!reading.ok) throw new Error('A market cap is not an amount');
    return toMinorUnits(reading.amount, decimals);
  }

  /**
   * The market's cap on net deposits per calendar month for this player now (the Netherlands:
   * €700, €300 aged 18 to 23), in minor units; null: the market has none.
   */
  netMonthlyCap(player: MarketPlayer, decimals: number): bigint | null {
    return this.amountForAge(this.marketOf(player).deposits.netMonthlyCap, player, decimals);
  }

  /**
   * The deposits a month, and the most a raised deposit limit may allow a month, until the operator
   * records a personal contact (the Netherlands), in minor units; null when the market has no such rule.
   */
  untilContact(player: MarketPlayer, decimals: number): bigint | null {
    return this.amountForAge(this.marketOf(player).deposits.untilContact, player, decimals);
  }

  private amountForAge(byAge: ByAge | null, player: MarketPlayer, decimals: number): bigint | null {
    if (!byAge) return null;
    const reading = parseAmountInput(valueForAge(byAge, player.dob, this.clock.now()), decimals);
    if (!reading.ok) throw new Error('A market amount is not an amount');
    return toMinorUnits(reading.amount, decimals);
  }

  /**
   * The reality-check interval that applies to a player who chose `chosen` minutes (0: off): the
   * market's longest interval caps it, and off is not offered there (the Netherlands: 30).
   */
  realityCheckMinutes(player: Pick<MarketPlayer, 'country'>, chosen: number): number {
    const max = this.marketOf(player).realityCheckMaxMinutes;
    if (max === null) return chosen;
    return chosen <= 0 || chosen > max ? max : chosen;
  }

  /** How long a limit increase or removal waits before the player can confirm it, in milliseconds. */
  limitIncreaseWaitMs(player: Pick<MarketPlayer, 'country'>): number {
    return this.marketOf(player).limitIncreaseWaitHours * 3_600_000;
  }

  /**
   * A player may cancel a requested withdrawal back into the balance only where the market allows
   * it (not in the UK).
   */
  async assertWithdrawalReversible(executor: Executor, playerId: number): Promise<void> {
    if (!(await this.marketOfPlayer(executor, playerId)).withdrawalReversal) {
      throw refused(says('market.withdrawalFinal'), reason('market_withdrawal_final'));
    }
  }

  /** What the lobby offers a player (a visitor: every game). */
  async gameOffer(executor: Executor, playerId: number | null): Promise<GameOffer> {
    if (playerId === null) return EVERY_GAME;
    const market = await this.marketOfPlayer(executor, playerId);
    return { tableGames: market.tableGames, jackpots: market.jackpots };
  }

  /** A game the player's market does not offer cannot be launched, for real money or in demo play. */
  async assertGameOffered(
    executor: Executor,
    playerId: number | null,
    game: { engine: EngineName; tags: readonly string[] },
  ): Promise<void> {
    const offer = await this.gameOffer(executor, playerId);
    if (!offers(offer, game.engine, game.tags)) {
      throw refused(says('market.gameNotOffered'), reason('market_game_not_offered'));
    }
  }

  /**
   * Whether a signed-in player may play for fun (play money) under their market: everywhere but
   * where the market asks for a verified age first (the UK: KYC approved). A visitor may.
   */
  async freePlayAllowed(executor: Executor, playerId: number | null): Promise<boolean> {
    if (playerId === null) return true;
    const [player] = await executor
      .select({ country: players.country, kycStatus: players.kycStatus })
      .from(players)
      .where(eq(players.id, playerId));
    if (!player) return true;
    return this.marketOf(player).freePlay === 'any' || player.kycStatus === 'approved';
  }

  /** A fun launch of a signed-in player whose market does not allow it yet is refused (403). */
  async assertFreePlayAllowed(executor: Executor, playerId: number | null): Promise<void> {
    if (!(await this.freePlayAllowed(executor, playerId))) {
      throw refused(says('market.freePlayUnverified'), reason('market_free_play_unverified'));
    }
  }

  /** The market of a player by id (Malta's for an unknown id: the default market). */
  private async marketOfPlayer(executor: Executor, playerId: number): Promise<MarketProfile> {
    const [player] = await executor.select({ country: players.country }).from(players).where(eq(players.id, playerId));
    return this.marketOf(player ?? { country: '' });
  }

  /** A slot's rules for this player now: the stake cap (minor units), the pace, the celebration of returns. */
  slotRules(player: MarketPlayer, decimals: number): SlotRules {
    const { slots } = this.marketOf(player);
    return {
      stakeMax: this.slotStakeMax(player, decimals),
      minRoundMs: slots.minRoundMs,
      celebrateReturnAtOrBelowStake: slots.celebrateReturnAtOrBelowStake,
      showSessionPosition: slots.showSessionPosition,
    };
  }

  /**
   * Checks a real-money round against the player's market, inside the round's transaction: the
   * stake cap of a slot (for the player's age today), then the pace of the session's rounds. The
   * pace is claimed with one conditional update of the game session, so two rounds sent at once
   * cannot both pass: the second waits for the first's row lock and then finds it too soon.
   * Answers the slot's rules (null for another game).
   */
  async assertRound(
    tx: Executor,
    round: { sessionId: string; engine: string; stake: bigint; decimals: number; currencySymbol: string },
    player: MarketPlayer,
  ): Promise<SlotRules | null> {
    if (!isSlot(round.engine)) return null;
    const rules = this.slotRules(player, round.decimals);
    const cap = rules.stakeMax;
    if (cap !== null && round.stake > cap) {
      const max = `${round.currencySymbol}${fromMinorUnits(cap, round.decimals)}`;
      throw refused(says('market.slotStakeMax', { max }), reason('market_stake_cap'));
    }
    const gap = rules.minRoundMs;
    if (gap <= 0) return rules;
    const now = this.clock.now();
    const claimed = await tx
      .update(gameSessions)
      .set({ lastRoundAt: now })
      .where(
        and(
          eq(gameSessions.id, round.sessionId),
          or(isNull(gameSessions.lastRoundAt), lte(gameSessions.lastRoundAt, new Date(now.getTime() - gap))),
        ),
      )
      .returning({ id: gameSessions.id });
    if (claimed.length === 0) {
      throw refused(says('market.roundTooSoon', { seconds: gap / 1000 }), reason('market_round_too_soon'));
    }
    return rules;
  }
}
