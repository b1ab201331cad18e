/**
 * The sportsbook widget's texts in English (en_GB, the platform's default language), by key.
 *
 * One source for both sides: the widget shows them before (or instead of) the platform's texts,
 * and the platform seeds them as its en_GB `sportsbook.*` texts, which every other language
 * translates. Placeholders are written `{{name}}`; plural keys end in `_one` / `_other`.
 */
export const sportsbookEnglish = {
  // The widget's own texts
  'sportsbook.loading': 'Loading the sportsbook...',
  'sportsbook.skipToEvents': 'Skip to events',
  'sportsbook.skipToBetslip': 'Skip to betslip',
  'sportsbook.feedFailed': 'The sportsbook could not be loaded.',
  'sportsbook.retry': 'Try again',
  'sportsbook.networkError': 'The sportsbook cannot be reached. Check your connection and try again.',
  'sportsbook.requestFailed': 'The request failed. Try again.',
  'sportsbook.sessionEnded': 'Your sportsbook session has ended. Please sign in again.',
  'sportsbook.all': 'All',
  'sportsbook.live': 'Live',
  'sportsbook.prematch': 'Prematch',
  'sportsbook.modes': 'Events',
  'sportsbook.allEvents': 'Live and prematch events',
  'sportsbook.liveEvents': 'Live events',
  'sportsbook.prematchEvents': 'Prematch events',
  'sportsbook.sportEvents': '{{sport}}: {{events}}',
  'sportsbook.favorites': 'Favorites',
  'sportsbook.favorite': 'Favorite {{name}}',
  'sportsbook.noEvents': 'No events right now. New matches are scheduled all the time.',
  'sportsbook.noFavorites': 'Add a tournament to your favorites with its star.',
  'sportsbook.openBetslip': 'Betslip ({{count}})',
  'sportsbook.placed_one': 'Your bet is placed.',
  'sportsbook.placed_other': 'Your {{count}} bets are placed.',
  'sportsbook.myBets': 'My bets',
  'sportsbook.noBets': 'No bets yet.',
  'sportsbook.betStake': 'Stake {{amount}}',
  'sportsbook.betPayout': 'Payout',
  'sportsbook.betPossiblePayout': 'Possible payout',
  'sportsbook.market.1x2': '1x2',
  'sportsbook.market.winner': 'Winner',
  'sportsbook.market.total': 'Total {{line}}',
  'sportsbook.pick.draw': 'Draw',
  'sportsbook.pick.over': 'Over {{line}}',
  'sportsbook.pick.under': 'Under {{line}}',
  'sportsbook.tennisSets': 'Sets {{home}}-{{away}}',
  'sportsbook.tennisGames': 'Games {{home}}-{{away}}',
  'sportsbook.betSelections': 'Selections',
  'sportsbook.betOdds': 'Odds',
  'sportsbook.status.open': 'Open',
  'sportsbook.status.won': 'Won',
  'sportsbook.status.lost': 'Lost',
  'sportsbook.status.void': 'Void',
  'sportsbook.status.cashed_out': 'Cashed out',
  'sportsbook.close': 'Close',
  // Events, sports and popular events (@casino/ui EventRow, SportsNav, PopularEvents, TournamentHeading)
  'sportsbook.score': 'Score',
  'sportsbook.oddsUp': 'Odds went up',
  'sportsbook.oddsDown': 'Odds went down',
  'sportsbook.eventCount_one': '({{count}} event)',
  'sportsbook.eventCount_other': '({{count}} events)',
  'sportsbook.sports': 'Sports',
  'sportsbook.sportCounts': '({{live}} live, {{prematch}} prematch)',
  'sportsbook.popularEvents': 'Popular events',
  'sportsbook.liveOrPrematch': 'Live or prematch',
  'sportsbook.featured': 'Featured tournaments',
  'sportsbook.noEventsShort': 'No events right now',
  // The betslip (@casino/ui Betslip)
  'sportsbook.betslip.title': 'Betslip',
  'sportsbook.betslip.single': 'Single',
  'sportsbook.betslip.multiple': 'Multiple',
  'sportsbook.betslip.system': 'System',
  'sportsbook.betslip.kinds': 'Bet type',
  'sportsbook.betslip.selectionCount_one': '({{count}} selection)',
  'sportsbook.betslip.selectionCount_other': '({{count}} selections)',
  'sportsbook.betslip.empty': 'Your betslip is empty',
  'sportsbook.betslip.emptyHint': 'Pick the odds of an event to add a selection.',
  'sportsbook.betslip.remove': 'Remove {{pick}}, {{match}}',
  'sportsbook.betslip.previousOdds': 'was',
  'sportsbook.betslip.unavailable': 'Unavailable',
  'sportsbook.betslip.payout': 'Payout',
  'sportsbook.betslip.systemSize': 'System size',
  'sportsbook.betslip.systemOption_one': '{{size}}/{{selections}} ({{count}} bet)',
  'sportsbook.betslip.systemOption_other': '{{size}}/{{selections}} ({{count}} bets)',
  'sportsbook.betslip.stake': 'Stake',
  'sportsbook.betslip.quickStakes': 'Quick stakes',
  'sportsbook.betslip.totalOdds': 'Total odds',
  'sportsbook.betslip.bets': 'Bets',
  'sportsbook.betslip.totalStake': 'Total stake',
  'sportsbook.betslip.possiblePayout': 'Possible payout',
  'sportsbook.betslip.signInAndBet': 'Sign In & Bet',
  'sportsbook.betslip.placeBet': 'Place bet',
  'sportsbook.betslip.erase': 'Erase Betslip',
  'sportsbook.betslip.eraseQuestion': 'Are you sure you want to erase Betslip?',
  'sportsbook.betslip.no': 'No',
  'sportsbook.betslip.accept': 'Accept',
  'sportsbook.betslip.settings': 'Settings',
  'sportsbook.betslip.settingsTitle': 'Accept Changes automatically?',
  'sportsbook.betslip.acceptAny': 'Accept any odds changes',
  'sportsbook.betslip.acceptHigher': 'Only accept increased odds',
  'sportsbook.betslip.alwaysAsk': 'Always ask',
  'sportsbook.betslip.oddsChanged': 'The odds have changed. Accept the new odds to place your bet.',
  'sportsbook.betslip.acceptChanges': 'Accept changes',
  // Cash-out (apps/sportsbook-widget CashOut.tsx; docs/cash-out.md)
  'sportsbook.cashOut.button': 'Cash out {{amount}}',
  'sportsbook.cashOut.confirmTitle': 'Cash out this bet?',
  'sportsbook.cashOut.confirmText': 'You receive {{amount}} now and the bet is closed.',
  'sportsbook.cashOut.partialText': 'You receive {{amount}} now; the rest of your stake stays on the bet.',
  'sportsbook.cashOut.partial': 'Cash out a part',
  'sportsbook.cashOut.amount': 'Amount to cash out',
  'sportsbook.cashOut.confirm': 'Confirm cash out',
  'sportsbook.cashOut.cancel': 'Cancel',
  'sportsbook.cashOut.done': 'You cashed out {{amount}}.',
  'sportsbook.cashOut.cashedOut': 'Cashed out {{amount}}',
  'sportsbook.cashOut.moved': 'The cash-out value has changed to {{amount}}. Check the new value and confirm again.',
  'sportsbook.cashOut.unavailable.suspended': 'Cash-out is not available while a market of this bet is suspended.',
  'sportsbook.cashOut.unavailable.legLost': 'Cash-out is not available: a selection of this bet has lost.',
  'sportsbook.cashOut.unavailable.eventEnded':
    'Cash-out is not available: an event of this bet has ended and is being settled.',
  'sportsbook.cashOut.unavailable.notOpen': 'This bet is no longer open.',
  'sportsbook.cashOut.unavailable.system': 'System bets cannot be cashed out.',
  'sportsbook.cashOut.unavailable.noValue': 'Cash-out is not available for this bet right now.',
  'sportsbook.cashOut.amountRange': 'Enter an amount above 0 and up to the cash-out value.',
  'sportsbook.cashOut.partialSinglesOnly': 'Only a single can be cashed out in part.',
  'sportsbook.cashOut.partialTooLarge': 'This part would leave no stake on the bet: cash out all of it instead.',
  'sportsbook.market.doubleChance': 'Double chance',
  'sportsbook.market.btts': 'Both teams to score',
  'sportsbook.market.handicap': 'Handicap {{line}}',
  'sportsbook.market.correctScore': 'Correct score',
  'sportsbook.pick.yes': 'Yes',
  'sportsbook.pick.no': 'No',
  'sportsbook.pick.otherScore': 'Any other score',
  'sportsbook.event.back': 'Back to events',
  'sportsbook.event.moreMarkets_one': '+{{count}} market',
  'sportsbook.event.moreMarkets_other': '+{{count}} markets',
  'sportsbook.event.notFound': 'This event is no longer on offer.',
  'sportsbook.event.timeline': 'Match timeline',
  'sportsbook.event.noGoals': 'No goals yet.',
  'sportsbook.event.goal': 'Goal {{team}}',
  'sportsbook.event.kickOff': 'Kick-off',
  'sportsbook.event.fullTime': 'Full time',
  'sportsbook.event.suspended': 'Suspended',
  'sportsbook.event.result': 'Result: {{picks}}',
  'sportsbook.betslip.keepSelections': 'Keep selections after placing',
  'sportsbook.market.firstGoalscorer': 'First goalscorer',
  'sportsbook.pick.noGoalscorer': 'No goalscorer',
  'sportsbook.market.quarter': 'Quarter {{quarter}} - {{market}}',
  'sportsbook.event.goalBy': 'Goal {{team}}: {{scorer}}',
  'sportsbook.event.quarters': 'Score by quarter',
  'sportsbook.event.quarter': 'Q{{quarter}}',
  'sportsbook.event.overtime': 'OT',
  'sportsbook.event.total': 'Total',
  'sportsbook.round.final': 'Final',
  'sportsbook.round.semiFinals': 'Semi-finals',
  'sportsbook.round.quarterFinals': 'Quarter-finals',
  'sportsbook.round.roundOf': 'Round of {{count}}',
} as const;

/** A text of `sportsbookEnglish` by key, with its placeholder values. */
export interface SportsbookTextRef {
  key: keyof typeof sportsbookEnglish;
  values?: { line: string };
  /** A quarter's market ('Quarter 2 - Total 52.5'): its quarter, and the market in it (its text, or its name). */
  quarter?: { number: string; market: SportsbookTextRef | string };
}

const QUARTER_MARKET = /^Quarter ([1-9]) - (.+)$/;
const TOTAL_MARKET = /^Total (\d+(?:\.\d+)?)$/;
const HANDICAP_MARKET = /^Handicap ([+-]\d+(?:\.\d+)?)$/;
const NAMED_MARKETS: Record<string, SportsbookTextRef['key']> = {
  Winner: 'sportsbook.market.winner',
  '1x2': 'sportsbook.market.1x2',
  'Double chance': 'sportsbook.market.doubleChance',
  'Both teams to score': 'sportsbook.market.btts',
  'Correct score': 'sportsbook.market.correctScore',
  'First goalscorer': 'sportsbook.market.firstGoalscorer',
};
const NAMED_PICKS: Record<string, SportsbookTextRef['key']> = {
  Draw: 'sportsbook.pick.draw',
  Yes: 'sportsbook.pick.yes',
  No: 'sportsbook.pick.no',
  'Any other score': 'sportsbook.pick.otherScore',
  'No goalscorer': 'sportsbook.pick.noGoalscorer',
};
const LINE_PICK = /^(Over|Under) (\d+(?:\.\d+)?)$/;

/**
 * The text of a market as the platform names it ('1x2', 'Winner', 'Total 55.5', 'Handicap -1.5', ...), for any language
 * to show it in its own words; null for a name that is not one of these (shown as it is). The
 * widget and the site's Bet History both read names this way. `line` is the line as written
 * ('55.5'): the caller writes it with its language's decimal sign.
 */
export function sportsbookMarketText(name: string): SportsbookTextRef | null {
  const named = Object.hasOwn(NAMED_MARKETS, name) ? NAMED_MARKETS[name] : undefined;
  if (named) return { key: named };
  const quarter = QUARTER_MARKET.exec(name);
  if (quarter) {
    const inner = quarter[2] ?? '';
    return {
      key: 'sportsbook.market.quarter',
      quarter: { number: quarter[1] ?? '', market: sportsbookMarketText(inner) ?? inner },
    };
  }
  const handicap = HANDICAP_MARKET.exec(name);
  if (handicap) return { key: 'sportsbook.market.handicap', values: { line: handicap[1] ?? '' } };
  const total = TOTAL_MARKET.exec(name);
  return total ? { key: 'sportsbook.market.total', values: { line: total[1] ?? '' } } : null;
}

/** The text of a pick as the platform names it ('Draw', 'Yes', 'Over 55.5', 'Under 55.5'); null for a team or a score. */
export function sportsbookPickText(name: string): SportsbookTextRef | null {
  const named = Object.hasOwn(NAMED_PICKS, name) ? NAMED_PICKS[name] : undefined;
  if (named) return { key: named };
  const line = LINE_PICK.exec(name);
  if (!line) return null;
  return {
    key: line[1] === 'Over' ? 'sportsbook.pick.over' : 'sportsbook.pick.under',
    values: { line: line[2] ?? '' },
  };
}

/**
 * The decimal sign of each BCP 47 locale, found once: an Intl.NumberFormat costs about a
 * millisecond to make on a phone, and the event list writes a line for every market it shows
 * (issue 33: 250 ms of the sportsbook's hydration under the mobile CPU slowdown).
 */
const decimalSigns = new Map<string, string>();

function decimalSignOf(bcp47: string): string {
  let sign = decimalSigns.get(bcp47);
  if (sign === undefined) {
    sign = new Intl.NumberFormat(bcp47).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    decimalSigns.set(bcp47, sign);
  }
  return sign;
}

/** A line ('55.5') written with the decimal sign of a BCP 47 locale ('55,5' in de-DE). */
export function sportsbookLineIn(line: string, bcp47: string): string {
  return line.replace('.', decimalSignOf(bcp47));
}

/**
 * A market or pick name in a language's words, from its text (sportsbookMarketText,
 * sportsbookPickText; null: the name as it is): `t` looks a text up by key with its values, lines
 * are written with the decimal sign of `bcp47`.
 */
export function sportsbookInWords(
  name: string,
  text: SportsbookTextRef | null,
  t: (key: SportsbookTextRef['key'], values?: Record<string, string>) => string,
  bcp47: string,
): string {
  if (!text) return name;
  if (text.quarter) {
    const { number, market } = text.quarter;
    const inner = typeof market === 'string' ? market : sportsbookInWords('', market, t, bcp47);
    return t(text.key, { quarter: number, market: inner });
  }
  return t(text.key, text.values ? { line: sportsbookLineIn(text.values.line, bcp47) } : undefined);
}

const ROUND_OF = /^Round of (\d+)$/;
const NAMED_ROUNDS: Record<string, SportsbookTextRef['key']> = {
  Final: 'sportsbook.round.final',
  'Semi-finals': 'sportsbook.round.semiFinals',
  'Quarter-finals': 'sportsbook.round.quarterFinals',
};

/** A knockout round as the platform names it ('Quarter-finals', 'Round of 16') in a language's words. */
export function sportsbookRoundIn(
  name: string,
  t: (key: SportsbookTextRef['key'], values?: Record<string, string | number>) => string,
): string {
  const named = Object.hasOwn(NAMED_ROUNDS, name) ? NAMED_ROUNDS[name] : undefined;
  if (named) return t(named);
  const roundOf = ROUND_OF.exec(name);
  return roundOf ? t('sportsbook.round.roundOf', { count: Number(roundOf[1]) }) : name;
}
