import { formatMoney } from '@casino/rules';
import type { BetslipMessages } from '@casino/ui/Betslip';
import type { BetSelectionListMessages } from '@casino/ui/BetSelectionList';
import type { DialogMessages } from '@casino/ui/Dialog';
import type { EventRowMessages } from '@casino/ui/EventRow';
import type { PopularEventsMessages } from '@casino/ui/PopularEvents';
import type { SportsNavMessages } from '@casino/ui/SportsNav';
import type { TournamentHeadingMessages } from '@casino/ui/TournamentHeading';
import { toBcp47, type Translator } from './texts';

/**
 * Formats a stake or payout (a decimal string such as "18.50", always euros) for a language:
 * "€18.50" in English, "18,50 €" in German, with the site's formatter (@casino/rules' formatMoney):
 * the string is formatted as it is, never as a float.
 */
export function euroFormatter(lanCode: string): (amount: string) => string {
  const locale = toBcp47(lanCode);
  return (amount) => formatMoney(amount, locale, { currency: 'EUR' });
}

/** The texts of the @casino/ui components the widget renders, in the translator's language. */
export interface UiMessages {
  /** Stakes and payouts (euros) as the language writes them. */
  euros: (amount: string) => string;
  betslip: Partial<BetslipMessages>;
  /** The selections of a multiple or system bet in My bets. */
  betSelections: BetSelectionListMessages;
  popularEvents: PopularEventsMessages;
  sportsNav: SportsNavMessages;
  eventRow: Partial<EventRowMessages>;
  tournamentHeading: TournamentHeadingMessages;
  dialog: DialogMessages;
}

export function uiMessages({ t, lanCode }: Translator): UiMessages {
  const eventCount = (count: number) => t('sportsbook.eventCount', { count });
  const euros = euroFormatter(lanCode);
  return {
    euros,
    betslip: {
      title: t('sportsbook.betslip.title'),
      single: t('sportsbook.betslip.single'),
      multiple: t('sportsbook.betslip.multiple'),
      system: t('sportsbook.betslip.system'),
      kinds: t('sportsbook.betslip.kinds'),
      selectionCount: (count) => t('sportsbook.betslip.selectionCount', { count }),
      empty: t('sportsbook.betslip.empty'),
      emptyHint: t('sportsbook.betslip.emptyHint'),
      remove: (pick, match) => t('sportsbook.betslip.remove', { pick, match }),
      oddsUp: t('sportsbook.oddsUp'),
      oddsDown: t('sportsbook.oddsDown'),
      previousOdds: t('sportsbook.betslip.previousOdds'),
      unavailable: t('sportsbook.betslip.unavailable'),
      payout: t('sportsbook.betslip.payout'),
      systemSize: t('sportsbook.betslip.systemSize'),
      systemOption: (size, selections, count) => t('sportsbook.betslip.systemOption', { size, selections, count }),
      stake: t('sportsbook.betslip.stake'),
      quickStakes: t('sportsbook.betslip.quickStakes'),
      totalOdds: t('sportsbook.betslip.totalOdds'),
      bets: t('sportsbook.betslip.bets'),
      totalStake: t('sportsbook.betslip.totalStake'),
      possiblePayout: t('sportsbook.betslip.possiblePayout'),
      signInAndBet: t('sportsbook.betslip.signInAndBet'),
      placeBet: t('sportsbook.betslip.placeBet'),
      erase: t('sportsbook.betslip.erase'),
      eraseQuestion: t('sportsbook.betslip.eraseQuestion'),
      no: t('sportsbook.betslip.no'),
      accept: t('sportsbook.betslip.accept'),
      settings: t('sportsbook.betslip.settings'),
      settingsTitle: t('sportsbook.betslip.settingsTitle'),
      any: t('sportsbook.betslip.acceptAny'),
      higher: t('sportsbook.betslip.acceptHigher'),
      ask: t('sportsbook.betslip.alwaysAsk'),
      oddsChanged: t('sportsbook.betslip.oddsChanged'),
      acceptChanges: t('sportsbook.betslip.acceptChanges'),
      keepSelections: t('sportsbook.betslip.keepSelections'),
      // Stakes are in euros: the input keeps the '€' adornment, amounts follow the language.
      formatAmount: euros,
    },
    betSelections: {
      label: t('sportsbook.betSelections'),
      odds: t('sportsbook.betOdds'),
      results: {
        won: t('sportsbook.status.won'),
        lost: t('sportsbook.status.lost'),
        void: t('sportsbook.status.void'),
      },
    },
    popularEvents: {
      title: t('sportsbook.popularEvents'),
      favorites: t('sportsbook.favorites'),
      live: t('sportsbook.live'),
      prematch: t('sportsbook.prematch'),
      modes: t('sportsbook.liveOrPrematch'),
      featured: t('sportsbook.featured'),
      eventCount,
      empty: t('sportsbook.noEventsShort'),
    },
    sportsNav: {
      label: t('sportsbook.sports'),
      counts: (live, prematch) => t('sportsbook.sportCounts', { live, prematch }),
      live: t('sportsbook.live'),
    },
    eventRow: {
      live: t('sportsbook.live'),
      score: t('sportsbook.score'),
      oddsUp: t('sportsbook.oddsUp'),
      oddsDown: t('sportsbook.oddsDown'),
      // `versus` stays ' - ': it joins the competitors' names.
    },
    tournamentHeading: { eventCount },
    dialog: { close: t('sportsbook.close') },
  };
}
