import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { payments, players } from '../db/schema';

/** How many players one search answers at most. */
export const PLAYER_SEARCH_LIMIT = 20;
/** The shortest text searched by prefix (a uuid or a payout address is matched whole). */
export const PLAYER_SEARCH_MIN_LENGTH = 2;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which of the player's details the search text matched. */
export type PlayerSearchMatch = 'uuid' | 'email' | 'gamertag' | 'name' | 'payoutAddress';

export interface PlayerSearchHit {
  id: number;
  uuid: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  country: string;
  currencyCode: string;
  kycStatus: string | null;
  createdAt: Date;
  matched: PlayerSearchMatch;
}

/** `text` as a LIKE prefix pattern: its own %, _ and \ match themselves. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The back office's player look-up (issue 30, player 360): by uuid (whole), e-mail, gamertag or
 * name (first name, last name or "first last", each from its start, any case), or a payout
 * address a withdrawal was requested to (whole). Each kind of match is one indexed lookup (the
 * `players_*_prefix` indexes use text_pattern_ops, so a prefix LIKE is an index range whatever
 * the database's collation), so the answer stays fast over hundreds of thousands of players.
 * Best matches first: uuid, e-mail, gamertag, name, payout address; within a kind, in the order
 * of the matched detail (so the index is read in order and the read stops at the limit).
 */
export class PlayerSearch {
  constructor(private readonly db: Executor) {}

  async search(text: string): Promise<PlayerSearchHit[]> {
    const query = text.trim().replace(/\s+/g, ' ');
    if (UUID.test(query)) return this.lookup([{ matched: 'uuid', where: eq(players.uuid, query.toLowerCase()) }]);
    if (query.length < PLAYER_SEARCH_MIN_LENGTH) return [];
    const pattern = prefixPattern(query.toLowerCase());
    // Each is `lower(x) like 'text%'` ordered by the same lower(x) with text_pattern_ops' own
    // order (~<~): one index range read in order, stopping after the limit.
    const prefix = (matched: PlayerSearchMatch, expression: SQL) => ({
      matched,
      where: sql`${expression} like ${pattern}`,
      order: sql`${expression} using ~<~`,
    });
    const lookups = query.includes(' ')
      ? [
          prefix('email', sql`lower(${players.email})`),
          prefix('gamertag', sql`lower(${players.username})`),
          prefix('name', sql`lower(${players.firstName} || ' ' || ${players.lastName})`),
        ]
      : [
          prefix('email', sql`lower(${players.email})`),
          prefix('gamertag', sql`lower(${players.username})`),
          prefix('name', sql`lower(${players.firstName})`),
          prefix('name', sql`lower(${players.lastName})`),
        ];
    const hits = await this.lookup(lookups);
    if (hits.length >= PLAYER_SEARCH_LIMIT || query.includes(' ')) return hits;
    const byAddress = await this.db
      .selectDistinct({ playerId: payments.playerId })
      .from(payments)
      .where(and(eq(payments.type, 'withdrawal'), eq(payments.address, query)))
      .limit(PLAYER_SEARCH_LIMIT);
    if (byAddress.length === 0) return hits;
    const more = await this.lookup([
      {
        matched: 'payoutAddress',
        where: inArray(
          players.id,
          byAddress.map((row) => row.playerId),
        ),
      },
    ]);
    const seen = new Set(hits.map((hit) => hit.id));
    return [...hits, ...more.filter((hit) => !seen.has(hit.id))].slice(0, PLAYER_SEARCH_LIMIT);
  }

  /** Runs each lookup (limited on its own, so each stays an index range) and keeps a player's best match. */
  private async lookup(lookups: { matched: PlayerSearchMatch; where: SQL; order?: SQL }[]): Promise<PlayerSearchHit[]> {
    const results = await Promise.all(
      lookups.map(({ where, order }) =>
        this.db
          .select({
            id: players.id,
            uuid: players.uuid,
            email: players.email,
            username: players.username,
            firstName: players.firstName,
            lastName: players.lastName,
            country: players.country,
            currencyCode: players.currencyCode,
            kycStatus: players.kycStatus,
            createdAt: players.createdAt,
          })
          .from(players)
          .where(where)
          .orderBy(order ?? asc(players.id))
          .limit(PLAYER_SEARCH_LIMIT),
      ),
    );
    const best = new Map<number, PlayerSearchHit>();
    lookups.forEach(({ matched }, index) => {
      for (const row of results[index] ?? []) if (!best.has(row.id)) best.set(row.id, { ...row, matched });
    });
    return [...best.values()].slice(0, PLAYER_SEARCH_LIMIT);
  }
}
