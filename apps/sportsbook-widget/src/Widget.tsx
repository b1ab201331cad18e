import type { SportsbookBet, SportsbookEvent, SportsbookFeed, SportsbookWidgetOptions } from '@casino/contract';
import { QUICK_STAKES } from '@casino/rules';
import { Betslip } from '@casino/ui/Betslip';
import { BetSelectionList } from '@casino/ui/BetSelectionList';
import { Button } from '@casino/ui/Button';
import { Dialog, DialogContent, DialogTitle } from '@casino/ui/Dialog';
import { EventRow, type EventMarket, type SportEvent } from '@casino/ui/EventRow';
import { PopularEvents } from '@casino/ui/PopularEvents';
import { SportsNav } from '@casino/ui/SportsNav';
import { Spinner } from '@casino/ui/Spinner';
import { TournamentHeading } from '@casino/ui/TournamentHeading';
import { memo, useCallback, useEffect, useMemo, useRef, useState, startTransition, type MouseEvent } from 'react';
import type { WidgetApi } from './api';
import { CashOut } from './CashOut';
import { EventPage } from './EventPage';
import * as eventStyles from './EventPage.css';
import { liveScore } from './liveScore';
import { uiMessages } from './messages';
import { parseRoute, routePath, type WidgetRoute } from './routes';
import { toBcp47, type Translator } from './texts';
import { useBetslip, shownTotalOdds, systemBetCount, systemSizes } from './useBetslip';
import { useFeed, type Movement } from './useFeed';
import { useRovingOdds } from './useRovingOdds';
import * as styles from './Widget.css';

const FAVORITES_KEY = 'casino-sportsbook-favorites';
const OUTCOME_LABELS: Record<string, string[]> = { '1x2': ['1', 'X', '2'], winner: ['1', '2'] };

function readFavorites(): number[] {
  try {
    const list = JSON.parse(window.localStorage.getItem(FAVORITES_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export interface WidgetProps {
  api: WidgetApi;
  options: SportsbookWidgetOptions;
  /** The current path (the host's URL). */
  path: string;
  navigate(path: string): void;
  /** The texts in the player's language (English until they load, or if they cannot). */
  translator: Translator;
  /** False while the player's texts are still on their way: the widget waits for them before showing the feed. */
  textsSettled?: boolean;
  /** The feed the page was rendered with (the site renders the first-party sportsbook on its server). */
  initialFeed?: SportsbookFeed;
}

/**
 * False on the server and while the page hydrates, true after: what depends on this browser (its
 * time zone) is shown only then, so the first render matches the server's. The second pass is a
 * transition, so React renders it in slices that yield to the browser (issue 33: as an external
 * store's switch it re-rendered every event row in one task of ~400 ms on a phone).
 */
function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  // Two-pass rendering (react.dev, hydrateRoot).
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  return inBrowser;
}

/** The first-party sportsbook: sports, events and odds, the betslip, popular events, my bets. */
export function Widget({ api, options, path, navigate, translator, textsSettled = true, initialFeed }: WidgetProps) {
  const { t } = translator;
  const messages = useMemo(() => uiMessages(translator), [translator]);
  const { feed, error, movements, reload } = useFeed(api, initialFeed);
  const inBrowser = useInBrowser();
  // The events after the first screen's come a slice at a time once the page is live.
  const shownEvents = useGrowingCount(inBrowser, feed?.events.length ?? 0, FIRST_PAINT_EVENTS, EVENTS_PER_SLICE);
  const [bets, setBets] = useState<SportsbookBet[] | null>(null);
  const [slipOpen, setSlipOpen] = useState(false);
  // Kept in this browser: read after the first render, which must match the server's.
  const [favorites, setFavorites] = useState<number[]>([]);
  // A transition too: the re-render it causes yields to the browser (see useInBrowser).
  useEffect(() => startTransition(() => setFavorites(readFavorites())), []);
  const features = { live: true, popularEvents: true, systemBets: true, myBets: true, ...options.features };
  const signedIn = Boolean(options.token);
  const eventList = useRef<HTMLElement>(null);
  useRovingOdds(eventList);

  const loadBets = useCallback(() => {
    if (!signedIn || !features.myBets) return;
    void api.bets().then(setBets, () => undefined);
  }, [api, signedIn, features.myBets]);
  useEffect(loadBets, [loadBets]);
  // Settled bets show up when their events end.
  const endedCount = feed?.updatedAt;
  useEffect(() => {
    if (bets?.some((bet) => bet.status === 'open')) loadBets();
    // Only a feed change should re-read the bets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endedCount]);

  const slip = useBetslip(api, feed, options, loadBets);
  // The rows get one navigate that calls the latest (the host may pass a new one each render).
  const latestNavigate = useRef(navigate);
  useEffect(() => {
    latestNavigate.current = navigate;
  });
  const stableNavigate = useCallback((to: string) => latestNavigate.current(to), []);
  const route = parseRoute(path, options.basePath);
  const go = (next: WidgetRoute) => navigate(routePath(next, options.basePath));

  const toggleFavorite = (id: number) => {
    setFavorites((current) => {
      const next = current.includes(id) ? current.filter((value) => value !== id) : [...current, id];
      try {
        window.localStorage.setItem(FAVORITES_KEY, JSON.stringify(next));
      } catch {
        // Kept for this page only.
      }
      return next;
    });
  };

  if (error && !feed) {
    return (
      <div className={styles.notice} role="alert">
        <p>{t('sportsbook.feedFailed')}</p>
        <p>{translator.message(error)}</p>
        <Button onClick={reload}>{t('sportsbook.retry')}</Button>
      </div>
    );
  }
  if (!feed || !textsSettled) {
    return (
      <div className={styles.notice}>
        <Spinner label={t('sportsbook.loading')} />
      </div>
    );
  }

  // Sport names in the player's language (the feed has them in the platform's).
  const sports = feed.sports.map((sport) => ({ ...sport, name: translator.sport(sport.slug, sport.name) }));
  const sportBySlug = new Map(sports.map((sport) => [sport.slug, sport]));
  const sportById = new Map(sports.map((sport) => [sport.id, sport]));
  const tournamentById = new Map(feed.tournaments.map((tournament) => [tournament.id, tournament]));
  const visible = feed.events.filter((event) => {
    if (!features.live && event.status === 'live') return false;
    if (route.page === 'tournament') return event.tournamentId === route.tournamentId;
    if (route.page === 'favorites') return favorites.includes(event.tournamentId);
    if (route.page === 'event') return false;
    if (route.mode !== 'all' && event.status !== route.mode) return false;
    if (route.sport) return sportById.get(event.sportId)?.slug === route.sport;
    return true;
  });
  const title = titleOf(route, feed, sportBySlug, translator);

  const slipView = (
    <Betslip
      selections={slip.selections.map((selection) => {
        const pendingOdds = slip.pending.get(selection.selectionId);
        const moved = movements.get(selection.selectionId);
        return {
          id: String(selection.selectionId),
          matchName: selection.matchName,
          pickName: translator.pick(selection.pickName),
          marketName: translator.market(selection.marketName),
          odds: pendingOdds ?? selection.odds,
          ...(pendingOdds
            ? { previousOdds: selection.odds, movement: compare(pendingOdds, selection.odds) }
            : moved
              ? { movement: moved }
              : {}),
          ...(slip.placedKind === 'single'
            ? { payout: slip.quote.singlePayouts[slip.selections.indexOf(selection)] }
            : {}),
          unavailable: slip.unavailable.has(selection.selectionId),
        };
      })}
      kind={slip.kind}
      onKindChange={(kind) => slip.setKind(kind === 'system' && !features.systemBets ? 'multiple' : kind)}
      stake={slip.stake}
      onStakeChange={slip.setStake}
      stakeError={slip.stakeError && translator.message(slip.stakeError)}
      systemSize={slip.systemSize}
      systemSizes={systemSizes(slip.selections.length)}
      systemBetCount={systemBetCount(slip.selections.length)}
      onSystemSizeChange={slip.setSystemSize}
      oddsChangeSetting={slip.policy}
      onOddsChangeSettingChange={slip.setPolicy}
      summary={{
        totalOdds: shownTotalOdds(slip.quote),
        betCount: slip.quote.betCount,
        totalStake: slip.quote.totalStake,
        possiblePayout: slip.quote.possiblePayout,
      }}
      quickStakes={QUICK_STAKES}
      signedIn={signedIn}
      paused={options.bettingPaused?.message}
      onSignIn={() => {
        // The sign-in modal replaces the betslip sheet on phones; the slip waits in storage.
        setSlipOpen(false);
        options.onRedirect('login');
      }}
      onPlaceBet={() => void slip.place()}
      keepSelections={slip.keepSelections}
      onKeepSelectionsChange={slip.setKeepSelections}
      placing={slip.placing}
      error={slip.error && translator.message(slip.error)}
      oddsChanged={slip.pending.size > 0}
      onAcceptOddsChanges={slip.acceptChanges}
      onRemove={(id) => slip.remove(Number(id))}
      onErase={slip.erase}
      messages={messages.betslip}
    />
  );

  const placedNotice = slip.placed && (
    <p className={styles.placed} role="status">
      {t('sportsbook.placed', { count: slip.placed.length })}
    </p>
  );

  const myBets = signedIn && features.myBets && (
    <section className={styles.myBets} aria-labelledby="casino-sportsbook-my-bets">
      <h2 id="casino-sportsbook-my-bets" className={styles.heading}>
        {t('sportsbook.myBets')}
      </h2>
      {bets && bets.length === 0 && <p>{t('sportsbook.noBets')}</p>}
      {bets && bets.length > 0 && (
        <ul className={styles.myBetsList}>
          {bets.map((bet) => (
            <li key={bet.uuid} className={styles.myBet} data-status={bet.status}>
              <span>{bet.description}</span>
              {bet.type !== 'single' && (
                <BetSelectionList
                  selections={bet.legs.map((leg) => ({
                    id: String(leg.selectionId),
                    matchName: leg.eventName,
                    marketName: translator.market(leg.marketName),
                    pickName: translator.pick(leg.pickName),
                    odds: leg.odds,
                    result: leg.result,
                  }))}
                  messages={messages.betSelections}
                />
              )}
              <span className={styles.myBetLine}>
                <span>{t('sportsbook.betStake', { amount: messages.euros(bet.stake) })}</span>
                <strong>{t(`sportsbook.status.${bet.status}`)}</strong>
              </span>
              <span className={styles.myBetLine}>
                <span>{t(bet.status === 'open' ? 'sportsbook.betPossiblePayout' : 'sportsbook.betPayout')}</span>
                <span>{messages.euros(bet.status === 'open' ? bet.potentialPayout : bet.payout)}</span>
              </span>
              {bet.status === 'open' && bet.cashedOut !== '0.00' && (
                <span>{t('sportsbook.cashOut.cashedOut', { amount: messages.euros(bet.cashedOut) })}</span>
              )}
              <CashOut
                bet={bet}
                cashOut={(id, body, key) => api.cashOut(id, body, key)}
                translator={translator}
                euros={messages.euros}
                onChanged={loadBets}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  const popular = features.popularEvents && (
    <PopularEvents
      featured={feed.tournaments
        .filter((tournament) => tournament.featured)
        .map((tournament) => ({
          id: String(tournament.id),
          name: tournament.name,
          category: `${sportById.get(tournament.sportId)?.name ?? ''} · ${translator.region(tournament.country)}`,
          count: feed.events.filter((event) => event.tournamentId === tournament.id).length,
        }))}
      sports={sports.map((sport) => ({
        id: sport.slug,
        name: sport.name,
        live: sport.liveCount,
        prematch: sport.prematchCount,
      }))}
      favoritesCount={feed.events.filter((event) => favorites.includes(event.tournamentId)).length}
      onSelectSport={(slug, mode) => go({ page: 'events', mode, sport: slug })}
      onSelectTournament={(id) => go({ page: 'tournament', tournamentId: Number(id) })}
      onSelectFavorites={() => go({ page: 'favorites' })}
      messages={messages.popularEvents}
    />
  );

  const modeLink = (mode: 'all' | 'live' | 'prematch', label: string) => {
    const sport = route.page === 'events' ? route.sport : null;
    const href = routePath({ page: 'events', mode, sport }, options.basePath);
    const current = route.page === 'events' && route.mode === mode;
    return (
      <li key={mode}>
        <a
          href={href}
          className={styles.modeLink}
          aria-current={current ? 'page' : undefined}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            navigate(href);
          }}
        >
          {label}
        </a>
      </li>
    );
  };

  // The server's page (and the hydration of it) shows the first tournaments, the rest follow once
  // the page is live: the first paint has a few hundred elements, not thousands, and the rest are
  // added a slice at a time, each slice its own short task (useGrowingCount).
  const groups = firstGroups(groupByTournament(visible), shownEvents);
  const locale = inBrowser ? options.locale : null;

  return (
    <div className={styles.layout}>
      <div className={styles.skipLinks}>
        {skipLink(EVENTS_ID, t('sportsbook.skipToEvents'))}
        {skipLink(BETSLIP_ID, t('sportsbook.skipToBetslip'), styles.wideOnlySkip)}
      </div>
      <div className={styles.side}>{popular}</div>
      <section ref={eventList} className={styles.center} aria-labelledby="casino-sportsbook-title">
        <div className={styles.sportsStrip}>
          <SportsNav
            sports={sports.map((sport) => ({
              id: sport.slug,
              name: sport.name,
              live: sport.liveCount,
              prematch: sport.prematchCount,
            }))}
            selectedId={route.page === 'events' ? (route.sport ?? undefined) : undefined}
            onSelect={(slug) =>
              go({
                page: 'events',
                mode: route.page === 'events' ? route.mode : 'all',
                sport: route.page === 'events' && route.sport === slug ? null : slug,
              })
            }
            messages={messages.sportsNav}
          />
        </div>
        <nav aria-label={t('sportsbook.modes')}>
          <ul className={styles.modes}>
            {modeLink('all', t('sportsbook.all'))}
            {features.live && modeLink('live', t('sportsbook.live'))}
            {modeLink('prematch', t('sportsbook.prematch'))}
          </ul>
        </nav>
        <h2 id={EVENTS_ID} className={`${styles.heading} ${styles.skipTarget}`} tabIndex={-1}>
          {title}
        </h2>
        {route.page === 'event' && (
          <EventPage
            event={feed.events.find((event) => event.id === route.eventId)}
            feed={feed}
            translator={translator}
            backHref={routePath({ page: 'events', mode: 'all', sport: null }, options.basePath)}
            navigate={navigate}
            isSelected={slip.isSelected}
            onToggle={slip.toggle}
            movements={movements}
            startTime={eventStart(feed, route.eventId, inBrowser ? options.locale : null)}
          />
        )}
        {visible.length === 0 && route.page !== 'event' && (
          <p className={styles.notice}>
            {t(route.page === 'favorites' ? 'sportsbook.noFavorites' : 'sportsbook.noEvents')}
          </p>
        )}
        {groups.map(({ tournamentId, events }) => {
          const tournament = tournamentById.get(tournamentId);
          const sport = tournament ? sportById.get(tournament.sportId) : undefined;
          const isFavorite = favorites.includes(tournamentId);
          // A knockout tournament's rounds on the list ("Quarter-finals, Semi-finals").
          const rounds = [...new Set(events.flatMap((event) => (event.round ? [translator.round(event.round)] : [])))];
          return (
            <div key={tournamentId} className={styles.group}>
              <div className={styles.tournamentRow}>
                <TournamentHeading
                  level={3}
                  name={tournament?.name ?? ''}
                  category={[
                    sport?.name ?? '',
                    tournament ? translator.region(tournament.country) : '',
                    ...(rounds.length ? [rounds.join(', ')] : []),
                  ].join(' · ')}
                  count={events.length}
                  messages={messages.tournamentHeading}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-pressed={isFavorite}
                  aria-label={t('sportsbook.favorite', { name: tournament?.name ?? '' })}
                  onClick={() => toggleFavorite(tournamentId)}
                >
                  {isFavorite ? '★' : '☆'}
                </Button>
              </div>
              {events.map((event) => (
                <EventListRow
                  key={event.id}
                  event={event}
                  locale={locale}
                  translator={translator}
                  picked={rowState(event, slip.isSelected)}
                  moved={rowState(event, (id) => movements.get(id))}
                  basePath={options.basePath}
                  navigate={stableNavigate}
                  onToggle={slip.toggle}
                  messages={messages.eventRow}
                />
              ))}
            </div>
          );
        })}
        <div className={styles.mobileOnly}>{popular}</div>
        <div className={styles.mobileOnly}>{myBets}</div>
      </section>
      <div className={styles.side}>
        <div id={BETSLIP_ID} className={`${styles.sideStack} ${styles.skipTarget}`} tabIndex={-1}>
          {placedNotice}
          {slipView}
          {myBets}
        </div>
      </div>
      {/* Phones: the bar floats over the odds only once there is something on the slip. */}
      <Dialog open={slipOpen} onOpenChange={setSlipOpen}>
        {(slip.selections.length > 0 || slipOpen) && (
          <div className={styles.slipBar}>
            <Button size="lg" onClick={() => setSlipOpen(true)}>
              {t('sportsbook.openBetslip', { count: slip.selections.length })}
            </Button>
          </div>
        )}
        <DialogContent aria-describedby={undefined} lang={toBcp47(translator.lanCode)} messages={messages.dialog}>
          {/* Names the sheet; the slip's own heading (with its count) is the one shown and read. */}
          <DialogTitle role="presentation" className={styles.visuallyHidden}>
            {t('sportsbook.betslip.title')}
          </DialogTitle>
          {placedNotice}
          {slipView}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Where the skip links lead: the events' heading and the betslip column. */
const EVENTS_ID = 'casino-sportsbook-title';
const BETSLIP_ID = 'casino-sportsbook-betslip';

/**
 * A link a keyboard meets first, hidden until focused: it moves focus to its target (Tab goes on
 * from there), without touching the host's URL.
 */
function skipLink(target: string, label: string, className?: string) {
  return (
    <a
      href={`#${target}`}
      className={className ? `${styles.skipLink} ${className}` : styles.skipLink}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {label}
    </a>
  );
}

function compare(now: string, before: string): Movement {
  return Number(now.replace('.', '')) > Number(before.replace('.', '')) ? 'up' : 'down';
}

function titleOf(
  route: WidgetRoute,
  feed: SportsbookFeed,
  sportBySlug: Map<string, SportsbookFeed['sports'][number]>,
  { t }: Translator,
): string {
  // A tournament or event no longer in the feed keeps the page's heading: the events.
  const named =
    route.page === 'tournament'
      ? feed.tournaments.find((item) => item.id === route.tournamentId)?.name
      : route.page === 'event'
        ? feed.events.find((event) => event.id === route.eventId)?.name
        : undefined;
  if (named) return named;
  if (route.page === 'favorites') return t('sportsbook.favorites');
  if (route.page !== 'events') return t('sportsbook.allEvents');
  const events = t(
    route.mode === 'live'
      ? 'sportsbook.liveEvents'
      : route.mode === 'prematch'
        ? 'sportsbook.prematchEvents'
        : 'sportsbook.allEvents',
  );
  const sport = route.sport ? sportBySlug.get(route.sport)?.name : undefined;
  return sport ? t('sportsbook.sportEvents', { sport, events }) : events;
}

/** About how many events the server renders: a first screen on any display, and some to scroll to. */
const FIRST_PAINT_EVENTS = 12;
/**
 * About how many events each later slice adds. Each slice is a render and a commit of its own, in
 * a task of its own: on a phone (4x CPU slowdown) a slice of this size stays well under the 50 ms
 * of a long task, where the whole list at once took one task of several hundred (issue 33).
 */
const EVENTS_PER_SLICE = 8;

/**
 * A count that starts at `first` and, once `live`, grows by `step` in a new task after each commit
 * until it reaches `total`: a long list the page shows whole, rendered a slice at a time. Each
 * growth is a transition, so the player's input goes first.
 */
function useGrowingCount(live: boolean, total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (!live || count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((current) => current + step)), 0);
    return () => clearTimeout(timer);
  }, [live, count, total, step]);
  return count;
}

/**
 * What of the shared state one row shows, as a string (equal strings, equal rows): its selections
 * that `of` gives a value, e.g. '101:true,102:true' for the picks on the betslip.
 */
function rowState(event: SportsbookEvent, of: (selectionId: number) => unknown): string {
  let state = '';
  for (const market of event.markets.slice(0, ROW_MARKETS))
    for (const selection of market.selections) {
      const value = of(selection.id);
      if (value) state += `${selection.id}:${String(value)},`;
    }
  return state;
}

interface EventListRowProps {
  event: SportsbookEvent;
  locale: string | null;
  translator: Translator;
  /** The row's selections on the betslip (rowState). */
  picked: string;
  /** The row's selections whose odds just moved, with the direction (rowState). */
  moved: string;
  basePath: string;
  navigate(path: string): void;
  onToggle(event: SportsbookEvent, marketId: number, selectionId: number): void;
  messages: ReturnType<typeof uiMessages>['eventRow'];
}

/**
 * One event of the list. Memoised on the event itself (a pushed update replaces only the events
 * that changed) and on its own picks and moves: a push re-renders the rows it changed, not every
 * row of the list (issue 33).
 */
const EventListRow = memo(function EventListRow({
  event,
  locale,
  translator,
  picked,
  moved,
  basePath,
  navigate,
  onToggle,
  messages,
}: EventListRowProps) {
  const picks = new Set(
    picked
      .split(',')
      .filter(Boolean)
      .map((entry) => Number(entry.split(':')[0])),
  );
  const moves = new Map(
    moved
      .split(',')
      .filter(Boolean)
      .map((entry) => {
        const [id, direction] = entry.split(':');
        return [Number(id), direction as Movement] as const;
      }),
  );
  return (
    <EventRow
      className={styles.eventRow}
      event={toRow(event, locale, translator, (id) => picks.has(id), moves)}
      more={moreMarkets(event, basePath, navigate, translator)}
      messages={messages}
      onToggleOutcome={(_event, market, outcome) => onToggle(event, Number(market.id), Number(outcome.id))}
    />
  );
});

/** The first groups, whole, until they hold at least `events` events. */
function firstGroups<Group extends { events: readonly unknown[] }>(groups: Group[], events: number): Group[] {
  let count = 0;
  return groups.filter((group) => {
    const take = count < events;
    count += group.events.length;
    return take;
  });
}

function groupByTournament(events: readonly SportsbookEvent[]) {
  const groups: { tournamentId: number; events: SportsbookEvent[] }[] = [];
  for (const event of events) {
    const group = groups.find((candidate) => candidate.tournamentId === event.tournamentId);
    if (group) group.events.push(event);
    else groups.push({ tournamentId: event.tournamentId, events: [event] });
  }
  return groups;
}

/** Markets an event row shows (the result and the main total); the event page has them all. */
const ROW_MARKETS = 2;

/** The "+N markets" link of a row to its event page, when the event has more markets than the row shows. */
function moreMarkets(event: SportsbookEvent, basePath: string, navigate: (path: string) => void, { t }: Translator) {
  const more = event.markets.length - ROW_MARKETS;
  if (more <= 0) return undefined;
  const href = routePath({ page: 'event', eventId: event.id }, basePath);
  return (
    <a
      href={href}
      className={eventStyles.moreMarkets}
      aria-label={`${t('sportsbook.event.moreMarkets', { count: more })}: ${event.name}`}
      onClick={(click: MouseEvent<HTMLAnchorElement>) => {
        if (click.metaKey || click.ctrlKey || click.shiftKey || click.button !== 0) return;
        click.preventDefault();
        navigate(href);
      }}
    >
      {/* A phone's dense row has room for the count alone; the link's name says it all. */}
      <span className={eventStyles.moreMarketsShort} aria-hidden="true">{`+${more}`}</span>
      <span className={eventStyles.moreMarketsLong} aria-hidden="true">
        {t('sportsbook.event.moreMarkets', { count: more })}
      </span>
    </a>
  );
}

/** An event's start time as the player reads it; null on the server or for an event not in the feed. */
function eventStart(feed: SportsbookFeed, eventId: number, locale: string | null): string | null {
  const event = feed.events.find((candidate) => candidate.id === eventId);
  return event && locale !== null ? startTimeOf(new Date(event.startsAt), locale) : null;
}

/**
 * The start-time format of each locale, made once: an Intl.DateTimeFormat costs about a
 * millisecond to make on a phone, and the event list formats a time for every row on every render
 * (issue 33: 390 ms of the sportsbook's hydration under the mobile CPU slowdown).
 */
const startTimeFormats = new Map<string, Intl.DateTimeFormat | null>();

function startTimeFormat(locale: string): Intl.DateTimeFormat | null {
  let format = startTimeFormats.get(locale);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat(locale.replace('_', '-'), {
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      });
    } catch {
      format = null;
    }
    startTimeFormats.set(locale, format);
  }
  return format;
}

/** When an event starts, in the player's language and this browser's time zone. */
function startTimeOf(startsAt: Date, locale: string): string {
  return startTimeFormat(locale)?.format(startsAt) ?? startsAt.toISOString().slice(11, 16);
}

/** An event as a row shows it; `locale` null leaves its start time out (the server knows no time zone). */
function toRow(
  event: SportsbookEvent,
  locale: string | null,
  translator: Translator,
  isSelected: (id: number) => boolean,
  movements: ReadonlyMap<number, Movement>,
): SportEvent {
  const live = liveScore(event, translator);
  return {
    id: String(event.id),
    home: event.home,
    away: event.away,
    startsAt: event.startsAt,
    ...(locale === null ? {} : { startTime: startTimeOf(new Date(event.startsAt), locale) }),
    ...(live ? { live } : {}),
    markets: event.markets.slice(0, ROW_MARKETS).map((market): EventMarket => ({
      id: String(market.id),
      label: translator.market(market.name),
      outcomes: market.selections.map((selection, index) => ({
        id: String(selection.id),
        label: OUTCOME_LABELS[market.kind]?.[index] ?? translator.pick(selection.name),
        odds: selection.odds,
        selected: isSelected(selection.id),
        ...(movements.get(selection.id) ? { movement: movements.get(selection.id) } : {}),
        disabled: market.status !== 'open',
      })),
    })),
  };
}
