import { MARKET_PROFILES, type MarketCode } from './profiles';

/**
 * The rules the platform enforces, one row per rule and market: what it says, the value the
 * profile holds, the regulator's document and clause, and the platform test that fails when the
 * rule is broken (`file` › `test name`). docs/markets.md is this table; a test checks they agree
 * and that each named test exists.
 */
export interface MarketRule {
  id: string;
  market: MarketCode | 'all';
  rule: string;
  value: string;
  source: string;
  test: { file: string; name: string };
}

const uk = MARKET_PROFILES.uk;
const de = MARKET_PROFILES.de;
const nl = MARKET_PROFILES.nl;
const MARKETS_TEST = 'apps/platform/test/markets.test.ts';
const REGISTERS_TEST = 'apps/platform/test/registers.test.ts';
const LUGAS_TEST = 'apps/platform/test/lugas.test.ts';
const LUGAS_LIMIT_SOURCE =
  'GlüStV 2021 § 6c Abs. 1 Satz 2 (deposits of at most 1,000 euros a month across all operators) and § 6c Abs. 4 (limit file, Limitdatei)';
/** A national exclusion register's name, as the regulator's scheme calls it. */
const register = (name: 'gamstop' | 'oasis' | 'cruks' | null) => (name ? name.toUpperCase() : 'none');
const GAMSTOP_SOURCE =
  'UKGC LCCP social responsibility code 3.5.5 (remote multi-operator self-exclusion: participation in the national online self-exclusion scheme, GAMSTOP)';
const mt = MARKET_PROFILES.mt;
const NL_TEST = 'apps/platform/test/marketsNl.test.ts';
/** The MGA's cooling-off periods on lifting a self-exclusion (definite 24 hours, indefinite 7 days). */
const MGA_REVOKE =
  "MGA Player Protection Directive (Directive 2 of 2018, amended 12 Jan 2023) and the MGA's answer 'Remote Gaming: when is the player allowed to decrease or revoke a self-exclusion?': a definite self-exclusion reopens at least 24 hours after the request is accepted, an indefinite one at least 7 days after";
const RG_TEST = 'apps/platform/test/responsibleGaming.test.ts';
const hours = (count: number) => (count % 24 === 0 && count > 24 ? `${count / 24} days (${count} h)` : `${count} h`);
const LIMIT_WAIT_TEST =
  'makes a limit increase wait 24 h in the UK and Malta and 7 days in Germany and the Netherlands';
/**
 * The Ksa's policy rule: the net deposit thresholds (art. 3.1.12(6)(e)) and the deposit block past them
 * (art. 3.1.13(2)(a)), as the Ksa's own questions and answers cite them (in force 1 Oct 2024). The Ksa
 * puts young adults at 18 to 23 ("18 tot 24 jaar", €700 "vanaf 24 jaar"): the profile's adultFrom is 24.
 */
const DUTCH_DEPOSIT_RULES =
  'Kansspelautoriteit, Beleidsregel verantwoord spelen 2024 (Staatscourant, 3 June 2024), art. 3.1.12(6)(e) (the net deposit thresholds per calendar month) and art. 3.1.13(2)(a) (the deposit block past them), in force 1 Oct 2024: net deposits of €700 a calendar month (€300 for young adults, 18 to 23) are the threshold past which further deposits stop unless the operator has checked the player can afford them';
/** The minister's regulation on play limits and more conscious play (in force 1 Oct 2024). */
const DUTCH_LIMITS_REGULATION =
  'Regeling speellimieten en bewuster speelgedrag (Staatscourant 2024, 19648; regulation of the Minister for Legal Protection of 12 June 2024, no. 5531723), amending the Regeling kansspelen op afstand and the Regeling werving, reclame en verslavingspreventie kansspelen, in force 1 Oct 2024';
const seconds = (ms: number) => `${ms / 1000} s`;
const MARKETS_UK_TEST = 'apps/platform/test/marketsUk.test.ts';
const UK_MIXED_PRODUCTS_SOURCE =
  'UKGC LCCP social responsibility code 5.1.1 (3b) (rewards and bonuses: no mixing of products within an incentive, in force 19 Jan 2026)';

export const MARKET_RULES: readonly MarketRule[] = [
  {
    id: 'licensed-markets',
    market: 'all',
    rule: 'A sign-up from a country whose market the brand is not licensed for (MARKETS) is refused',
    value: 'MARKETS (default mt)',
    source:
      'Each licence covers its own jurisdiction: Gambling Act 2005 s. 33 (UK), GlüStV 2021 § 4 (DE), Wok art. 1 (NL)',
    test: { file: MARKETS_TEST, name: 'refuses a sign-up from a country the brand is not licensed for' },
  },
  {
    id: 'market-currency',
    market: 'all',
    rule: "A player of a national market holds the market's currency (UK GBP, Germany and the Netherlands EUR)",
    value: 'uk GBP, de EUR, nl EUR',
    source:
      "The caps below are set in the market's currency (GBP by the UK Regulations, EUR by GlüStV 2021 § 22a Abs. 5 and the Dutch rules)",
    test: { file: MARKETS_TEST, name: "refuses a sign-up in another currency than the market's" },
  },
  {
    id: 'market-kept',
    market: 'all',
    rule: "A player cannot move to another market by editing the country, nor change the age a market's rules read (UK, NL) by editing the date of birth",
    value: 'support only',
    source: "The rules above apply to the market of registration; the UK's and the Dutch caps go by the verified age",
    test: {
      file: MARKETS_TEST,
      name: "keeps a player in their market: the country cannot move them to another, nor a new birth date change the rules' age",
    },
  },
  {
    id: 'uk-slot-stake-adult',
    market: 'uk',
    rule: 'Online slots: the largest stake of one game cycle for a player aged 25 and over',
    value: `£${uk.slots.stakeMax?.adult ?? 'none'}`,
    source:
      'Gambling Act 2005 (Operating Licence Conditions) Regulations 2007, reg. 5(2)(b) (online slots: at most £5 per game cycle from the age of 25), inserted by reg. 2 of the (Amendment) Regulations 2025 (SI 2025/215)',
    test: { file: MARKETS_TEST, name: 'caps a UK slot stake at 5.00 from the age of 25' },
  },
  {
    id: 'uk-slot-stake-young',
    market: 'uk',
    rule: 'Online slots: the largest stake of one game cycle for a player aged 18 to 24 (from the date of birth)',
    value: `£${uk.slots.stakeMax?.young ?? 'none'}`,
    source:
      'Gambling Act 2005 (Operating Licence Conditions) Regulations 2007, reg. 5(2)(a) (online slots: at most £2 per game cycle under the age of 25), inserted by reg. 2 of the (Amendment) Regulations 2025 (SI 2025/215)',
    test: { file: MARKETS_TEST, name: 'caps a UK slot stake at 2.00 for a player aged 18 to 24' },
  },
  {
    id: 'uk-slot-speed',
    market: 'uk',
    rule: 'Online slots: a game cycle takes at least this long (a round of the same game session sooner is refused)',
    value: seconds(uk.slots.minRoundMs),
    source:
      'UKGC Remote gambling and software technical standards (RTS) 14, responsible product design (slots: at least 2.5 seconds from the start of a game cycle to the next; from 31 Oct 2021)',
    test: { file: MARKETS_TEST, name: 'refuses a UK slot round sooner than 2.5 s after the previous one' },
  },
  {
    id: 'uk-session-position',
    market: 'uk',
    rule: "Online slots: the session's net position and the time played are on screen all along",
    value: uk.slots.showSessionPosition ? 'shown' : 'not shown',
    source:
      'UKGC Remote gambling and software technical standards (RTS) 2E (the net position since the session started, in the account currency) and RTS 13C (the elapsed time, shown for the whole session), from 31 Oct 2021',
    test: { file: MARKETS_TEST, name: "shows a UK player's net position and time played in the slot" },
  },
  {
    id: 'uk-no-loss-celebration',
    market: 'uk',
    rule: 'Online slots: a return at or below the stake is not celebrated as a win',
    value: uk.slots.celebrateReturnAtOrBelowStake ? 'celebrated' : 'told as a return',
    source:
      'UKGC Remote gambling and software technical standards (RTS) 14, responsible product design (a return at or below the stake is not presented as a win; from 31 Oct 2021)',
    test: { file: MARKETS_TEST, name: "offers on the slot's page no stake above the player's cap, and says the pace" },
  },
  {
    id: 'uk-bonus-wagering',
    market: 'uk',
    rule: 'A bonus is wagered at most this many times the bonus: refused when an offer in GBP is made or changed, not listed for nor granted to a UK player',
    value: `${uk.bonuses.wageringMultiplierMax ?? 'no cap'} times`,
    source:
      'UKGC LCCP social responsibility code 5.1.1 (3a) (rewards and bonuses: wagering requirements at most 10 times, in force 19 Jan 2026)',
    test: { file: MARKETS_TEST, name: 'caps the wagering of a bonus for UK players at 10 times the bonus' },
  },
  {
    id: 'uk-bonus-mixed-products',
    market: 'uk',
    rule: 'An offer may not mix products (a casino bonus for sports bets or the reverse): a mixed offer in GBP is refused when made or changed, not listed for nor granted to a UK player',
    value: uk.bonuses.mixedProducts ? 'mixed allowed' : 'casino or sports',
    source: UK_MIXED_PRODUCTS_SOURCE,
    test: {
      file: MARKETS_UK_TEST,
      name: 'refuses a UK offer that mixes casino and sports, when made and when granted',
    },
  },
  {
    id: 'uk-bonus-product-use',
    market: 'uk',
    rule: "A bonus is used only on its product: a stake on the other product takes cash only and does not count towards the bonus's wagering",
    value: 'its product only',
    source: UK_MIXED_PRODUCTS_SOURCE,
    test: {
      file: MARKETS_UK_TEST,
      name: 'keeps a UK casino bonus to the casino: a sports bet takes cash only and does not count towards its wagering',
    },
  },
  {
    id: 'uk-withdrawal-final',
    market: 'uk',
    rule: 'A requested withdrawal cannot be reversed by the player (no cancel back into the balance)',
    value: uk.withdrawalReversal ? 'reversible' : 'final',
    source:
      'UKGC Remote gambling and software technical standards (RTS) 14B, from 31 Oct 2021 (consumers must not be given the option to cancel their withdrawal request)',
    test: { file: MARKETS_TEST, name: "refuses a UK player's cancelling of a requested withdrawal" },
  },
  {
    id: 'uk-exclusion-periods',
    market: 'uk',
    rule: 'Time-outs last at most 6 weeks; a self-exclusion lasts at least 6 months (up to permanent)',
    value: '24h, 7d, 1m, 6w; 6m, 1y, 5y, permanent',
    source:
      'UKGC LCCP social responsibility code 3.5 (self-exclusion: at least six months; time-outs are shorter breaks)',
    test: { file: MARKETS_TEST, name: 'offers UK players time-outs up to 6 weeks and self-exclusions from 6 months' },
  },
  {
    id: 'uk-gamstop-sign-up',
    market: 'uk',
    rule: 'A person registered with the national self-exclusion scheme cannot open an account (checked at sign-up)',
    value: register(uk.exclusionRegister),
    source: GAMSTOP_SOURCE,
    test: { file: REGISTERS_TEST, name: "refuses a UK sign-up registered at GAMSTOP with the register's message" },
  },
  {
    id: 'uk-gamstop-sign-in',
    market: 'uk',
    rule: 'A player registered with the national self-exclusion scheme cannot sign in (checked at every sign-in)',
    value: register(uk.exclusionRegister),
    source: GAMSTOP_SOURCE,
    test: { file: REGISTERS_TEST, name: 'refuses a UK player registered at GAMSTOP at sign-in' },
  },
  {
    id: 'uk-gamstop-daily',
    market: 'uk',
    rule: 'A signed-in player is checked again at least this often (token refresh, deposit, game and sportsbook sessions)',
    value: `${register(uk.exclusionRegister)}, every 24 h`,
    source: GAMSTOP_SOURCE,
    test: {
      file: REGISTERS_TEST,
      name: 'checks a signed-in UK player at GAMSTOP again once the last check is 24 hours old',
    },
  },
  {
    id: 'de-slot-stake',
    market: 'de',
    rule: 'Virtual slot machines: the largest stake of one game',
    value: `€${de.slots.stakeMax?.adult ?? 'none'}`,
    source: 'GlüStV 2021 § 22a Abs. 7 Satz 1 (virtual slot machines: the stake may not exceed one euro per game)',
    test: { file: MARKETS_TEST, name: 'caps a German slot stake at 1.00' },
  },
  {
    id: 'de-no-table-games',
    market: 'de',
    rule: 'Casino table games (roulette and the like) are not offered: absent from the lobby, refused at launch',
    value: de.tableGames ? 'offered' : 'not offered',
    source:
      'GlüStV 2021 § 22a Abs. 2 (virtual games equivalent to banked casino table games, such as roulette, blackjack or baccara, are not permitted)',
    test: {
      file: MARKETS_TEST,
      name: 'offers a German player no table game: absent from the lobby, refused at launch',
    },
  },
  {
    id: 'uk-free-play-age-verified',
    market: 'uk',
    rule: 'A signed-in player plays a game for fun (play money) only once their age is verified (KYC approved): the Fun switch is not offered and a fun launch is refused before that',
    value: uk.freePlay === 'ageVerified' ? 'after age verification' : 'any signed-in player',
    source:
      'UKGC LCCP social responsibility code 3.2.11 (1)-(2) (age verification before the customer may gamble, including free-to-play versions of gambling games), in force 7 May 2019',
    test: {
      file: 'apps/platform/test/freePlay.test.ts',
      name: 'lets a UK player play for fun only once their age is verified',
    },
  },
  {
    id: 'de-no-jackpots',
    market: 'de',
    rule: 'Games with a jackpot are not offered: absent from the lobby and its Jackpots category, refused at launch',
    value: de.jackpots ? 'offered' : 'not offered',
    source:
      'GlüStV 2021 § 22a Abs. 8 (a win is a multiple of the stake fixed before the game; stakes and wins may not be accumulated for future games: the jackpot ban, Jackpotverbot)',
    test: {
      file: MARKETS_TEST,
      name: 'offers a German player no jackpot game: absent from the lobby and its Jackpots category, refused at launch',
    },
  },
  {
    id: 'de-odds-at-stake',
    market: 'de',
    rule: 'The return to player per unit staked and the chance of the top prize are shown where the stake is placed',
    value: 'shown',
    source:
      'GlüStV 2021 § 22a Abs. 3 Sätze 3 und 4 (the chance of the top prize and the average return per euro staked, shown where the stake is placed)',
    test: {
      file: MARKETS_TEST,
      name: 'shows a German player the return to player and the chance of the top prize where the stake is placed',
    },
  },
  {
    id: 'de-panic-button',
    market: 'de',
    rule: 'A panic button on the game page and the sportsbook blocks the player for 24 hours at once',
    value: de.panicButton ? '24 h, no password' : 'none',
    source:
      'GlüStV 2021 § 6i Abs. 3 (a button wherever play is possible triggers an immediate short-term block, kurzzeitige Sperre, ending after 24 hours; no confirmation may be asked)',
    test: {
      file: MARKETS_TEST,
      name: 'gives a German player the panic button: a 24-hour block at once, without a password',
    },
  },
  {
    id: 'de-slot-speed',
    market: 'de',
    rule: 'Virtual slot machines: a game takes at least this long',
    value: seconds(de.slots.minRoundMs),
    source:
      "GlüStV 2021 § 22a Abs. 6 (virtual slot machines: a game lasts on average at least five seconds, from the player's declaration to the display of the result)",
    test: { file: MARKETS_TEST, name: 'refuses a German slot round sooner than 5 s after the previous one' },
  },
  {
    id: 'de-place-of-birth',
    market: 'de',
    rule: 'A sign-up gives the place of birth (and the birth name when different), sent with the name, date of birth and address to OASIS and LUGAS',
    value: 'required',
    source:
      'GlüStV 2021 § 6h Abs. 2 Satz 1 and § 23 Abs. 1 Satz 2 (the activity file and the exclusion file hold the name, birth name, date and place of birth and address)',
    test: {
      file: REGISTERS_TEST,
      name: 'asks a German sign-up for the place of birth and sends it and the birth name to OASIS',
    },
  },
  {
    id: 'de-oasis',
    market: 'de',
    rule: 'A player blocked in the national exclusion system cannot play: checked before every real-money game session and sportsbook session',
    value: register(de.exclusionRegister),
    source:
      'GlüStV 2021 § 8 Abs. 2 and 3 (blocked players may not take part; the operator checks the exclusion file, online when the player is reported to the activity file under § 6h Abs. 3)',
    test: {
      file: REGISTERS_TEST,
      name: 'refuses a German player blocked in OASIS at every game launch and sportsbook session',
    },
  },
  {
    id: 'de-lugas-deposit-limit',
    market: 'de',
    rule: 'Deposits at all operators per calendar month, held in the LUGAS limit file: a payment link past what is left is refused, money arriving past it is held, each credited deposit is reported',
    value: `€${de.deposits.monthlyCapAcrossOperators ?? 'none'}`,
    source: LUGAS_LIMIT_SOURCE,
    test: {
      file: LUGAS_TEST,
      name: 'lets a German player at 900.00 elsewhere this month deposit 100.00 but not 100.01 (LUGAS limit file)',
    },
  },
  {
    id: 'de-lugas-month',
    market: 'de',
    rule: "The LUGAS limit's month is the calendar month in German time: the whole limit is there again on the 1st",
    value: 'Europe/Berlin',
    source: LUGAS_LIMIT_SOURCE,
    test: { file: LUGAS_TEST, name: 'starts a new LUGAS month on the first of the month in German time' },
  },
  {
    id: 'de-lugas-parallel-play',
    market: 'de',
    rule: 'A player with an active session at another operator cannot start a real-money game session or sportsbook session (LUGAS activity file); signing out ends the session here',
    value: 'refused',
    source:
      'GlüStV 2021 § 6h Abs. 1 to 3 (no parallel play; the file of active players across operators, checked before play is allowed)',
    test: {
      file: LUGAS_TEST,
      name: 'refuses parallel play at another operator at game launch and the sportsbook token (LUGAS activity file)',
    },
  },
  {
    id: 'de-lugas-pause',
    market: 'de',
    rule: 'After a session ends (signed out, or expired in the activity file), the next real-money game or sportsbook session, at any operator, waits this long',
    value: `${de.sessionPauseMinutes} min`,
    source:
      'GlüStV 2021 § 6h Abs. 4 Satz 1 (a player the operator reports as no longer active stays active in the file for five minutes, the Wartefrist; also after inactivity at the same operator: OVG Lüneburg, 10 ME 31/24, 29 Jan 2024)',
    test: {
      file: LUGAS_TEST,
      name: 'makes a German player pause 5 minutes between the end of a session and the next, at any operator (LUGAS activity file)',
    },
  },
  {
    id: 'de-lugas-fail-closed',
    market: 'de',
    rule: 'LUGAS out of reach refuses the deposit or the session ("try again later"): nothing is let through unchecked',
    value: 'refused (503)',
    source: 'The same clauses: GlüStV 2021 § 6c Abs. 1 and 4 and § 6h Abs. 3',
    test: { file: LUGAS_TEST, name: 'refuses deposits and sessions while LUGAS cannot be reached (fail closed)' },
  },
  {
    id: 'nl-cruks',
    market: 'nl',
    rule: 'A person registered in the national exclusion register cannot open an account or sign in (checked at sign-up and every sign-in)',
    value: register(nl.exclusionRegister),
    source: 'Wet op de kansspelen art. 33h (the register, Centraal Register Uitsluiting Kansspelen, CRUKS)',
    test: { file: REGISTERS_TEST, name: 'refuses a Dutch sign-up and sign-in registered in CRUKS' },
  },
  {
    id: 'register-fail-closed',
    market: 'all',
    rule: 'A national register that cannot be asked refuses the action ("try again later"): nobody plays unchecked',
    value: 'refused (503)',
    source: 'The same clauses: UKGC LCCP SR code 3.5.5, GlüStV 2021 § 8 Abs. 3, Wet op de kansspelen art. 33h',
    test: { file: REGISTERS_TEST, name: 'refuses the action while a register cannot be reached (fail closed)' },
  },
  {
    id: 'nl-net-deposit-cap-adult',
    market: 'nl',
    rule: `Net deposits (deposits less paid-out withdrawals) per calendar month, Europe/Amsterdam, for a player aged ${nl.deposits.netMonthlyCap?.adultFrom} and over: a deposit link past what is left is refused, money arriving past it is held`,
    value: `€${nl.deposits.netMonthlyCap?.adult ?? 'none'}`,
    source: DUTCH_DEPOSIT_RULES,
    test: { file: NL_TEST, name: "caps a Dutch player's net deposits at 700.00 per calendar month" },
  },
  {
    id: 'nl-net-deposit-cap-young',
    market: 'nl',
    rule: `Net deposits per calendar month for a player aged 18 to ${(nl.deposits.netMonthlyCap?.adultFrom ?? 0) - 1} (from the date of birth)`,
    value: `€${nl.deposits.netMonthlyCap?.young ?? 'none'}`,
    source: DUTCH_DEPOSIT_RULES,
    test: { file: NL_TEST, name: "caps a young Dutch player's net deposits at 300.00 per calendar month" },
  },
  {
    id: 'nl-until-contact-adult',
    market: 'nl',
    rule: `Deposits per calendar month (Europe/Amsterdam) of a player aged ${nl.deposits.untilContact?.adultFrom} and over until the operator records a personal contact (trained staff talk about the risks and CRUKS); a deposit limit cannot be raised past it meanwhile (the most it lets through in 30 days)`,
    value: `€${nl.deposits.untilContact?.adult ?? 'none'}`,
    source: `${DUTCH_LIMITS_REGULATION}: a deposit limit (stortingslimiet, Rkoa art. 1.1 as amended by its article I A) above €350 a month (€150 for young adults) only after a personal contact with the player by staff trained in addiction prevention (verslavingspreventie-opgeleid personeel, the same article's definition); the article that sets the amounts was not read here (the Minister's announcement: a "persoonlijk contactmoment" when a player sets a monthly limit above 350 euros, 150 for young adults)`,
    test: {
      file: NL_TEST,
      name: "stops a Dutch player's deposits at 350.00 a month until the operator records a personal contact",
    },
  },
  {
    id: 'nl-until-contact-young',
    market: 'nl',
    rule: `The same for a player aged 18 to ${(nl.deposits.untilContact?.adultFrom ?? 0) - 1}`,
    value: `€${nl.deposits.untilContact?.young ?? 'none'}`,
    source: `${DUTCH_LIMITS_REGULATION}: €150 a month for young adults before a personal contact`,
    test: {
      file: NL_TEST,
      name: "stops a Dutch player's deposits at 350.00 a month until the operator records a personal contact",
    },
  },
  {
    id: 'nl-affordability-check',
    market: 'nl',
    rule: "An operator's recorded affordability check sets the player's monthly cap to its amount (audited)",
    value: 'the amount recorded',
    source: DUTCH_DEPOSIT_RULES,
    test: { file: NL_TEST, name: 'lifts the cap to the amount of an affordability check the operator records' },
  },
  {
    id: 'nl-limit-alerts',
    market: 'nl',
    rule: "Alerts at 50% and 100% of the monthly cap and of the player's deposit limits: an e-mail and a notice on the Responsible Gaming tab",
    value: '50%, 100%',
    source: `${DUTCH_LIMITS_REGULATION}: a notice at 50% and at 100% of a limit, and at 100% the player is signed out of play (the limits are those of Besluit kansspelen op afstand art. 4.14; the deposit limit, stortingslimiet, is art. 4.14(2)(b), as the amended Rkoa art. 1.1 defines it)`,
    test: { file: NL_TEST, name: "alerts a Dutch player at 50% and 100% of the cap and of the player's deposit limit" },
  },
  {
    id: 'nl-cap-signs-out',
    market: 'nl',
    rule: 'At 100% of the monthly cap the player is signed out of play: open game sessions end, rounds are refused until the next month',
    value: 'until the 1st',
    source: `${DUTCH_LIMITS_REGULATION}: at 100% of a limit the player is signed out of play (applied here to the Ksa's monthly threshold as well)`,
    test: { file: NL_TEST, name: 'signs a Dutch player out of play at 100% of the cap until the next month' },
  },
  {
    id: 'nl-reality-check',
    market: 'nl',
    rule: 'A reality check at least this often, whatever the player chose (a longer interval or off is capped)',
    value: `${nl.realityCheckMaxMinutes ?? 'any'} min`,
    source: `${DUTCH_LIMITS_REGULATION}: a message on the player's playing time and spending at least every 30 minutes`,
    test: { file: NL_TEST, name: 'shows a Dutch player a reality check at least every 30 minutes' },
  },
  {
    id: 'uk-limit-increase-wait',
    market: 'uk',
    rule: 'A limit increase or removal waits this long before the player can confirm it',
    value: hours(uk.limitIncreaseWaitHours),
    source:
      'UKGC Remote gambling and software technical standards (RTS) 12D, as revised from 31 Oct 2025 (financial limits: a decrease is actioned at once; an increase takes effect only after a cooling-off period of at least 24 hours and once the customer confirms it)',
    test: { file: NL_TEST, name: LIMIT_WAIT_TEST },
  },
  {
    id: 'de-limit-increase-wait',
    market: 'de',
    rule: 'A limit increase or removal waits this long before the player can confirm it',
    value: hours(de.limitIncreaseWaitHours),
    source:
      'GlüStV 2021 § 6c Abs. 3 Satz 2 and 3 (a raised limit takes effect after a protection period of seven days, Schutzfrist; a lowered one at once)',
    test: { file: NL_TEST, name: LIMIT_WAIT_TEST },
  },
  {
    id: 'nl-limit-increase-wait',
    market: 'nl',
    rule: 'A limit increase or removal waits this long before the player can confirm it',
    value: hours(nl.limitIncreaseWaitHours),
    source: `${DUTCH_LIMITS_REGULATION}: a raised limit takes effect after seven days, a lowered one at once (article not read: the official text could not be read past its article A here; the seven days as the trade press reported the regulation, e.g. Focus Gaming News, 'New deposit limits enter force', Oct 2024)`,
    test: { file: NL_TEST, name: LIMIT_WAIT_TEST },
  },
  {
    id: 'mt-limit-increase-wait',
    market: 'mt',
    rule: 'A limit increase or removal waits this long before the player can confirm it',
    value: hours(mt.limitIncreaseWaitHours),
    source:
      'MGA Player Protection Directive (Directive 2 of 2018, amended 12 Jan 2023), responsible gaming limits: a decrease takes effect at once, an increase or removal only after a 24-hour cooling-off',
    test: { file: NL_TEST, name: LIMIT_WAIT_TEST },
  },
  {
    id: 'mt-resume-wait',
    market: 'mt',
    rule: 'A self-exclusion cannot be lifted early; when it ends, play resumes only this long after the player asks',
    value: '24 h',
    source: MGA_REVOKE,
    test: {
      file: RG_TEST,
      name: 'a self-exclusion cannot be lifted; play resumes only 24 hours after the player asks, once it has ended',
    },
  },
  {
    id: 'mt-indefinite-exclusion',
    market: 'mt',
    rule: 'An indefinite (permanent) self-exclusion is never lifted, by the player or by staff (stricter than the 7 days after an accepted request that the MGA allows)',
    value: 'never',
    source: MGA_REVOKE,
    test: {
      file: RG_TEST,
      name: 'a self-exclusion cannot be lifted; play resumes only 24 hours after the player asks, once it has ended',
    },
  },
];

const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The table of docs/markets.md (between its `<!-- rules -->` markers) as MARKET_RULES renders it:
 * `pnpm docs:markets` writes it, and the platform's markets test checks the file holds it.
 */
export function marketRulesTable(): string {
  const lines = [
    '| Rule | Market | Value | Source | Test |',
    '| ---- | ------ | ----- | ------ | ---- |',
    ...MARKET_RULES.map(
      (rule) =>
        `| ${cell(rule.rule)} | ${rule.market} | ${cell(rule.value)} | ${cell(rule.source)} | \`${rule.test.file}\` › ${cell(rule.test.name)} |`,
    ),
  ];
  return lines.join('\n');
}
