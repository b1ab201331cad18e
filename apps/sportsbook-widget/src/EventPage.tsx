import type { SportsbookEvent, SportsbookFeed, SportsbookMarket } from '@casino/contract';
import { OddsButton } from '@casino/ui/EventRow';
import { useId, useState, type CSSProperties, type MouseEvent } from 'react';
import * as styles from './EventPage.css';
import { liveScore } from './liveScore';
import type { Translator } from './texts';
import type { Movement } from './useFeed';

/** How many price buttons a market's grid has a row: 1x2 and double chance three, others two, correct scores four. */
const COLUMNS: Record<string, number> = { '1x2': 3, 'double-chance': 3, 'correct-score': 4 };
/** "No goalscorer", the first-goalscorer pick that is no player: a whole row after the squads. */
const NO_GOALSCORER = 'No goalscorer';
/** Short labels of the result market's buttons, as the event rows show them. */
/** A correct score's name ('2-1'); any other pick of that market is "Any other score". */
const SCORE = /^\d+-\d+$/;
const RESULT_LABELS: Record<string, string[]> = { '1x2': ['1', 'X', '2'], winner: ['1', '2'] };

export interface EventPageProps {
  /** The event, or undefined when the feed no longer has it (ended and gone). */
  event: SportsbookEvent | undefined;
  feed: SportsbookFeed;
  translator: Translator;
  /** Where "Back to events" leads. */
  backHref: string;
  navigate(path: string): void;
  isSelected(selectionId: number): boolean;
  onToggle(event: SportsbookEvent, marketId: number, selectionId: number): void;
  movements: ReadonlyMap<number, Movement>;
  /** The start time as the player reads it; null on the server (it knows no time zone). */
  startTime: string | null;
}

/**
 * One event with every market it offers: the score and clock, the goals on a timeline, and each
 * market as a collapsible group of price buttons that add the pick to the betslip beside it.
 */
export function EventPage({
  event,
  feed,
  translator,
  backHref,
  navigate,
  isSelected,
  onToggle,
  movements,
  startTime,
}: EventPageProps) {
  const { t } = translator;
  const back = (
    <a
      href={backHref}
      className={styles.back}
      onClick={(click: MouseEvent<HTMLAnchorElement>) => {
        if (click.metaKey || click.ctrlKey || click.shiftKey || click.button !== 0) return;
        click.preventDefault();
        navigate(backHref);
      }}
    >
      ← {t('sportsbook.event.back')}
    </a>
  );
  if (!event) {
    return (
      <div className={styles.page}>
        {back}
        <p role="status">{t('sportsbook.event.notFound')}</p>
      </div>
    );
  }
  const tournament = feed.tournaments.find((item) => item.id === event.tournamentId);
  const sport = feed.sports.find((item) => item.id === event.sportId);
  const live = liveScore(event, translator);
  const timeline = event.timeline;
  return (
    <div className={styles.page}>
      {back}
      <header className={styles.header}>
        <p className={styles.competition}>
          {[
            sport ? translator.sport(sport.slug, sport.name) : '',
            tournament?.name,
            event.round && translator.round(event.round),
            tournament && translator.region(tournament.country),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <div className={styles.scoreboard}>
          <p className={styles.team}>{event.home}</p>
          <span
            className={styles.score}
            aria-label={event.score ? `${t('sportsbook.score')} ${event.score.home}-${event.score.away}` : undefined}
          >
            {event.score ? `${event.score.home} - ${event.score.away}` : '-'}
          </span>
          <p className={styles.team}>{event.away}</p>
        </div>
        <p className={styles.status}>
          {event.status === 'live' && <span className={styles.liveBadge}>{t('sportsbook.live')}</span>}
          {event.status === 'live' && live?.clock && <span>{live.clock}</span>}
          {event.status === 'live' && live?.score && event.games && <span>{live.score}</span>}
          {event.status === 'prematch' && startTime && (
            <span>
              {t('sportsbook.event.kickOff')} <time dateTime={event.startsAt}>{startTime}</time>
            </span>
          )}
          {event.status === 'ended' && <span>{t('sportsbook.event.fullTime')}</span>}
        </p>
      </header>
      {event.periods && event.periods.length > 0 && <Quarters event={event} translator={translator} />}
      {timeline && event.status !== 'prematch' && (
        <Group title={t('sportsbook.event.timeline')}>
          {timeline.length === 0 ? (
            <p className={styles.muted}>{t('sportsbook.event.noGoals')}</p>
          ) : (
            <ol className={styles.timeline}>
              {timeline.map((incident, index) => {
                const team = incident.side === 'home' ? event.home : event.away;
                return (
                  <li key={index} className={styles.incident}>
                    <span className={styles.minute}>{`${incident.minute}'`}</span>
                    <span className={incident.side === 'away' ? styles.awayGoal : styles.homeGoal}>
                      {incident.scorer
                        ? t('sportsbook.event.goalBy', { team, scorer: incident.scorer })
                        : t('sportsbook.event.goal', { team })}
                    </span>
                    <strong>{`${incident.score.home}-${incident.score.away}`}</strong>
                  </li>
                );
              })}
            </ol>
          )}
        </Group>
      )}
      {event.markets.map((market) => (
        <MarketGroup
          key={market.id}
          event={event}
          market={market}
          translator={translator}
          isSelected={isSelected}
          onToggle={onToggle}
          movements={movements}
        />
      ))}
    </div>
  );
}

/** A basketball game's score quarter by quarter (then overtime), and the total. */
function Quarters({ event, translator }: { event: SportsbookEvent; translator: Translator }) {
  const { t } = translator;
  const periods = event.periods ?? [];
  const heading = (index: number) =>
    index < 4 ? t('sportsbook.event.quarter', { quarter: index + 1 }) : t('sportsbook.event.overtime');
  return (
    <Group title={t('sportsbook.event.quarters')}>
      <div className={styles.quartersWrap}>
        <table className={styles.quarters}>
          <thead>
            <tr>
              <td />
              {periods.map((_, index) => (
                <th key={index} scope="col">
                  {heading(index)}
                </th>
              ))}
              <th scope="col">{t('sportsbook.event.total')}</th>
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side) => (
              <tr key={side}>
                <th scope="row">{side === 'home' ? event.home : event.away}</th>
                {periods.map((period, index) => (
                  <td key={index}>{period[side]}</td>
                ))}
                <td className={styles.quarterTotal}>{event.score?.[side] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Group>
  );
}

function Group({ title, extra, children }: { title: string; extra?: React.ReactNode; children: React.ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 className={styles.sectionHeading}>
        <button
          type="button"
          id={`${id}-title`}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          <span>{title}</span>
          {/* A space between the title and its state in the button's name (a flex row does not show it). */}
          {extra ? ' ' : null}
          {extra}
          <span className={styles.chevron} aria-hidden="true">
            ▾
          </span>
        </button>
      </h3>
      <div id={`${id}-body`} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

function MarketGroup({
  event,
  market,
  translator,
  isSelected,
  onToggle,
  movements,
}: {
  event: SportsbookEvent;
  market: SportsbookMarket;
  translator: Translator;
  isSelected(selectionId: number): boolean;
  onToggle(event: SportsbookEvent, marketId: number, selectionId: number): void;
  movements: ReadonlyMap<number, Movement>;
}) {
  const { t } = translator;
  const name = translator.market(market.name);
  const closed = market.status !== 'open';
  // A settled market says what won (a void one that it was void), beside its prices.
  const won = market.selections.filter((selection) => selection.result === 'won');
  const extra =
    market.status === 'suspended' ? (
      <span className={styles.marketState.suspended}>{t('sportsbook.event.suspended')}</span>
    ) : market.status === 'settled' ? (
      <span className={styles.marketState.settled}>
        {won.length
          ? t('sportsbook.event.result', { picks: won.map((selection) => translator.pick(selection.name)).join(', ') })
          : t('sportsbook.status.void')}
      </span>
    ) : undefined;
  return (
    <Group title={name} extra={extra}>
      <div
        role="group"
        aria-label={`${event.name}, ${name}`}
        className={styles.grid}
        style={{ '--columns': COLUMNS[market.kind] ?? 2 } as CSSProperties}
      >
        {market.selections.map((selection, index) => {
          const label = RESULT_LABELS[market.kind]?.[index] ?? translator.pick(selection.name);
          const movement = movements.get(selection.id);
          return (
            <OddsButton
              key={selection.id}
              className={[
                (market.kind === 'correct-score' && !SCORE.test(selection.name)) ||
                (market.kind === 'first-goalscorer' && selection.name === NO_GOALSCORER)
                  ? styles.widePrice
                  : styles.price,
                selection.result === 'won' ? styles.wonPrice : '',
              ].join(' ')}
              label={label}
              // A decided pick shows its result, not a price nobody can take any more.
              odds={selection.result ? t(`sportsbook.status.${selection.result}`) : selection.odds}
              selected={isSelected(selection.id)}
              {...(movement ? { movement } : {})}
              movementLabels={{ up: t('sportsbook.oddsUp'), down: t('sportsbook.oddsDown') }}
              disabled={closed || selection.result !== null}
              onClick={() => onToggle(event, market.id, selection.id)}
            />
          );
        })}
      </div>
    </Group>
  );
}
