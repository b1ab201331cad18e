import { nameHash } from '../../db/seed/games';
import type { EngineName } from './engines';
import { motifSvg } from './motifs';
import { artworkFor, type Backdrop } from './themes';

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for XML and HTML (element text and quoted attributes). */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);

/** Splits a name into lines of at most `width` characters, breaking between words. */
export function wrapWords(text: string, width: number, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const piece = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (!line) line = piece;
    else if (line.length + 1 + piece.length <= width) line += ` ${piece}`;
    else {
      lines.push(line);
      line = piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** A small pseudo-random sequence from a seed (for scattered stars): the same seed, the same sky. */
function* sequence(seed: number): Generator<number, never> {
  let state = seed || 1;
  for (;;) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    yield state / 0x100000000;
  }
}

/** The texture over the background, in white at a low opacity. */
function backdropSvg(backdrop: Backdrop, seed: number): string {
  const tile = (size: string, shape: string) =>
    `<pattern id="p" width="${size.split(' ')[0]}" height="${size.split(' ')[1]}" patternUnits="userSpaceOnUse">${shape}</pattern>`;
  const fill = (defs: string) => `<defs>${defs}</defs><rect width="400" height="300" fill="url(#p)" opacity=".09"/>`;
  switch (backdrop) {
    case 'rays':
      return `<path transform="translate(200 96)" fill="#fff" fill-opacity=".07" d="${Array.from(
        { length: 16 },
        (_, i) => {
          const a = (i * Math.PI) / 8;
          const b = a + Math.PI / 16;
          const point = (angle: number) =>
            `${(Math.cos(angle) * 320).toFixed(0)} ${(Math.sin(angle) * 320).toFixed(0)}`;
          return `M0 0L${point(a)}L${point(b)}Z`;
        },
      ).join('')}"/>`;
    case 'dots':
      return fill(tile('22 22', '<circle cx="11" cy="11" r="3" fill="#fff"/>'));
    case 'waves':
      return fill(tile('48 20', '<path d="M0 10q12-10 24 0t24 0" fill="none" stroke="#fff" stroke-width="3"/>'));
    case 'scales':
      return fill(
        tile(
          '28 16',
          '<path d="M0 16a14 14 0 0 1 28 0M-14 8a14 14 0 0 1 28 0M14 8a14 14 0 0 1 28 0" fill="none" stroke="#fff" stroke-width="2.5"/>',
        ),
      );
    case 'argyle':
      return fill(tile('36 36', '<path d="M18 2L34 18 18 34 2 18Z" fill="none" stroke="#fff" stroke-width="2"/>'));
    case 'stars': {
      const random = sequence(seed);
      const next = () => random.next().value;
      return `<g fill="#fff">${Array.from(
        { length: 18 },
        () =>
          `<circle cx="${(next() * 400).toFixed(0)}" cy="${(next() * 190).toFixed(0)}" r="${(0.8 + next() * 1.8).toFixed(1)}" fill-opacity="${(0.3 + next() * 0.5).toFixed(2)}"/>`,
      ).join('')}</g>`;
    }
  }
}

/**
 * The tile art of a game, 400 x 300 (the lobby tile's 4:3), drawn from its name: the emblem of its
 * theme (or its roulette wheel, dice or cards, with the theme as a badge), the theme's colours and
 * texture turned a little by a hash of the name, the name as a title, the provider, and a Live
 * badge. Deterministic (the same picture every time) and a few kilobytes. `position` 1 and 2 give
 * two variants (1 lit from the left, 2 from the right with rays behind the emblem).
 */
export function gameImageSvg(game: {
  name: string;
  provider: string;
  engine: EngineName;
  isLive: boolean;
  position: number;
}): string {
  const art = artworkFor(game.name, game.engine);
  const { hue: baseHue, saturation } = art.palette;
  const hue = (baseHue + art.hueShift + 360) % 360;
  const accent = `hsl(${art.accentHue} 72% 58%)`;
  const light = game.position === 1 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="1" y1="0" x2="0" y2="1"';
  const backdrop = game.position === 1 && art.backdrop === 'rays' ? 'dots' : art.backdrop;
  const rays = game.position === 2 && backdrop !== 'rays' ? backdropSvg('rays', 0) : '';
  // A game object (wheel, dice, cards) stands left of its theme's emblem; otherwise the emblem is alone.
  const emblem = art.badge
    ? `<g transform="translate(162 96) scale(1.3)">${motifSvg(art.motif, accent)}</g><g transform="translate(268 112)"><circle r="44" fill="#000" fill-opacity=".3" stroke="${accent}" stroke-width="3"/><g transform="scale(.68)">${motifSvg(art.badge, accent)}</g></g>`
    : `<g transform="translate(200 96) scale(1.4)">${motifSvg(art.motif, accent)}</g>`;
  const lines = wrapWords(game.name, 22);
  const lineHeight = 32;
  const firstY = 220 - ((lines.length - 1) * lineHeight) / 2;
  const title = lines
    .map(
      (line, i) =>
        `<text x="200" y="${firstY + i * lineHeight}" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="800" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="3" paint-order="stroke">${escapeXml(line)}</text>`,
    )
    .join('');
  const live = game.isLive
    ? `<g transform="translate(14 14)"><rect width="66" height="28" rx="14" fill="#c8102e"/><circle cx="16" cy="14" r="5" fill="#fff"/><text x="43" y="19" text-anchor="middle" font-family="${FONT}" font-size="14" font-weight="800" fill="#fff">LIVE</text></g>`
    : '';
  const label = `${game.name} by ${game.provider}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(label)}">
<title>${escapeXml(label)}</title>
<defs><linearGradient id="bg" ${light}><stop offset="0" stop-color="hsl(${hue} ${saturation}% 34%)"/><stop offset="1" stop-color="hsl(${(hue + 24) % 360} ${saturation}% 13%)"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity=".45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient><radialGradient id="iris"><stop offset="0" stop-color="#fff3a8"/><stop offset=".6" stop-color="${accent}"/><stop offset="1" stop-color="#5a2a0a"/></radialGradient><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".75"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#bg)"/>
${backdropSvg(backdrop, nameHash(game.name))}${rays}
<circle cx="200" cy="96" r="110" fill="url(#glow)"/>
${emblem}
<rect y="150" width="400" height="150" fill="url(#shade)"/>
${title}
<text x="200" y="284" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="600" fill="#fff" fill-opacity="0.9">${escapeXml(game.provider)}</text>
${live}
</svg>`;
}
