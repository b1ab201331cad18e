import {
  type BonusOffer,
  type BonusOfferInput,
  OFFER_DEFAULT_LANGUAGE,
  OFFER_IMAGES_PATH,
  OFFER_NAME_MAX_LENGTH,
  OFFER_TERMS_MAX_LENGTH,
  OFFER_TEXT_LANGUAGES,
  OFFER_TRANSLATED_LANGUAGES,
  type OfferTextLanguage,
  type OfferTextsInput,
  type OfferTranslatedLanguage,
  type PlayerBonus,
} from '@casino/contract';
import { bonusPreview, formatMoney, fromMinorUnits, MONEY_DECIMALS, parseMoney, toMinorUnits } from '@casino/rules';
import { and, asc, desc, eq, gt, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../clock';
import type { Database, Executor } from '../db/client';
import {
  accounts,
  bonusOffers,
  type BonusOfferStatusName,
  type BonusProductName,
  currencies,
  payments,
  playerBonuses,
  type PlayerBonusStatusName,
  players,
  type StoredOfferTexts,
} from '../db/schema';
import { conflict, type FieldMessage, invalid, notFound, says } from './errors';
import type { BonusWallet } from './bonusWallet';
import { localeTextsOf } from './content';
import type { MarketRules } from './markets';
import type { ProtectionGate } from './protection';
import type { LedgerScope } from './wallet';

export const BONUS_NOT_FOUND_MESSAGE = 'Bonus not found';
/** Chosen here: a promo code at deposit that matches no active offer of the player's currency. */
export const BONUS_CODE_INVALID_MESSAGE = says('bonus.codeInvalid');
/** Chosen here: a first-time-deposit code on a later deposit. */
export const FTD_ONLY_MESSAGE = says('bonus.firstDepositOnly');
/** Chosen here: one bonus in progress at a time. */
export const BONUS_IN_PROGRESS_MESSAGE = says('bonus.inProgress');
export const CODE_TAKEN_MESSAGE = 'This code is already used by another offer of this currency';

/**
 * Offers are per currency. A visitor who names no currency sees the offers of this one (the
 * first currency of the platform); a signed-in player always sees those of their own currency.
 */
export const DEFAULT_OFFER_CURRENCY = 'EUR';

/** Path of the generated image of an offer (served by the bonuses routes). */
export const offerImagePath = (uuid: string) => `${OFFER_IMAGES_PATH}${uuid}.svg`;

const DAY_MS = 86_400_000;
/** Largest money figure an operator may give an offer (minor units stay far inside bigint). */
const MAX_OFFER_AMOUNT = '1000000000';

export type OfferRow = typeof bonusOffers.$inferSelect & { symbol: string; decimals: number };
type PlayerBonusRow = typeof playerBonuses.$inferSelect;

/** '100.00' -> '100', '50.50' -> '50.5': the percentage as an operator wrote it. */
function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

const offerColumns = { offer: bonusOffers, symbol: currencies.symbol, decimals: currencies.decimals };

function toOfferRow(row: { offer: typeof bonusOffers.$inferSelect; symbol: string; decimals: number }): OfferRow {
  return { ...row.offer, symbol: row.symbol, decimals: row.decimals };
}

/**
 * The offer language a page's language code reads as: the same language (any case, '-' or '_'),
 * else one of the same primary language ('de_AT': de_DE), else the default (en_GB).
 */
export function offerLanguageOf(lanCode: string | null | undefined): OfferTextLanguage {
  const wanted = lanCode?.trim().replace('-', '_').toLowerCase();
  if (!wanted) return OFFER_DEFAULT_LANGUAGE;
  return (
    OFFER_TEXT_LANGUAGES.find((language) => language.toLowerCase() === wanted) ??
    OFFER_TEXT_LANGUAGES.find((language) => language.slice(0, 2).toLowerCase() === wanted.slice(0, 2)) ??
    OFFER_DEFAULT_LANGUAGE
  );
}

const isTranslated = (language: string): language is OfferTranslatedLanguage =>
  (OFFER_TRANSLATED_LANGUAGES as readonly string[]).includes(language);

/**
 * An offer's name and terms for a page in `lanCode`: its text of that language when it has one,
 * else its default (English) text, with the language they are in.
 */
export function offerTextIn(
  row: Pick<OfferRow, 'name' | 'description' | 'texts'>,
  lanCode: string | null | undefined,
): { name: string; description: string; language: OfferTextLanguage } {
  const language = offerLanguageOf(lanCode);
  const text = isTranslated(language) ? row.texts[language] : undefined;
  return text
    ? { name: text.name, description: text.description, language }
    : { name: row.name, description: row.description, language: OFFER_DEFAULT_LANGUAGE };
}

/**
 * An offer as the API answers it. With a language (the player-facing answers): its name and
 * terms in that language where it has them (`textLanguage` says which); without (the admin API,
 * the back office): its default text.
 */
export function offerView(row: OfferRow, lanCode?: string | null): BonusOffer {
  const text = offerTextIn(row, lanCode);
  return {
    id: row.id,
    uuid: row.uuid,
    name: text.name,
    image: row.image ?? offerImagePath(row.uuid),
    code: row.code,
    percentage: plainDecimal(row.percentage),
    maxAmount: fromMinorUnits(row.maxAmount, row.decimals),
    currency: { code: row.currencyCode, symbol: row.symbol },
    condition: { name: row.condition },
    description: text.description,
    ...(lanCode === undefined ? {} : { textLanguage: text.language }),
    duration: row.duration,
    wageringMultiplier: row.wageringMultiplier,
    maxConversionLimit: fromMinorUnits(row.maxConversionLimit, row.decimals),
    endDate: row.endDate ? row.endDate.toISOString() : null,
    status: row.status,
    product: row.product,
  };
}

function playerBonusView(row: PlayerBonusRow, offer: OfferRow, lanCode: string | null): PlayerBonus {
  return {
    id: row.id,
    uuid: row.uuid,
    // The product the bonus was granted for (it keeps its terms when the offer changes).
    bonusType: { ...offerView(offer, lanCode), product: row.product },
    status: row.status,
    percentageCleared: row.percentageCleared,
    amountWagered: fromMinorUnits(row.amountWagered, offer.decimals),
    depositAmount: fromMinorUnits(row.depositAmount, offer.decimals),
    matchedAmount: fromMinorUnits(row.matchedAmount, offer.decimals),
    wageringRequirement: fromMinorUnits(row.wageringRequirement, offer.decimals),
    wageringLeft: fromMinorUnits(
      row.amountWagered >= row.wageringRequirement ? 0n : row.wageringRequirement - row.amountWagered,
      offer.decimals,
    ),
    convertedAmount: fromMinorUnits(row.convertedAmount, offer.decimals),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Share of the wagering requirement met, as the exact decimal cut down to the hundredth and at
 * most 100 ('42.50'); a bonus without requirement is fully cleared.
 */
export function percentageCleared(wagered: bigint, requirement: bigint): string {
  if (requirement <= 0n) return '100.00';
  const hundredths = (wagered * 10_000n) / requirement;
  return fromMinorUnits(hundredths > 10_000n ? 10_000n : hundredths, 2);
}

/** An offer a player can take now: active, started (a scheduled campaign) and not past its end date. */
const offerIsOpen = () =>
  and(
    eq(bonusOffers.status, 'active'),
    or(isNull(bonusOffers.startDate), lte(bonusOffers.startDate, sql`now()`)),
    or(isNull(bonusOffers.endDate), gt(bonusOffers.endDate, sql`now()`)),
  );

/**
 * Work a staff change does in the offer's own transaction (the back office's audit entry): it sees
 * the offer before (null on create) and after the change; throwing undoes the change.
 */
export type OfferChangeHook = (tx: Executor, before: OfferRow | null, after: OfferRow) => Promise<void>;

/** Whether the player has a completed deposit (other than `exceptPaymentId`): then ftd offers are gone. */
export async function hasCompletedDeposit(
  executor: Executor,
  playerId: number,
  exceptPaymentId?: number,
): Promise<boolean> {
  const conditions = [eq(payments.playerId, playerId), eq(payments.type, 'deposit'), eq(payments.status, 'completed')];
  if (exceptPaymentId !== undefined) conditions.push(ne(payments.id, exceptPaymentId));
  const [row] = await executor
    .select({ id: payments.id })
    .from(payments)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
}

/** The currency of the player's money (their combined account, else their sign-up currency). */
async function playerCurrency(executor: Executor, playerId: number): Promise<string | null> {
  const [account] = await executor
    .select({ code: accounts.currencyCode })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.type, 'combined')))
    .limit(1);
  if (account) return account.code;
  const [player] = await executor
    .select({ code: players.currencyCode })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return player?.code ?? null;
}

export interface OfferInputFields {
  name?: string;
  image?: string | null;
  code?: string;
  percentage?: string;
  maxAmount?: string;
  currency?: string;
  condition?: 'ftd' | 'reload';
  description?: string;
  duration?: number;
  wageringMultiplier?: number;
  maxConversionLimit?: string;
  endDate?: string | null;
  startDate?: string | null;
  status?: BonusOfferStatusName;
  product?: BonusProductName;
  /** Translations of the name and terms (the back office's campaigns): a language sent is set or removed. */
  texts?: OfferTextsInput;
}

/** Bonus offers, their lookup, the grant at a confirmed deposit and wagering progress. */
export class BonusService {
  constructor(
    private readonly db: Database,
    private readonly bonusWallet: BonusWallet,
    /** Player protection: a player on a time-out, self-excluded or closed is granted no bonus. */
    private readonly protection: Pick<ProtectionGate, 'canPlay'>,
    /** The markets' bonus rules: a wagering cap (the UK: 10 times the bonus), no mixed products (the UK). */
    private readonly markets: Pick<
      MarketRules,
      'offerWageringCap' | 'playerWageringCap' | 'offerMixedProductsBan' | 'playerMixedProducts'
    >,
    /** Times grants, so that clearing periods run on the platform's clock. */
    private readonly clock: Clock = systemClock,
  ) {}

  private async offers(executor: Executor, where: SQL | undefined): Promise<OfferRow[]> {
    const rows = await executor
      .select(offerColumns)
      .from(bonusOffers)
      .innerJoin(currencies, eq(currencies.code, bonusOffers.currencyCode))
      .where(where)
      .orderBy(desc(bonusOffers.createdAt), asc(bonusOffers.id));
    return rows.map(toOfferRow);
  }

  /**
   * Active offers not past their end date, newest first. A signed-in player sees those of their
   * currency, without first-time-deposit offers once they have a completed deposit.
   */
  async listOffers(filter: {
    currency?: string | undefined;
    playerId?: number | null;
    /** The page's language: names and terms in it where an offer has them. */
    lanCode?: string | undefined;
  }): Promise<BonusOffer[]> {
    let currency = filter.currency?.toUpperCase() ?? DEFAULT_OFFER_CURRENCY;
    let hideFtd = false;
    if (filter.playerId) {
      currency = (await playerCurrency(this.db, filter.playerId)) ?? currency;
      hideFtd = await hasCompletedDeposit(this.db, filter.playerId);
    }
    const conditions = [offerIsOpen(), eq(bonusOffers.currencyCode, currency)];
    if (hideFtd) conditions.push(ne(bonusOffers.condition, 'ftd'));
    // Offers over the player's market's wagering cap are not offered (nor granted).
    const cap = filter.playerId ? await this.markets.playerWageringCap(this.db, filter.playerId) : null;
    if (cap !== null) conditions.push(lte(bonusOffers.wageringMultiplier, cap));
    // Nor offers that mix products where the market bans them (the UK).
    if (filter.playerId && !(await this.markets.playerMixedProducts(this.db, filter.playerId))) {
      conditions.push(ne(bonusOffers.product, 'mixed'));
    }
    return (await this.offers(this.db, and(...conditions))).map((row) => offerView(row, filter.lanCode ?? null));
  }

  /**
   * An active offer by promo code (any case) in the player's currency, or by uuid; its name and
   * terms in `lanCode` where it has them.
   */
  async lookupOffer(
    query: { bonusCode?: string | undefined; bonusId?: string | undefined; lanCode?: string | undefined },
    playerId: number | null,
  ): Promise<BonusOffer> {
    const code = query.bonusCode?.trim();
    if (!code === !query.bonusId) {
      const message = 'Send either bonusCode or bonusId';
      throw invalid(message, { bonusCode: message });
    }
    let offer: OfferRow | undefined;
    if (query.bonusId) {
      [offer] = await this.offers(this.db, and(offerIsOpen(), eq(bonusOffers.uuid, query.bonusId)));
    } else if (code) {
      const currency = (playerId ? await playerCurrency(this.db, playerId) : null) ?? DEFAULT_OFFER_CURRENCY;
      offer = (await this.findOpenOfferByCode(this.db, code, currency)) ?? undefined;
    }
    if (!offer) throw notFound(BONUS_NOT_FOUND_MESSAGE);
    return offerView(offer, query.lanCode ?? null);
  }

  async findOpenOfferByCode(executor: Executor, code: string, currency: string): Promise<OfferRow | null> {
    const [offer] = await this.offers(
      executor,
      and(
        offerIsOpen(),
        eq(sql`lower(${bonusOffers.code})`, code.trim().toLowerCase()),
        eq(bonusOffers.currencyCode, currency),
      ),
    );
    return offer ?? null;
  }

  /**
   * Checks that a promo code can be taken with a deposit now (400 with fields.bonusCode
   * otherwise) and answers the offer's id.
   */
  async offerForDeposit(executor: Executor, playerId: number, code: string, currency: string): Promise<number> {
    const offer = await this.findOpenOfferByCode(executor, code, currency);
    if (!offer) throw invalid(BONUS_CODE_INVALID_MESSAGE, { bonusCode: BONUS_CODE_INVALID_MESSAGE });
    if (offer.condition === 'ftd' && (await hasCompletedDeposit(executor, playerId))) {
      throw invalid(FTD_ONLY_MESSAGE, { bonusCode: FTD_ONLY_MESSAGE });
    }
    if (await this.activeRow(executor, playerId)) {
      throw invalid(BONUS_IN_PROGRESS_MESSAGE, { bonusCode: BONUS_IN_PROGRESS_MESSAGE });
    }
    const cap = await this.markets.playerWageringCap(executor, playerId);
    if (cap !== null && offer.wageringMultiplier > cap) {
      const message = says('market.bonusWageringCap', { max: cap });
      throw invalid(message, { bonusCode: message });
    }
    if (offer.product === 'mixed' && !(await this.markets.playerMixedProducts(executor, playerId))) {
      const message = says('market.bonusMixedProducts');
      throw invalid(message, { bonusCode: message });
    }
    return offer.id;
  }

  /** Ends the player's bonus if its clearing period has passed (its bonus money is removed). */
  expireDue(playerId: number): Promise<void> {
    return this.bonusWallet.expireDue(playerId);
  }

  private async activeRow(executor: Executor, playerId: number) {
    const [row] = await executor
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'active')))
      .limit(1);
    return row ?? null;
  }

  /**
   * Grants the bonus of a confirmed deposit, in the deposit's transaction: a player bonus (matched
   * amount = bonusPreview(deposit, percentage, maxAmount), wagering requirement = matched x the
   * offer's multiplier) and a ledger 'bonus' posting of the matched amount. Nothing is granted
   * while player protection stops play (an exclusion or closure), when the player already has a bonus in progress, when a first-time-deposit offer meets a
   * player who has another completed deposit, or when the match is zero.
   */
  async grantForDeposit(
    tx: Executor,
    ledger: LedgerScope,
    deposit: { id: number; uuid: string; playerId: number; accountId: number; amount: bigint; currencyCode: string },
    offerId: number,
  ): Promise<PlayerBonusRow | null> {
    if (!(await this.protection.canPlay(deposit.playerId, tx))) return null;
    const [offer] = await this.offers(tx, eq(bonusOffers.id, offerId));
    if (!offer || offer.currencyCode !== deposit.currencyCode) return null;
    await this.bonusWallet.expireDueOf(tx, ledger, deposit.playerId);
    if (await this.activeRow(tx, deposit.playerId)) return null;
    if (offer.condition === 'ftd' && (await hasCompletedDeposit(tx, deposit.playerId, deposit.id))) return null;
    // The player's market may cap the wagering (the offer changed since the link was made).
    const cap = await this.markets.playerWageringCap(tx, deposit.playerId);
    if (cap !== null && offer.wageringMultiplier > cap) return null;
    // Nor a bonus mixing products where the market bans it (the UK).
    if (offer.product === 'mixed' && !(await this.markets.playerMixedProducts(tx, deposit.playerId))) return null;

    const matchedText = bonusPreview(
      fromMinorUnits(deposit.amount, offer.decimals),
      offer.percentage,
      fromMinorUnits(offer.maxAmount, offer.decimals),
    );
    const matched = toMinorUnits(matchedText, offer.decimals);
    if (matched <= 0n) return null;
    const requirement = matched * BigInt(offer.wageringMultiplier);
    const cleared = requirement === 0n;
    const grantedAt = this.clock.now();

    const [bonus] = await tx
      .insert(playerBonuses)
      .values({
        playerId: deposit.playerId,
        offerId: offer.id,
        paymentId: deposit.id,
        status: cleared ? 'completed' : 'active',
        depositAmount: deposit.amount,
        matchedAmount: matched,
        wageringRequirement: requirement,
        percentageCleared: percentageCleared(0n, requirement),
        currencyCode: deposit.currencyCode,
        product: offer.product,
        createdAt: grantedAt,
        updatedAt: grantedAt,
        expiresAt: new Date(grantedAt.getTime() + offer.duration * DAY_MS),
        ...(cleared ? { endedAt: grantedAt } : {}),
      })
      .returning();
    if (!bonus) throw new Error('Player bonus was not written');
    await ledger.post({
      accountId: deposit.accountId,
      type: 'bonus',
      balanceDelta: matched,
      bonusDelta: matched,
      referenceType: 'bonus',
      referenceId: bonus.uuid,
      idempotencyKey: `bonus:${deposit.uuid}`,
    });
    return bonus;
  }

  private async playerBonuses(
    playerId: number,
    where: SQL | undefined,
    lanCode: string | null = null,
  ): Promise<PlayerBonus[]> {
    await this.bonusWallet.expireDue(playerId);
    const rows = await this.db
      .select({ bonus: playerBonuses, ...offerColumns })
      .from(playerBonuses)
      .innerJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
      .innerJoin(currencies, eq(currencies.code, bonusOffers.currencyCode))
      .where(and(eq(playerBonuses.playerId, playerId), where))
      .orderBy(desc(playerBonuses.createdAt), desc(playerBonuses.id));
    return rows.map((row) => playerBonusView(row.bonus, toOfferRow(row), lanCode));
  }

  /** The bonus in progress (or null), or with history the ended ones, newest first; offers' texts in `lanCode`. */
  async selfBonuses(
    playerId: number,
    history: boolean,
    lanCode: string | null = null,
  ): Promise<PlayerBonus | PlayerBonus[] | null> {
    if (history) return this.playerBonuses(playerId, ne(playerBonuses.status, 'active'), lanCode);
    const [active] = await this.playerBonuses(playerId, eq(playerBonuses.status, 'active'), lanCode);
    return active ?? null;
  }

  /** One bonus of the player by uuid (404 when it is not theirs). */
  async playerBonus(playerId: number, uuid: string): Promise<PlayerBonus> {
    const [bonus] = await this.playerBonuses(playerId, eq(playerBonuses.uuid, uuid));
    if (!bonus) throw notFound(BONUS_NOT_FOUND_MESSAGE);
    return bonus;
  }

  /** Every bonus of the player (or those of one status), newest first. */
  bonusRecords(
    playerId: number,
    status?: PlayerBonusStatusName,
    lanCode: string | null = null,
  ): Promise<PlayerBonus[]> {
    return this.playerBonuses(playerId, status ? eq(playerBonuses.status, status) : undefined, lanCode);
  }

  /** Offers of every status (operator), newest first. */
  async adminList(status?: BonusOfferStatusName): Promise<BonusOffer[]> {
    return (await this.offers(this.db, status ? eq(bonusOffers.status, status) : undefined)).map((row) =>
      offerView(row),
    );
  }

  async adminCreate(input: BonusOfferInput & OfferInputFields, onChange?: OfferChangeHook): Promise<BonusOffer> {
    return this.db.transaction(async (tx) => {
      const values = await this.checkOfferInput(tx, input, null);
      const [row] = await this.writeOffer(() =>
        tx
          .insert(bonusOffers)
          .values({ ...(values as typeof bonusOffers.$inferInsert), status: values.status ?? 'active' })
          .returning({ id: bonusOffers.id }),
      );
      if (!row) throw new Error('Offer was not written');
      if (onChange) await onChange(tx, null, await this.offerRow(tx, row.id));
      return this.offerById(tx, row.id);
    });
  }

  async adminUpdate(
    uuid: string,
    input: Partial<BonusOfferInput> & OfferInputFields,
    onChange?: OfferChangeHook,
  ): Promise<BonusOffer> {
    return this.db.transaction(async (tx) => {
      const [current] = await this.offers(tx, eq(bonusOffers.uuid, uuid));
      if (!current) throw notFound(BONUS_NOT_FOUND_MESSAGE);
      const values = await this.checkOfferInput(tx, input, current);
      await this.writeOffer(() =>
        tx
          .update(bonusOffers)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(bonusOffers.id, current.id))
          .returning({ id: bonusOffers.id }),
      );
      if (onChange) await onChange(tx, current, await this.offerRow(tx, current.id));
      return this.offerById(tx, current.id);
    });
  }

  /**
   * Ends an offer now (staff): status expired and its end date now (unless it ended before), so
   * no player can take it any more; bonuses in progress go on. An unknown uuid: 404.
   */
  async endOffer(uuid: string, onChange?: OfferChangeHook): Promise<BonusOffer> {
    return this.db.transaction(async (tx) => {
      const [current] = await this.offers(tx, eq(bonusOffers.uuid, uuid));
      if (!current) throw notFound(BONUS_NOT_FOUND_MESSAGE);
      await tx
        .update(bonusOffers)
        .set({
          status: 'expired',
          endDate: sql`least(coalesce(${bonusOffers.endDate}, now()), now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(bonusOffers.id, current.id));
      if (onChange) await onChange(tx, current, await this.offerRow(tx, current.id));
      return this.offerById(tx, current.id);
    });
  }

  /** Offers with their raw columns (the back office's campaigns), newest first. */
  offerRows(executor: Executor, where?: SQL): Promise<OfferRow[]> {
    return this.offers(executor, where);
  }

  private async offerRow(executor: Executor, id: number): Promise<OfferRow> {
    const [offer] = await this.offers(executor, eq(bonusOffers.id, id));
    if (!offer) throw new Error('Offer vanished');
    return offer;
  }

  private async offerById(executor: Executor, id: number): Promise<BonusOffer> {
    return offerView(await this.offerRow(executor, id));
  }

  /** Runs an insert or update of an offer, answering a taken code (unique index) as 409. */
  private async writeOffer<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CODE_TAKEN_MESSAGE, { code: CODE_TAKEN_MESSAGE });
      throw error;
    }
  }

  /**
   * Checks an operator's offer fields beyond their types (all required on create; on update the
   * ones sent) and answers the columns to write. Money figures are read in the offer's currency.
   */
  private async checkOfferInput(
    executor: Executor,
    input: OfferInputFields,
    current: OfferRow | null,
  ): Promise<Partial<typeof bonusOffers.$inferInsert>> {
    const fields: Record<string, FieldMessage> = {};
    const values: Partial<typeof bonusOffers.$inferInsert> = {};

    const currencyCode = input.currency?.trim().toUpperCase() ?? current?.currencyCode;
    let decimals = current?.decimals ?? MONEY_DECIMALS;
    if (input.currency !== undefined) {
      const [currency] = await executor
        .select({ code: currencies.code, decimals: currencies.decimals })
        .from(currencies)
        .where(eq(currencies.code, currencyCode ?? ''));
      if (!currency) fields.currency = 'Unknown currency';
      else {
        decimals = currency.decimals;
        values.currencyCode = currency.code;
      }
    }

    if (input.name !== undefined) {
      const name = input.name.trim();
      if (!name) fields.name = 'required';
      else values.name = name;
    }
    if (input.code !== undefined) {
      const code = input.code.trim();
      if (!/^[A-Za-z0-9_-]{1,50}$/.test(code)) fields.code = 'only letters, numbers, - and _ allowed';
      else values.code = code;
    }
    if (input.percentage !== undefined) {
      const percentage = parseMoney(input.percentage.trim(), 2);
      const hundredths = percentage === null ? 0n : toMinorUnits(percentage, 2);
      if (percentage === null || hundredths <= 0n || hundredths > 100_000n) {
        fields.percentage = 'must be greater than 0 and at most 1000, with at most 2 decimals';
      } else values.percentage = percentage;
    }
    const money = (field: 'maxAmount' | 'maxConversionLimit', text: string | undefined, positive: boolean) => {
      if (text === undefined) return;
      const amount = parseMoney(text.trim(), decimals);
      const max = toMinorUnits(MAX_OFFER_AMOUNT, decimals);
      const units = amount === null ? null : toMinorUnits(amount, decimals);
      if (units === null || units > max || (positive && units <= 0n)) {
        fields[field] =
          `must be ${positive ? 'greater than 0' : 'at least 0'} and at most ${MAX_OFFER_AMOUNT}, with at most ${decimals} decimals`;
      } else values[field] = units;
    };
    // A currency change re-reads the money figures in the new currency's decimals.
    const reread = (units: bigint | undefined) =>
      input.currency !== undefined && current && units !== undefined
        ? fromMinorUnits(units, current.decimals)
        : undefined;
    money('maxAmount', input.maxAmount ?? reread(current?.maxAmount), true);
    money('maxConversionLimit', input.maxConversionLimit ?? reread(current?.maxConversionLimit), false);

    if (input.condition !== undefined) values.condition = input.condition;
    if (input.description !== undefined) {
      if (input.description.length > OFFER_TERMS_MAX_LENGTH) {
        fields.description = `maximum length of ${OFFER_TERMS_MAX_LENGTH}`;
      } else values.description = input.description;
    }
    if (input.texts !== undefined) {
      const texts = checkOfferTexts(input.texts, current?.texts ?? {}, fields);
      if (texts) values.texts = texts;
    }
    if (input.duration !== undefined) {
      if (input.duration > 3650) fields.duration = 'must be at most 3650 days';
      else values.duration = input.duration;
    }
    if (input.wageringMultiplier !== undefined) {
      if (input.wageringMultiplier > 1000) fields.wageringMultiplier = 'must be at most 1000';
      else values.wageringMultiplier = input.wageringMultiplier;
    }
    if (input.image !== undefined) {
      if (input.image !== null && input.image.length > 2000) fields.image = 'maximum length of 2000';
      // Blank (a null the schema's coercion made '' on its way in): the platform's generated card.
      else values.image = input.image?.trim() ? input.image : null;
    }
    if (input.endDate !== undefined) {
      const endDate = input.endDate === null ? null : new Date(input.endDate);
      if (endDate && Number.isNaN(endDate.getTime())) fields.endDate = 'must be a valid date';
      else values.endDate = endDate;
    }
    if (input.startDate !== undefined) {
      const startDate = input.startDate === null ? null : new Date(input.startDate);
      if (startDate && Number.isNaN(startDate.getTime())) fields.startDate = 'must be a valid date';
      else values.startDate = startDate;
    }
    const start = values.startDate !== undefined ? values.startDate : (current?.startDate ?? null);
    const end = values.endDate !== undefined ? values.endDate : (current?.endDate ?? null);
    if (!fields.endDate && !fields.startDate && start && end && end.getTime() <= start.getTime()) {
      fields.endDate = 'must be after the start date';
    }
    if (input.status !== undefined) values.status = input.status;
    if (input.product !== undefined) values.product = input.product;

    if (!current) {
      for (const field of [
        'name',
        'code',
        'percentage',
        'maxAmount',
        'currency',
        'condition',
        'description',
        'duration',
        'wageringMultiplier',
        'maxConversionLimit',
      ] as const) {
        if (input[field] === undefined) fields[field] ??= 'required';
      }
    }
    // An offer in a licensed market's currency follows that market's wagering cap (the UK's 10x).
    const multiplier = values.wageringMultiplier ?? current?.wageringMultiplier;
    const capped = currencyCode ? this.markets.offerWageringCap(currencyCode) : null;
    if (!fields.wageringMultiplier && capped && multiplier !== undefined && multiplier > capped.cap) {
      fields.wageringMultiplier = says('market.offerWageringCap', {
        max: capped.cap,
        currency: currencyCode ?? '',
        market: capped.market.name,
      });
    }
    // An offer in the currency of a licensed market that bans mixing products (GBP: the UK) is for
    // casino games or sports bets. Left out on create, the product is mixed, or casino there.
    const banned = currencyCode ? this.markets.offerMixedProductsBan(currencyCode) : null;
    if (!current && input.product === undefined) values.product = banned ? 'casino' : 'mixed';
    const product = values.product ?? current?.product;
    if (banned && product === 'mixed') {
      fields.product = says('market.offerMixedProducts', { currency: currencyCode ?? '', market: banned.name });
    }
    if (Object.keys(fields).length) throw invalid(Object.values(fields)[0] ?? 'Invalid request', fields);

    const code = values.code ?? current?.code;
    const currency = values.currencyCode ?? current?.currencyCode;
    if (code && currency && (values.code !== undefined || values.currencyCode !== undefined)) {
      const [taken] = await executor
        .select({ id: bonusOffers.id })
        .from(bonusOffers)
        .where(
          and(
            eq(sql`lower(${bonusOffers.code})`, code.toLowerCase()),
            eq(bonusOffers.currencyCode, currency),
            current ? ne(bonusOffers.id, current.id) : undefined,
          ),
        );
      if (taken) throw conflict(CODE_TAKEN_MESSAGE, { code: CODE_TAKEN_MESSAGE });
    }
    return values;
  }

  /**
   * The generated image of an offer: its name and match on a card, as SVG, in the language
   * `lanCode` names (its texts of the promotion cards; English for a language the platform lacks);
   * null if unknown.
   */
  async offerImage(uuid: string, lanCode?: string): Promise<string | null> {
    const [row] = await this.offers(this.db, eq(bonusOffers.uuid, uuid));
    if (!row) return null;
    const texts = lanCode ? ((await localeTextsOf(this.db, lanCode))[lanCode] ?? {}) : {};
    // The name in the card's language where the offer has one.
    const offer = offerView(row, lanCode ?? null);
    return offerSvg(offer, offerCardTexts(offer, Object.keys(texts).length ? lanCode : undefined, texts));
  }
}

/**
 * Reads the translations sent (the back office's campaigns) over the offer's current ones: a
 * language sent as null, or with a blank name and blank terms, is removed; otherwise it needs
 * both, within the default text's lengths (400 with fields `texts.de_DE.name` …). Answers the
 * translations to store, or null when a field is refused.
 */
function checkOfferTexts(
  input: OfferTextsInput,
  current: StoredOfferTexts,
  fields: Record<string, FieldMessage>,
): StoredOfferTexts | null {
  const next = new Map(Object.entries(current));
  let refused = false;
  for (const [language, text] of Object.entries(input as Record<string, unknown>)) {
    if (!isTranslated(language)) {
      fields[`texts.${language}`] = `not a language of the offers' texts (${OFFER_TRANSLATED_LANGUAGES.join(', ')})`;
      refused = true;
      continue;
    }
    if (text === null || text === undefined) {
      next.delete(language);
      continue;
    }
    const { name: rawName, description } = text as { name: string; description: string };
    const name = rawName.trim();
    if (!name && !description.trim()) {
      next.delete(language);
      continue;
    }
    const field = (part: 'name' | 'description', message: string) => {
      fields[`texts.${language}.${part}`] = message;
      refused = true;
    };
    if (!name) field('name', 'required');
    else if (name.length > OFFER_NAME_MAX_LENGTH) field('name', `maximum length of ${OFFER_NAME_MAX_LENGTH}`);
    if (!description.trim()) field('description', 'required');
    else if (description.length > OFFER_TERMS_MAX_LENGTH) {
      field('description', `maximum length of ${OFFER_TERMS_MAX_LENGTH}`);
    }
    next.set(language, { name, description });
  }
  return refused ? null : Object.fromEntries(next);
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'code' in current && (current as { code: unknown }).code === '23505') {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

/** The words of an offer's card: its kind and its match, as the promotion cards write them. */
export interface OfferCardTexts {
  kind: string;
  headline: string;
}

/**
 * The card's words in a language, from its texts (`promotions.firstTimeDeposit`, `promotions.reload`,
 * `promotions.offer`, as the site's promotion cards use them), the amount written as the language
 * writes money ('500,00 €'). Without a language: '100% up to €500'.
 */
export function offerCardTexts(
  offer: BonusOffer,
  lanCode: string | undefined,
  texts: Readonly<Record<string, string>>,
): OfferCardTexts {
  const ftd = offer.condition.name === 'ftd';
  const kind =
    (ftd ? texts['promotions.firstTimeDeposit'] : texts['promotions.reload']) ??
    (ftd ? 'First Time Deposit' : 'Reload');
  if (!lanCode) {
    return {
      kind,
      headline: `${offer.percentage}% up to ${offer.currency.symbol}${offer.maxAmount.replace(/\.00$/, '')}`,
    };
  }
  const maxAmount = formatMoney(offer.maxAmount, lanCode.replace('_', '-'), { currency: offer.currency.code });
  const pattern = texts['promotions.offer'] ?? '{{percentage}}% up to {{symbol}}{{maxAmount}}';
  const values: Record<string, string> = { percentage: offer.percentage, symbol: '', maxAmount };
  return { kind, headline: pattern.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '') };
}

/** A 640x360 card: name, its match ('100% up to €500'), the kind of offer and the code. */
export function offerSvg(
  offer: BonusOffer,
  { kind, headline }: OfferCardTexts = offerCardTexts(offer, undefined, {}),
): string {
  const ftd = offer.condition.name === 'ftd';
  const [from, to] = ftd ? ['#6d28d9', '#db2777'] : ['#0f766e', '#2563eb'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(`${offer.name}: ${headline}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" rx="24" fill="url(#g)"/>
<circle cx="560" cy="70" r="120" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="80" cy="330" r="90" fill="#ffffff" fill-opacity="0.06"/>
<text x="40" y="70" font-family="system-ui, sans-serif" font-size="22" font-weight="600" fill="#ffffff" fill-opacity="0.85">${escapeXml(kind)}</text>
<text x="40" y="150" font-family="system-ui, sans-serif" font-size="44" font-weight="800" fill="#ffffff">${escapeXml(offer.name)}</text>
<text x="40" y="215" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(headline)}</text>
<rect x="40" y="260" width="${Math.min(560, 60 + offer.code.length * 17)}" height="52" rx="10" fill="#000000" fill-opacity="0.25"/>
<text x="60" y="295" font-family="ui-monospace, monospace" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(offer.code)}</text>
</svg>`;
}
