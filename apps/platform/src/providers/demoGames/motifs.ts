/**
 * The drawings of the game artwork: one small emblem per theme or game object, each drawn in a
 * 100 x 100 box centred on the origin, with its own colours (the background comes from the palette).
 * Paths are short on purpose: a tile image stays a few kilobytes.
 */

export const MOTIFS = [
  'dragon',
  'pyramid',
  'cherries',
  'chest',
  'shield',
  'shell',
  'lamp',
  'clover',
  'paw',
  'flame',
  'gem',
  'planet',
  'snowflake',
  'moon',
  'bolt',
  'crown',
  'coins',
  'seven',
  'wheel',
  'dice',
  'cards',
] as const;
export type Motif = (typeof MOTIFS)[number];

const heart = (fill: string, transform: string) =>
  `<path transform="${transform}" d="M0 9C-14-2-11-15 0-8C11-15 14-2 0 9Z" fill="${fill}"/>`;
const spade = (fill: string, transform: string) =>
  `<path transform="${transform}" d="M0-11C-14 0-11 13 0 6C11 13 14 0 0-11ZM0 4L-4 12H4Z" fill="${fill}"/>`;
const diamond = (fill: string, transform: string) =>
  `<path transform="${transform}" d="M0-12L9 0 0 12-9 0Z" fill="${fill}"/>`;

/** A playing card, 36 x 50, turned by `angle` about the motif's centre, with a suit in its middle. */
const card = (angle: number, x: number, suit: string) =>
  `<g transform="rotate(${angle}) translate(${x} 0)"><rect x="-18" y="-30" width="36" height="50" rx="5" fill="#fbf7ee" stroke="#2b2b38" stroke-width="1.5"/>${suit}</g>`;

/** One die, 44 x 44, with its pips. */
const die = (transform: string, pips: [number, number][]) =>
  `<g transform="${transform}"><rect x="-22" y="-22" width="44" height="44" rx="9" fill="#fbf7ee" stroke="#2b2b38" stroke-width="1.5"/>${pips
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5" fill="#1f1f2e"/>`)
    .join('')}</g>`;

/** The emblem's SVG markup; `accent` tints the parts that follow the game's palette. */
export function motifSvg(motif: Motif, accent: string): string {
  switch (motif) {
    case 'dragon':
      // A dragon's eye: a golden iris with a slit pupil under a scaled brow.
      return `<path d="M-50 2C-30-34 30-34 50 2C30 38-30 38-50 2Z" fill="#1c120c"/><path d="M-44 2C-26-27 26-27 44 2C26 31-26 31-44 2Z" fill="url(#iris)"/><path d="M0-24C8-8 8 12 0 28C-8 12-8-8 0-24Z" fill="#140a04"/><circle cx="-12" cy="-9" r="5" fill="#fff" fill-opacity=".75"/><path d="M-52-8C-32-46 32-46 52-8" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/><path d="M-34-30l-6-14 14 8M0-38v-14l8 12M34-30l6-14-14 8" fill="${accent}" stroke="${accent}" stroke-width="3" stroke-linejoin="round"/>`;
    case 'pyramid':
      return `<circle cx="24" cy="-24" r="17" fill="#ffd479"/><path d="M-50 40L-10-30 30 40Z" fill="#e6b35a"/><path d="M-10-30L30 40H4Z" fill="#b97a34"/><path d="M8 40L30 2 52 40Z" fill="#d79d48"/><path d="M30 2L52 40H40Z" fill="#a86a2c"/><path d="M-40 22h40M-30 4h28" stroke="#8a5522" stroke-opacity=".5" stroke-width="2"/>`;
    case 'cherries':
      return `<path d="M-20 12C-14-14 0-34 12-44M24 16C22-10 16-30 12-44" fill="none" stroke="#4d7c2a" stroke-width="5" stroke-linecap="round"/><path d="M12-44C22-56 42-52 48-40C34-34 20-36 12-44Z" fill="#5fae3a"/><circle cx="-22" cy="24" r="22" fill="#d7263d"/><circle cx="24" cy="28" r="22" fill="#b5172b"/><circle cx="-30" cy="16" r="6" fill="#fff" fill-opacity=".5"/><circle cx="16" cy="20" r="6" fill="#fff" fill-opacity=".45"/>`;
    case 'chest':
      return `<circle cx="-16" cy="-14" r="11" fill="#ffd166"/><circle cx="6" cy="-20" r="11" fill="#f4b942"/><circle cx="24" cy="-12" r="11" fill="#ffd166"/><path d="M-44-10C-44-40 44-40 44-10Z" fill="#a8652b"/><rect x="-44" y="-10" width="88" height="48" rx="4" fill="#8a4f1f"/><path d="M-44-8H44M-30-32V38M30-32V38" stroke="#f0c04a" stroke-width="5"/><rect x="-8" y="-16" width="16" height="20" rx="3" fill="#f0c04a"/><circle cy="-8" r="3" fill="#3a200b"/>`;
    case 'shield':
      // Crossed swords behind a round-topped shield.
      return `<path d="M-44-44L40 40M44-44L-40 40" stroke="#d9dee8" stroke-width="7" stroke-linecap="round"/><path d="M-40 28L-28 40M40 28L28 40" stroke="#8a5a2b" stroke-width="9" stroke-linecap="round"/><path d="M0-36L30-26V2C30 22 16 34 0 42C-16 34-30 22-30 2V-26Z" fill="${accent}" stroke="#f2e6c8" stroke-width="4"/><path d="M0-24V30M-18-2H18" stroke="#f2e6c8" stroke-width="5" stroke-linecap="round"/>`;
    case 'shell':
      return `<path d="M0 40L-44-6C-38-34-20-44 0-44S38-34 44-6Z" fill="#f6c1b0"/><path d="M0 40L-30-38M0 40L-12-44M0 40L12-44M0 40L30-38M0 40L44-6M0 40L-44-6" stroke="#d98b7a" stroke-width="3"/><path d="M-12 40H12L8 48H-8Z" fill="#e5a08f"/><circle cx="34" cy="30" r="7" fill="#fffdf7"/><circle cx="-38" cy="26" r="4" fill="#fff" fill-opacity=".6"/>`;
    case 'lamp':
      // A genie's lamp with a wisp of smoke.
      return `<path d="M-6-14C-20-30 0-40-8-52M8-18C-2-32 20-38 10-50" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="4" stroke-linecap="round"/><path d="M-46 4C-34 4-28 14-20 14H26C36 14 40 4 50-4C44 10 40 26 22 30H-20C-34 30-40 16-46 4Z" fill="#f0b93a"/><path d="M-18 14C-16-4 16-4 18 14Z" fill="#ffd77a"/><rect x="-14" y="30" width="28" height="8" rx="3" fill="#c98a1e"/><rect x="-24" y="38" width="48" height="7" rx="3" fill="#f0b93a"/><circle cy="-6" r="4" fill="#ffd77a"/>`;
    case 'clover':
      return `<path d="M4 10C14 26 18 38 30 46" fill="none" stroke="#2f7a2f" stroke-width="6" stroke-linecap="round"/>${[
        0, 90, 180, 270,
      ]
        .map(
          (angle) =>
            `<path transform="rotate(${angle + 45})" d="M0 0C-4-10-22-12-20-26C-18-36-4-34 0-26C4-34 18-36 20-26C22-12 4-10 0 0Z" fill="#3fa34d" stroke="#2f7a2f" stroke-width="2"/>`,
        )
        .join('')}`;
    case 'paw':
      return `<g fill="${accent}"><path d="M0 2C-18 2-32 22-28 34C-24 44-10 40 0 40S24 44 28 34C32 22 18 2 0 2Z"/><ellipse cx="-34" cy="-8" rx="10" ry="13" transform="rotate(-20 -34 -8)"/><ellipse cx="-13" cy="-30" rx="10" ry="14"/><ellipse cx="13" cy="-30" rx="10" ry="14"/><ellipse cx="34" cy="-8" rx="10" ry="13" transform="rotate(20 34 -8)"/></g>`;
    case 'flame':
      return `<path d="M0 46C-30 46-40 20-28-4C-22 10-12 10-14-6C-16-24 0-38 6-50C12-28 38-14 32 14C30 36 18 46 0 46Z" fill="#f25c1e"/><path d="M0 46C-16 46-22 30-14 16C-10 24-4 24-4 14C-4 2 4-8 8-16C12-2 24 8 20 26C18 40 10 46 0 46Z" fill="#ffb627"/><path d="M0 46C-7 46-10 38-6 30C-3 34 0 32 2 26C6 32 9 38 6 42C5 45 3 46 0 46Z" fill="#fff1b8"/>`;
    case 'gem':
      return `<path d="M-44-12L-24-38H24L44-12L0 42Z" fill="${accent}"/><path d="M-44-12H44L24-38H-24Z" fill="#fff" fill-opacity=".3"/><path d="M-44-12H44M-24-38L-12-12L0-38L12-12L24-38M-12-12L0 42L12-12" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2" stroke-linejoin="round"/><path d="M-14-30l6 8" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`;
    case 'planet':
      return `<ellipse rx="50" ry="14" transform="rotate(-18)" fill="none" stroke="#f3d9a4" stroke-opacity=".55" stroke-width="6"/><circle r="30" fill="${accent}"/><path d="M-28-10C-10-4 10-4 28-12M-26 14C-8 20 10 20 26 12" stroke="#fff" stroke-opacity=".25" stroke-width="5" fill="none"/><path d="M-48 14C-40 18-20 16 0 10S40-6 48-16" transform="rotate(-3)" fill="none" stroke="#f3d9a4" stroke-width="6" stroke-linecap="round"/><circle cx="-40" cy="-36" r="3" fill="#fff"/><circle cx="38" cy="34" r="2.5" fill="#fff"/><circle cx="42" cy="-40" r="2" fill="#fff"/>`;
    case 'snowflake':
      return `<g stroke="#eaf6ff" stroke-width="5" stroke-linecap="round" fill="none">${[0, 60, 120]
        .map(
          (angle) =>
            `<path transform="rotate(${angle})" d="M0-46V46M-12-36L0-24 12-36M-12 36L0 24 12 36M-8-46L0-38 8-46M-8 46L0 38 8 46"/>`,
        )
        .join('')}</g><circle r="7" fill="#eaf6ff"/>`;
    case 'moon':
      return `<path d="M10-44A44 44 0 1 0 10 44A34 34 0 1 1 10-44Z" fill="#f5e7b8"/><circle cx="-20" cy="-6" r="5" fill="#e2cf95"/><circle cx="-12" cy="20" r="3.5" fill="#e2cf95"/><path d="M32-30l3 7 7 3-7 3-3 7-3-7-7-3 7-3ZM38 14l2 5 5 2-5 2-2 5-2-5-5-2 5-2Z" fill="#fff"/>`;
    case 'bolt':
      return `<path d="M10-48L-28 6H-2L-12 48L28-8H2Z" fill="#ffd43b" stroke="#fff3b0" stroke-width="3" stroke-linejoin="round"/>`;
    case 'crown':
      return `<path d="M-44 26L-48-24L-22 0L0-36L22 0L48-24L44 26Z" fill="#f2c14e" stroke="#fff0b3" stroke-width="3" stroke-linejoin="round"/><rect x="-46" y="26" width="92" height="14" rx="3" fill="#d9a23a"/><circle cy="33" r="5" fill="${accent}"/><circle cx="-26" cy="33" r="4" fill="#e84a5f"/><circle cx="26" cy="33" r="4" fill="#e84a5f"/><circle cx="-48" cy="-24" r="5" fill="#fff0b3"/><circle cy="-36" r="5" fill="#fff0b3"/><circle cx="48" cy="-24" r="5" fill="#fff0b3"/>`;
    case 'coins':
      return `${[0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="-14" cy="${34 - i * 11}" rx="30" ry="10" fill="#e0a526" stroke="#b7801a" stroke-width="2"/>`,
        )
        .join(
          '',
        )}<ellipse cx="-14" cy="-10" rx="30" ry="10" fill="#ffd45e" stroke="#b7801a" stroke-width="2"/><circle cx="24" cy="8" r="24" fill="#f6c343" stroke="#b7801a" stroke-width="3"/><circle cx="24" cy="8" r="16" fill="none" stroke="#b7801a" stroke-width="2"/><path d="M24-2l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1Z" fill="#b7801a"/>`;
    case 'seven':
      return `<path d="M-30-40H32V-28L4 44H-16L12-24H-30Z" fill="#ff4d6d" stroke="#ffd6de" stroke-width="4" stroke-linejoin="round"/><path d="M-44 44H44" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`;
    case 'wheel':
      // A roulette wheel: 36 pockets from one dashed stroke, the cone and the turret.
      return `<circle r="48" fill="#5a3517"/><circle r="40" fill="none" stroke="#1d1d24" stroke-width="14"/><circle r="40" fill="none" stroke="#c8102e" stroke-width="14" stroke-dasharray="3.49 3.49"/><circle r="31" fill="${accent}" fill-opacity=".85"/><circle r="33" fill="none" stroke="#e8c36a" stroke-width="2"/><path d="M-16 0H16M0-16V16" stroke="#e8c36a" stroke-width="5" stroke-linecap="round"/><circle r="6" fill="#e8c36a"/><circle cx="26" cy="-30" r="5" fill="#fff"/>`;
    case 'dice':
      return `${die('translate(-20 8) rotate(-12)', [
        [-10, -10],
        [10, -10],
        [0, 0],
        [-10, 10],
        [10, 10],
      ])}${die('translate(24 -10) rotate(14)', [
        [-10, -10],
        [0, 0],
        [10, 10],
      ])}`;
    case 'cards':
      return `${card(-18, -8, spade('#1f1f2e', 'translate(0 -5)'))}${card(0, 0, heart('#c8102e', 'translate(0 -6)'))}${card(18, 8, diamond('#c8102e', 'translate(0 -5)'))}`;
  }
}
