import type { Game, LiveTableState } from '@casino/contract';
import { formatMoney } from '@casino/rules';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toBcp47 } from '../i18n/i18n';
import { playHref, tileImage } from './data';
import { useLiveTables } from './jackpots';
import * as styles from './LiveTables.css';

/** A live table of the catalogue with its state now. */
export interface LiveTable {
  game: Game;
  state: LiveTableState;
}

/** The live games of the catalogue that have a state, in the catalogue's order. */
export function liveTablesOf(games: readonly Game[], states: readonly LiveTableState[]): LiveTable[] {
  const byId = new Map(states.map((state) => [state.id, state]));
  return games.flatMap((game) => {
    const state = game.isLive ? byId.get(game.id) : undefined;
    return state ? [{ game, state }] : [];
  });
}

/** Tables on the first screen of a desktop (a phone shows fewer): their images load at once. */
const FIRST_SCREEN_TABLES = 4;

const personIcon = (
  <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm0 1.5c-2.7 0-5.5 1.35-5.5 3.25V14h11v-1.25C13.5 10.85 10.7 9.5 8 9.5Z"
    />
  </svg>
);

/**
 * The Live Casino page's first row: every live table with its state (dealer, players or seats,
 * stake limits), read again every 15 seconds; none for a market without table games.
 */
export function LiveTables({ games }: { games: readonly Game[] }) {
  const { t, i18n } = useTranslation();
  const { data } = useLiveTables();
  const tables = liveTablesOf(games, data ?? []);
  if (!tables.length) return null;
  const locale = toBcp47(i18n.language);
  const money = (amount: string, currency: string) => formatMoney(amount, locale, { currency });
  return (
    <section className={styles.section} aria-labelledby="live-tables-heading">
      <h2 id="live-tables-heading" className={styles.head}>
        <span className={styles.dot} aria-hidden="true" />
        {t('liveCasino.liveTables')}
      </h2>
      <ul className={styles.row} aria-labelledby="live-tables-heading" data-testid="live-tables">
        {tables.map(({ game, state }, index) => {
          const href = playHref(game);
          const image = tileImage(game);
          const occupancy = state.seats
            ? t('liveCasino.seats', { taken: state.seats.taken, total: state.seats.total })
            : t('liveCasino.players', { count: state.players });
          return (
            <li key={game.id} className={styles.card} data-testid="live-table">
              <div className={styles.imageBox}>
                {image && (
                  // The first tables are the page's first screen (its largest image): loaded at once.
                  <img
                    className={styles.image}
                    src={image}
                    alt=""
                    width={400}
                    height={300}
                    loading={index < FIRST_SCREEN_TABLES ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                  />
                )}
                <span className={styles.shade} aria-hidden="true" />
                <div className={styles.badges}>
                  <span className={styles.live}>{t('lobby.live')}</span>
                  <span className={styles.players} data-testid="live-table-occupancy">
                    {personIcon}
                    {occupancy}
                  </span>
                </div>
                <p className={styles.dealer} data-testid="live-table-dealer">
                  {t('liveCasino.dealer', { name: state.dealer })}
                </p>
              </div>
              <div className={styles.body}>
                {href ? (
                  <Link to={href} className={styles.name} aria-label={t('liveCasino.play', { name: game.name })}>
                    {game.name}
                  </Link>
                ) : (
                  <span className={styles.name}>{game.name}</span>
                )}
                <p className={styles.meta}>
                  <span>{game.gameProvider.name}</span>
                  <span className={styles.stakes} data-testid="live-table-stakes">
                    {t('liveCasino.stakes', {
                      min: money(state.minStake, state.currency),
                      max: money(state.maxStake, state.currency),
                    })}
                  </span>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
