import {
  type Campaign,
  type CampaignFigures,
  type CampaignInput,
  type CampaignState,
  OFFER_TRANSLATED_LANGUAGES,
  type OfferTexts,
} from '@casino/contract';
import { fromMinorUnits } from '@casino/rules';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/client';
import { bonusOffers } from '../db/schema';
import type { AuditActor, AuditService } from './audit';
import { BONUS_NOT_FOUND_MESSAGE, type BonusService, type OfferChangeHook, type OfferRow, offerView } from './bonuses';
import { conflict, notFound } from './errors';

/** Chosen here: an ended offer is not changed (make a new one). */
export const CAMPAIGN_ENDED_MESSAGE = 'This offer has ended: make a new one';

/** Figures in minor units of the offer's currency, by offer id. */
interface FigureUnits {
  players: number;
  bonuses: number;
  granted: bigint;
  converted: bigint;
  forfeited: bigint;
  expired: bigint;
  cost: bigint;
}

const NO_FIGURES: FigureUnits = {
  players: 0,
  bonuses: 0,
  granted: 0n,
  converted: 0n,
  forfeited: 0n,
  expired: 0n,
  cost: 0n,
};

type FigureRow = Record<string, unknown>;
const rowsOf = (result: unknown): FigureRow[] => (result as { rows?: FigureRow[] }).rows ?? (result as FigureRow[]);

/** Where an offer stands at `now`: ended by staff or its end date, scheduled before its start, else active. */
export function campaignState(row: Pick<OfferRow, 'status' | 'startDate' | 'endDate'>, now: Date): CampaignState {
  if (row.status !== 'active' || (row.endDate && row.endDate.getTime() <= now.getTime())) return 'ended';
  if (row.startDate && row.startDate.getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

/**
 * Bonus campaigns of the back office (issue 36, docs/backoffice.md "Campaigns"): the offers with
 * their schedule, state and figures; marketing's changes go through the offer service's one set
 * of checks (amounts, codes, the licensed markets' caps) and each writes an audit entry
 * (bonusOffer.create, .update, .end) in the change's own transaction.
 */
export class Campaigns {
  constructor(private readonly deps: { db: Database; clock: Clock; audit: AuditService; bonuses: BonusService }) {}

  async list(): Promise<Campaign[]> {
    const rows = await this.deps.bonuses.offerRows(this.deps.db);
    const figures = await this.figures(this.deps.db);
    return rows.map((row) => this.view(row, figures.get(row.id)));
  }

  async campaign(uuid: string, executor: Executor = this.deps.db): Promise<Campaign> {
    const [row] = await this.deps.bonuses.offerRows(executor, eq(bonusOffers.uuid, uuid));
    if (!row) throw notFound(BONUS_NOT_FOUND_MESSAGE);
    return this.view(row, (await this.figures(executor, row.id)).get(row.id));
  }

  async create(actor: AuditActor, input: CampaignInput): Promise<Campaign> {
    const offer = await this.deps.bonuses.adminCreate(
      { ...input, status: 'active' },
      this.audited(actor, 'bonusOffer.create'),
    );
    return this.campaign(offer.uuid);
  }

  async update(actor: AuditActor, uuid: string, input: Partial<CampaignInput>): Promise<Campaign> {
    await this.deps.bonuses.adminUpdate(uuid, input, this.audited(actor, 'bonusOffer.update'));
    return this.campaign(uuid);
  }

  async end(actor: AuditActor, uuid: string): Promise<Campaign> {
    await this.deps.bonuses.endOffer(uuid, this.audited(actor, 'bonusOffer.end'));
    return this.campaign(uuid);
  }

  /** The hook of a change: an ended offer stays as it is (409); the audit entry of the change. */
  private audited(actor: AuditActor, action: 'bonusOffer.create' | 'bonusOffer.update' | 'bonusOffer.end') {
    const hook: OfferChangeHook = async (tx, before, after) => {
      if (before && campaignState(before, this.deps.clock.now()) === 'ended') throw conflict(CAMPAIGN_ENDED_MESSAGE);
      await this.deps.audit.append(
        actor,
        {
          action,
          targetKind: 'bonusOffer',
          targetId: after.uuid,
          before: before ? auditView(before) : null,
          after: auditView(after),
        },
        tx,
      );
    };
    return hook;
  }

  private view(row: OfferRow, units: FigureUnits = NO_FIGURES): Campaign {
    const money = (value: bigint) => fromMinorUnits(value, row.decimals);
    const figures: CampaignFigures = {
      players: units.players,
      bonuses: units.bonuses,
      granted: money(units.granted),
      converted: money(units.converted),
      forfeited: money(units.forfeited),
      expired: money(units.expired),
      cost: money(units.cost),
    };
    return {
      offer: offerView(row),
      texts: Object.fromEntries(
        OFFER_TRANSLATED_LANGUAGES.map((language) => [language, row.texts[language] ?? null]),
      ) as OfferTexts,
      startDate: row.startDate ? row.startDate.toISOString() : null,
      state: campaignState(row, this.deps.clock.now()),
      figures,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /**
   * The figures of every offer (or one), exact, from the player bonuses and their ledger entries
   * (reference 'bonus', the player bonus's uuid): granted is the grants' bonus part; converted the
   * conversions' cash part; forfeited and expired the bonus money those entries removed; cost, as
   * the business report counts bonus cost, the cash part of every bonus entry.
   */
  private async figures(executor: Executor, offerId?: number): Promise<Map<number, FigureUnits>> {
    const one = offerId === undefined ? sql`` : sql`where b.offer_id = ${offerId}`;
    const result = await executor.execute(sql`
      select b.offer_id as offer,
        count(distinct b.player_id)::int as players,
        count(distinct b.id)::int as bonuses,
        coalesce(sum(e.bonus_delta) filter (where e.type = 'bonus'), 0)::text as granted,
        coalesce(sum(e.balance_delta - e.bonus_delta) filter (where e.type = 'bonus_conversion'), 0)::text as converted,
        coalesce(-sum(e.balance_delta) filter (where e.type = 'bonus_forfeit'), 0)::text as forfeited,
        coalesce(-sum(e.balance_delta) filter (where e.type = 'bonus_expiry'), 0)::text as expired,
        coalesce(sum(e.balance_delta - e.bonus_delta), 0)::text as cost
      from player_bonuses b
        left join ledger_entries e on e.reference_type = 'bonus' and e.reference_id = b.uuid::text
      ${one}
      group by b.offer_id`);
    const map = new Map<number, FigureUnits>();
    for (const row of rowsOf(result)) {
      map.set(Number(row.offer), {
        players: Number(row.players),
        bonuses: Number(row.bonuses),
        granted: BigInt(String(row.granted)),
        converted: BigInt(String(row.converted)),
        forfeited: BigInt(String(row.forfeited)),
        expired: BigInt(String(row.expired)),
        cost: BigInt(String(row.cost)),
      });
    }
    return map;
  }
}

/** An offer as the audit records it (money in minor units, as text). */
function auditView(row: OfferRow) {
  return {
    name: row.name,
    code: row.code,
    condition: row.condition,
    currency: row.currencyCode,
    percentage: row.percentage,
    maxAmount: row.maxAmount.toString(),
    wageringMultiplier: row.wageringMultiplier,
    maxConversionLimit: row.maxConversionLimit.toString(),
    duration: row.duration,
    product: row.product,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    image: row.image,
    // The name and terms in the other languages, as stored.
    texts: row.texts,
  };
}
