/**
 * The marketing audience: who a marketing e-mail may go to. Never a player on a time-out,
 * self-excluded (until play resumes) or closed, whichever list holds the address.
 */
import type { MARKETING_LISTS } from '@casino/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { newsletterSubscriptions, playerPreferences, playerProtection, players } from '../../db/schema';
import { exclusionRefusal, standingOf } from './standing';

/** Addresses looked up per query when a marketing list is checked against exclusions. */
const MARKETING_BATCH = 500;

export type MarketingList = (typeof MARKETING_LISTS)[number];

export class MarketingAudience {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * The addresses a marketing e-mail of a list may go to now, and how many the list's addresses
   * protection left out. Operators send campaigns from this list only
   * (GET /api/admin/players/marketing-recipients).
   */
  async recipients(list: MarketingList): Promise<{ recipients: string[]; excluded: number }> {
    const candidates =
      list === 'newsletter'
        ? await this.db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions)
        : await this.db
            .select({ email: players.email })
            .from(playerPreferences)
            .innerJoin(players, eq(players.id, playerPreferences.playerId))
            .where(eq(playerPreferences.bonusClubEmail, true));
    const addresses = [...new Set(candidates.map(({ email }) => email.trim().toLowerCase()))];
    if (addresses.length === 0) return { recipients: [], excluded: 0 };
    const now = this.clock.now();
    const stopped = new Set<string>();
    // Addresses of players with a protection row; the rest cannot be excluded.
    for (let start = 0; start < addresses.length; start += MARKETING_BATCH) {
      const batch = addresses.slice(start, start + MARKETING_BATCH);
      const rows = await this.db
        .select({ email: players.email, protection: playerProtection })
        .from(players)
        .innerJoin(playerProtection, eq(playerProtection.playerId, players.id))
        .where(inArray(sql`lower(${players.email})`, batch));
      for (const row of rows) {
        if (exclusionRefusal(standingOf(row.protection, now))) stopped.add(row.email.trim().toLowerCase());
      }
    }
    const recipients = addresses.filter((address) => !stopped.has(address)).sort();
    return { recipients, excluded: addresses.length - recipients.length };
  }
}
