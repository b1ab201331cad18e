/**
 * Sample sportsbook data for the stories and tests (not exported from the package). Prices are
 * decimal strings, as the feed gives them.
 */
import type { SportEvent } from '../components/EventRow';
import type { SportCount } from '../components/SportsNav';

export const sampleSports: SportCount[] = [
  { id: 'soccer', name: 'Soccer', live: 4, prematch: 38 },
  { id: 'tennis', name: 'Tennis', live: 2, prematch: 16 },
  { id: 'basketball', name: 'Basketball', live: 1, prematch: 12 },
  { id: 'table-tennis', name: 'Table Tennis', live: 3, prematch: 9 },
  { id: 'volleyball', name: 'Volleyball', live: 0, prematch: 6 },
  { id: 'handball', name: 'Handball', live: 1, prematch: 5 },
  { id: 'ice-hockey', name: 'Ice Hockey', live: 0, prematch: 8 },
];

export const sampleLiveEvent: SportEvent = {
  id: 'ars-che',
  home: 'Arsenal',
  away: 'Chelsea',
  live: { score: '2 - 1', clock: "67'" },
  markets: [
    {
      id: '1x2',
      label: '1x2',
      outcomes: [
        { id: '1', label: '1', odds: '1.45', movement: 'down' },
        { id: 'x', label: 'X', odds: '4.20' },
        { id: '2', label: '2', odds: '7.50', movement: 'up' },
      ],
    },
    {
      id: 'total-3.5',
      label: 'Total 3.5',
      outcomes: [
        { id: 'over', label: 'Over', odds: '1.90' },
        { id: 'under', label: 'Under', odds: '1.85' },
      ],
    },
  ],
};

export const samplePrematchEvent: SportEvent = {
  id: 'alc-sin',
  home: 'Carlos Alcaraz',
  away: 'Jannik Sinner',
  startTime: 'Today 18:30',
  startsAt: '2026-11-21T18:30:00Z',
  markets: [
    {
      id: 'winner',
      label: 'Winner',
      outcomes: [
        { id: '1', label: '1', odds: '1.95', selected: true },
        { id: '2', label: '2', odds: '1.85' },
      ],
    },
    {
      id: 'total-38.5',
      label: 'Total games 38.5',
      outcomes: [
        { id: 'over', label: 'Over', odds: '1.80' },
        { id: 'under', label: 'Under', odds: '1.95' },
      ],
    },
  ],
};

/** Selections as @casino/rules describes them (BetSelection). */
export const sampleSelections = [
  {
    eventId: 'ars-che',
    marketId: '1x2',
    outcomeId: '1',
    odds: '1.85',
    matchName: 'Arsenal - Chelsea',
    pickName: 'Arsenal',
    marketName: '1x2',
  },
  {
    eventId: 'alc-sin',
    marketId: 'winner',
    outcomeId: '1',
    odds: '1.95',
    matchName: 'Carlos Alcaraz - Jannik Sinner',
    pickName: 'Carlos Alcaraz',
    marketName: 'Winner',
  },
  {
    eventId: 'lal-bos',
    marketId: 'total-220.5',
    outcomeId: 'over',
    odds: '2.10',
    matchName: 'LA Lakers - Boston Celtics',
    pickName: 'Over 220.5',
    marketName: 'Total',
  },
  {
    eventId: 'fan-ma',
    marketId: 'winner',
    outcomeId: '2',
    odds: '1.50',
    matchName: 'Fan Zhendong - Ma Long',
    pickName: 'Ma Long',
    marketName: 'Winner',
  },
] as const;
