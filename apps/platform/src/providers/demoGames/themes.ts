import { nameHash } from '../../db/seed/games';
import type { EngineName } from './engines';
import type { Motif } from './motifs';

/** The texture behind a tile's emblem. */
export type Backdrop = 'rays' | 'dots' | 'waves' | 'scales' | 'stars' | 'argyle';

export interface Theme {
  name: string;
  /** The theme's emblem. */
  motif: Motif;
  /** Background hue and saturation (the background is always dark, so the white title reads). */
  hue: number;
  saturation: number;
  /** Hue of the emblem's tinted parts (a gem, a paw, the wheel's cone). */
  accentHue: number;
  backdrop: Backdrop;
  /** Nouns of game names: they choose the emblem ('Dragon', 'Pharaoh'). */
  nouns: readonly string[];
  /** Adjectives and other words: they colour the tile ('Frozen', 'Golden') and choose the emblem only without a noun. */
  words: readonly string[];
}

const theme = (
  name: string,
  motif: Motif,
  [hue, saturation, accentHue]: [number, number, number],
  backdrop: Backdrop,
  nouns: readonly string[],
  words: readonly string[] = [],
): Theme => ({ name, motif, hue, saturation, accentHue, backdrop, nouns, words });

/** The themes a game name can have, drawn from the words of the demo catalogue and of common casino games. */
export const THEMES: readonly Theme[] = [
  theme('dragons', 'dragon', [356, 55, 40], 'scales', ['dragon', 'dragons', 'wyvern'], ['scales']),
  theme(
    'pharaohs',
    'pyramid',
    [218, 45, 42],
    'rays',
    ['pharaoh', 'pharaohs', 'cleopatra', 'temple', 'pyramid', 'sphinx', 'egypt'],
    ['ancient', 'nile'],
  ),
  theme(
    'fruit',
    'cherries',
    [172, 40, 48],
    'dots',
    ['fruit', 'fruits', 'cherry', 'cherries', 'lemon', 'melon'],
    ['juicy', 'fresh'],
  ),
  theme(
    'pirates',
    'chest',
    [198, 50, 42],
    'waves',
    ['pirate', 'pirates', 'treasure', 'chest', 'buccaneer'],
    ['treasures', 'booty'],
  ),
  theme(
    'warriors',
    'shield',
    [212, 28, 0],
    'argyle',
    ['viking', 'vikings', 'knight', 'knights', 'samurai', 'warrior', 'gladiator', 'spartan'],
    ['legends', 'quest'],
  ),
  theme(
    'ocean',
    'shell',
    [190, 55, 14],
    'waves',
    ['mermaid', 'ocean', 'pearl', 'pearls', 'shell', 'sea'],
    ['sunken', 'aqua', 'deep'],
  ),
  theme(
    'magic',
    'lamp',
    [275, 45, 48],
    'stars',
    ['genie', 'unicorn', 'wizard', 'magic', 'lamp'],
    ['mystic', 'lost', 'enchanted'],
  ),
  theme('luck', 'clover', [132, 42, 48], 'dots', ['leprechaun', 'clover', 'shamrock', 'rainbow'], ['lucky', 'irish']),
  theme(
    'wildlife',
    'paw',
    [96, 38, 32],
    'argyle',
    ['tiger', 'wolf', 'buffalo', 'panda', 'safari', 'lion', 'bear', 'jaguar'],
    ['wild', 'jungle', 'savage'],
  ),
  theme(
    'fire',
    'flame',
    [14, 62, 45],
    'rays',
    ['phoenix', 'volcano', 'inferno', 'flame', 'flames', 'fire'],
    ['blazing', 'hot', 'magma', 'burning'],
  ),
  theme(
    'gems',
    'gem',
    [262, 45, 190],
    'argyle',
    ['gem', 'gems', 'jewel', 'jewels', 'diamond', 'diamonds'],
    ['crystal', 'emerald', 'ruby', 'jade', 'sapphire', 'diamond'],
  ),
  theme(
    'space',
    'planet',
    [245, 50, 25],
    'stars',
    ['planet', 'galaxy', 'rocket', 'space', 'star', 'stars'],
    ['cosmic', 'quantum', 'solar', 'astro'],
  ),
  theme(
    'ice',
    'snowflake',
    [200, 50, 195],
    'dots',
    ['snow', 'ice', 'yeti', 'winter'],
    ['frozen', 'arctic', 'icy', 'silver'],
  ),
  theme(
    'night',
    'moon',
    [232, 42, 50],
    'stars',
    ['moon', 'vampire', 'night', 'werewolf'],
    ['midnight', 'shadow', 'dark', 'velvet'],
  ),
  theme('storm', 'bolt', [228, 45, 50], 'rays', ['thunder', 'lightning', 'storm', 'zeus'], ['turbo', 'speed', 'rush']),
  theme(
    'royals',
    'crown',
    [335, 45, 195],
    'argyle',
    ['king', 'queen', 'crown', 'emperor', 'empress'],
    ['royal', 'imperial', 'vip', 'grand'],
  ),
  theme(
    'gold',
    'coins',
    [38, 55, 45],
    'rays',
    ['coins', 'cash', 'money', 'jackpot'],
    ['golden', 'gold', 'fortune', 'riches', 'bonanza', 'rich'],
  ),
  theme(
    'classic',
    'seven',
    [318, 45, 190],
    'dots',
    ['seven', 'sevens', '7', 'bar'],
    ['neon', 'pixel', 'retro', 'classic', 'vegas'],
  ),
];

/** Game objects: a table or instant game shows its wheel, dice or cards, with the theme as a badge. */
const OBJECTS: readonly Theme[] = [
  theme('roulette', 'wheel', [150, 40, 35], 'argyle', ['roulette', 'wheel']),
  theme('dice', 'dice', [200, 45, 40], 'dots', ['dice', 'craps', 'sic']),
  theme('cards', 'cards', [150, 42, 45], 'argyle', ['poker', 'blackjack', 'baccarat', 'cards', 'card']),
];
const ENGINE_OBJECT: Record<EngineName, Theme | undefined> = {
  slot: undefined,
  roulette: OBJECTS[0],
  dice: OBJECTS[1],
};

/** Hues of gem words, for the gem's own colour. */
const GEM_HUES: Record<string, number> = { ruby: 350, emerald: 145, jade: 160, sapphire: 220, crystal: 190 };

export interface Artwork {
  /** The big emblem in the middle. */
  motif: Motif;
  /** The second emblem beside a game object: the theme of the name. */
  badge?: Motif;
  /** The colours. */
  palette: Theme;
  /** The texture (an adjective's: 'Frozen' gives snow dots to a dragon). */
  backdrop: Backdrop;
  /** The accent's hue (the palette's, or a gem word's). */
  accentHue: number;
  /** A small turn of the palette's hue, from the name: two games of one theme are not identical. */
  hueShift: number;
}

const byWord = (themes: readonly Theme[], kind: 'nouns' | 'words') => {
  const map = new Map<string, Theme>();
  for (const entry of themes) for (const word of entry[kind]) if (!map.has(word)) map.set(word, entry);
  return map;
};
const NOUNS = byWord(THEMES, 'nouns');
const WORDS = byWord(THEMES, 'words');
const OBJECT_WORDS = byWord(OBJECTS, 'nouns');

/** The first word of `words` that `map` knows, in the name's order. */
const first = (words: readonly string[], map: Map<string, Theme>) => {
  for (const word of words) {
    const found = map.get(word);
    if (found) return found;
  }
  return undefined;
};

/**
 * The artwork of a game from the words of its name: its noun picks the emblem and the colours (a
 * dragon's eye on red for 'Golden Dragon Fortune'), its first other theme word the texture; a
 * roulette, dice or card game shows its object beside the emblem of the name's theme, in that
 * theme's colours. A name without theme words gets a theme from its hash. Deterministic: the same
 * name gives the same artwork.
 */
export function artworkFor(name: string, engine: EngineName): Artwork {
  const hash = nameHash(name);
  const words = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const noun = first(words, NOUNS);
  const word = first(words, WORDS);
  const object = first(words, OBJECT_WORDS) ?? ENGINE_OBJECT[engine];
  const named = object ? (word ?? noun) : (noun ?? word);
  const palette = named ?? (THEMES[hash % THEMES.length] as Theme);
  const gemHue = words.map((w) => GEM_HUES[w]).find((hue) => hue !== undefined);
  return {
    motif: object?.motif ?? palette.motif,
    ...(object && named ? { badge: named.motif } : {}),
    palette,
    backdrop: (word ?? palette).backdrop,
    accentHue: gemHue ?? palette.accentHue,
    hueShift: ((hash >>> 11) % 25) - 12,
  };
}
