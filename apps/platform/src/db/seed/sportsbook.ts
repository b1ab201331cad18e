import { SPORTS } from '../../providers/sportsbook/catalogue';
import type { Executor } from '../client';
import { sportsbookSports, sportsbookTournaments } from '../schema';

/**
 * The sportsbook's sports and tournaments (idempotent). Events are scheduled by the simulator,
 * which tops the schedule up on start and as events end.
 */
export async function seedSportsbook(db: Executor): Promise<void> {
  await db
    .insert(sportsbookSports)
    .values(
      SPORTS.map((sport, index) => ({ slug: sport.slug, name: sport.name, sortOrder: index, hasDraw: sport.hasDraw })),
    )
    .onConflictDoNothing({ target: sportsbookSports.slug });
  const sports = await db.select({ id: sportsbookSports.id, slug: sportsbookSports.slug }).from(sportsbookSports);
  const idOf = new Map(sports.map((sport) => [sport.slug, sport.id]));
  await db
    .insert(sportsbookTournaments)
    .values(
      SPORTS.flatMap((sport) =>
        sport.tournaments.map((tournament) => ({
          sportId: idOf.get(sport.slug) as number,
          name: tournament.name,
          country: tournament.country,
          featured: tournament.featured ?? false,
        })),
      ),
    )
    .onConflictDoNothing({ target: [sportsbookTournaments.sportId, sportsbookTournaments.name] });
}
