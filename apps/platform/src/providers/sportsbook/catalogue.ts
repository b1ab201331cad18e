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
  /** Played in this many periods (basketball's four quarters), each with its own winner and totals markets. */
  periods?: number;
  /**
   * Tournaments are knockout draws (tennis): the first round pairs the draw's players, each later
   * round the winners of the round before, and a new edition starts once the final is played.
   */
  knockout?: boolean;
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
    knockout: true,
    tournaments: [
      {
        name: 'Harbour Open',
        country: 'World',
        featured: true,
        // A 16-player draw, in its seeded order (1 plays 16, 8 plays 9, ...: see tennisDraw).
        teams: [
          'A. Novak',
          'B. Moreau',
          'C. Lindqvist',
          'D. Okafor',
          'E. Castillo',
          'F. Tanaka',
          'G. Petrov',
          'H. Silva',
          'I. Brennan',
          'J. Varga',
          'K. Mensah',
          'L. Ortega',
          'M. Jansen',
          'N. Rossi',
          'O. Keller',
          'P. Duval',
        ],
      },
      {
        name: 'Clay Masters',
        country: 'World',
        teams: [
          'I. Romano',
          'J. Becker',
          'K. Dubois',
          'L. Haddad',
          'M. Kowalski',
          'N. Ferreira',
          'O. Nilsen',
          'P. Marino',
          'R. Alves',
          'S. Horvat',
          'T. Vidal',
          'U. Laine',
          'V. Kaya',
          'W. Sato',
          'Y. Costa',
          'Z. Weber',
        ],
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
    periods: 4,
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

/** A player of a squad: forwards score twice as often as midfielders (SCORING_WEIGHT). */
export interface SquadPlayer {
  name: string;
  role: 'forward' | 'midfielder';
}

/** How many goals of a side each role scores, relative to one another (a forward twice a midfielder). */
export const SCORING_WEIGHT: Record<SquadPlayer['role'], number> = { forward: 2, midfielder: 1 };
/** Forwards and midfielders of each squad (the players the first-goalscorer market offers). */
export const SQUAD_FORWARDS = 3;
export const SQUAD_MIDFIELDERS = 3;

const INITIALS = 'ABCDEFGHJKLMNOPRSTVW';
const SURNAMES: Record<string, string[]> = {
  England: [
    'Walker',
    'Hughes',
    'Bennett',
    'Carter',
    'Foster',
    'Griffin',
    'Harper',
    'Lawson',
    'Mason',
    'Nolan',
    'Palmer',
    'Reid',
    'Shaw',
    'Turner',
    'Webb',
    'Barnes',
    'Cole',
    'Dixon',
    'Fletcher',
    'Hayes',
  ],
  Spain: [
    'García',
    'Navarro',
    'Ortiz',
    'Romero',
    'Serrano',
    'Molina',
    'Delgado',
    'Castro',
    'Morales',
    'Iglesias',
    'Vega',
    'Herrera',
    'Ramos',
    'Medina',
    'Cruz',
    'Prieto',
    'Rubio',
    'Santos',
    'Gil',
    'Marín',
  ],
};

/** A number from a text (FNV-1a), to seed a tournament's squads. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

/**
 * The squad of a team of a goal sport: SQUAD_FORWARDS forwards, then SQUAD_MIDFIELDERS midfielders,
 * with names drawn from the tournament's country (an initial and a surname). The same on every
 * machine (seeded by the tournament's name), and no name is in two squads of a tournament. Empty
 * for a team that is not in a goal sport's tournament.
 */
export function squadOf(team: string): SquadPlayer[] {
  for (const sport of SPORTS) {
    if (!sport.goalMarkets) continue;
    for (const tournament of sport.tournaments) {
      const index = tournament.teams.indexOf(team);
      if (index < 0) continue;
      const surnames = SURNAMES[tournament.country] ?? SURNAMES.England ?? [];
      const names = [...INITIALS].flatMap((initial) => surnames.map((surname) => `${initial}. ${surname}`));
      // A seeded shuffle (Fisher-Yates with a linear congruential generator) of every name.
      let state = hash(tournament.name);
      for (let i = names.length - 1; i > 0; i -= 1) {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        const j = state % (i + 1);
        [names[i], names[j]] = [names[j] as string, names[i] as string];
      }
      const size = SQUAD_FORWARDS + SQUAD_MIDFIELDERS;
      return names.slice(index * size, (index + 1) * size).map((name, position) => ({
        name,
        role: position < SQUAD_FORWARDS ? 'forward' : 'midfielder',
      }));
    }
  }
  return [];
}
