/**
 * The sportsbook's catalogue: sports, their tournaments and teams, and how each sport is played
 * out by the simulator. Fixed lists, so every machine shows the same sportsbook.
 */

export interface SportDefinition {
  slug: string;
  name: string;
  /** 1x2 (home, draw, away) when a draw is possible, otherwise a Winner market. */
  hasDraw: boolean;
  /** Match length in the sport's minutes (the clock shown while live). */
  matchMinutes: number;
  /** Expected points (goals, sets, ...) of one side over a whole match. */
  pointsPerSide: number;
  /** Line of the totals market in tenths (25 = Over/Under 2.5); null: no totals market. */
  totalLineTenths: number | null;
  /**
   * Priced from a grid of final scores, with every goal market (double chance, both teams to score,
   * totals at several lines, handicaps, correct score), and goals shown on a timeline.
   */
  goalMarkets?: boolean;
  /** Points sports: more totals lines and handicaps (in tenths, the home side's), priced like the main total. */
  pointLines?: { totals: number[]; handicaps: number[] };
  /** 'sets': played game by game and shown as sets and games (tennis.ts), never as a minute clock. */
  scoring?: 'sets';
  tournaments: { name: string; country: string; featured?: boolean; teams: string[] }[];
}

const cities = (suffix: string, names: string[]) => names.map((name) => `${name} ${suffix}`.trim());

export const SPORTS: readonly SportDefinition[] = [
  {
    slug: 'soccer',
    name: 'Soccer',
    hasDraw: true,
    matchMinutes: 90,
    pointsPerSide: 1.35,
    totalLineTenths: 25,
    goalMarkets: true,
    tournaments: [
      {
        name: 'Premier Division',
        country: 'England',
        featured: true,
        teams: cities('FC', [
          'Ashford',
          'Bramley',
          'Carlton',
          'Dunmore',
          'Eastleigh',
          'Fairview',
          'Greystone',
          'Harlow',
        ]),
      },
      {
        name: 'Liga Primera',
        country: 'Spain',
        teams: ['Real Altamira', 'Atlético Brisa', 'CD Costa Verde', 'Deportivo Dorado', 'UD Esmeralda', 'SD Faro'],
      },
    ],
  },
  {
    slug: 'tennis',
    name: 'Tennis',
    hasDraw: false,
    matchMinutes: 120,
    pointsPerSide: 1.3,
    totalLineTenths: null,
    scoring: 'sets',
    tournaments: [
      {
        name: 'Harbour Open',
        country: 'World',
        featured: true,
        teams: [
          'A. Novak',
          'B. Moreau',
          'C. Lindqvist',
          'D. Okafor',
          'E. Castillo',
          'F. Tanaka',
          'G. Petrov',
          'H. Silva',
        ],
      },
      {
        name: 'Clay Masters',
        country: 'World',
        teams: ['I. Romano', 'J. Becker', 'K. Dubois', 'L. Haddad', 'M. Kowalski', 'N. Ferreira'],
      },
    ],
  },
  {
    slug: 'basketball',
    name: 'Basketball',
    hasDraw: false,
    matchMinutes: 48,
    pointsPerSide: 104,
    totalLineTenths: 2085,
    pointLines: { totals: [1985, 2185], handicaps: [-55, 55] },
    tournaments: [
      {
        name: 'Continental League',
        country: 'Europe',
        teams: cities('Lions', ['Aurora', 'Belmont', 'Cedar', 'Delta', 'Everton', 'Falcon Bay']),
      },
    ],
  },
  {
    slug: 'table-tennis',
    name: 'Table Tennis',
    hasDraw: false,
    matchMinutes: 40,
    pointsPerSide: 1.8,
    totalLineTenths: null,
    tournaments: [
      {
        name: 'Pro Series',
        country: 'World',
        teams: ['P. Zhang', 'Q. Lindgren', 'R. Ito', 'S. Boll', 'T. Kim', 'U. Santos'],
      },
    ],
  },
  {
    slug: 'volleyball',
    name: 'Volleyball',
    hasDraw: false,
    matchMinutes: 90,
    pointsPerSide: 1.9,
    totalLineTenths: null,
    tournaments: [
      {
        name: 'Nations League',
        country: 'World',
        teams: ['Adria', 'Baltica', 'Caledonia', 'Dalmatia', 'Estoria', 'Frisia'],
      },
    ],
  },
  {
    slug: 'handball',
    name: 'Handball',
    hasDraw: true,
    matchMinutes: 60,
    pointsPerSide: 28,
    totalLineTenths: 555,
    pointLines: { totals: [515, 595], handicaps: [-35, 35] },
    tournaments: [
      {
        name: 'Bundesliga Cup',
        country: 'Germany',
        teams: cities('HC', ['Aachen', 'Bremen', 'Celle', 'Dresden', 'Erfurt', 'Fulda']),
      },
    ],
  },
  {
    slug: 'ice-hockey',
    name: 'Ice Hockey',
    hasDraw: true,
    matchMinutes: 60,
    pointsPerSide: 2.8,
    totalLineTenths: 55,
    tournaments: [
      {
        name: 'Northern League',
        country: 'Sweden',
        teams: cities('IK', ['Arvika', 'Boden', 'Falun', 'Gävle', 'Kiruna', 'Luleå']),
      },
    ],
  },
  {
    slug: 'esports',
    name: 'Esports',
    hasDraw: false,
    matchMinutes: 45,
    pointsPerSide: 1.5,
    totalLineTenths: null,
    tournaments: [
      {
        name: 'Arena Championship',
        country: 'World',
        teams: ['Team Nova', 'Crimson Five', 'Polar Wolves', 'Iron Owls', 'Neon Tigers', 'Quantum Rift'],
      },
    ],
  },
];

export const sportBySlug = (slug: string) => SPORTS.find((sport) => sport.slug === slug);
