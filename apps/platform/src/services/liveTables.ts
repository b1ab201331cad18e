import type { LiveTableState } from '@casino/contract';
import { fromMinorUnits } from '@casino/rules';
import type { Clock } from '../clock';
import { nameHash } from '../db/seed/games';
import type { GamesService } from './games';

/**
 * The state of the demo provider's live tables, simulated: who deals, how many players sit at the
 * wheel, and the table's stake limits. Every figure is a function of the table and the time (the
 * platform's clock), so two processes and two calls in the same moment agree, a test that moves the
 * clock sees them change, and no state is stored. Players change every LIVE_TABLE_TICK_MS along a
 * slow daily wave with a little noise; dealers change shift every DEALER_SHIFT_MS.
 */
export const LIVE_TABLE_TICK_MS = 15_000;
export const DEALER_SHIFT_MS = 30 * 60_000;
const DAY_MS = 24 * 3600_000;

export const DEALERS = [
  'Anna',
  'Marco',
  'Sofia',
  'James',
  'Elena',
  'Lukas',
  'Chloe',
  'Mateo',
  'Isla',
  'Daniel',
  'Nina',
  'Oliver',
  'Lea',
  'Tomás',
  'Grace',
  'Viktor',
] as const;
/** Table minimums and maximums, in minor units of a two-decimal currency. */
const MIN_STAKES = [10n, 20n, 50n, 100n, 200n, 500n] as const;
const MAX_STAKES = [50_000n, 100_000n, 200_000n, 500_000n, 1_000_000n] as const;

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** The state of one live table (by its catalogue id) at `now`. */
export function liveTableState(id: number, now: Date, currency = 'EUR'): LiveTableState {
  const h = nameHash(`live-table-${id}`);
  const time = now.getTime();
  const tick = Math.floor(time / LIVE_TABLE_TICK_MS);
  const base = 12 + (h % 140);
  const wave = 0.7 + 0.3 * Math.sin((2 * Math.PI * (time % DAY_MS)) / DAY_MS + (h % 628) / 100);
  const noise = (nameHash(`${id}:${tick}`) % 9) - 4;
  const shift = Math.floor(time / DEALER_SHIFT_MS);
  const min = at(MIN_STAKES, h >>> 8);
  const max = at(MAX_STAKES, h >>> 16);
  return {
    id,
    dealer: at(DEALERS, (h >>> 4) + shift * 5),
    players: Math.max(1, Math.round(base * wave) + noise),
    seats: null,
    minStake: fromMinorUnits(min, 2),
    maxStake: fromMinorUnits(max, 2),
    currency,
  };
}

export class LiveTablesService {
  constructor(
    private readonly games: GamesService,
    private readonly clock: Clock,
  ) {}

  /** Every live table of the catalogue with its state now. */
  async list(currency = 'EUR'): Promise<LiveTableState[]> {
    const ids = await this.games.liveGameIds();
    const now = this.clock.now();
    return ids.map((id) => liveTableState(id, now, currency));
  }
}
