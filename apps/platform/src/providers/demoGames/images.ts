import { nameHash } from '../../db/seed/games';
import type { EngineName } from './engines';

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

function emblem(engine: EngineName, accent: string): string {
  switch (engine) {
    case 'slot':
      return `<g transform="translate(60 70)">
  <rect width="180" height="100" rx="14" fill="#0b0b14" fill-opacity="0.55" stroke="${accent}" stroke-width="4"/>
  ${[0, 1, 2]
    .map(
      (i) =>
        `<rect x="${12 + i * 56}" y="12" width="44" height="76" rx="8" fill="#fff" fill-opacity="0.92"/><text x="${34 + i * 56}" y="64" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="800" fill="#b3122e">7</text>`,
    )
    .join('')}
</g>`;
    case 'roulette':
      return `<g transform="translate(150 125)">
  <circle r="70" fill="#0b0b14" fill-opacity="0.55" stroke="${accent}" stroke-width="6"/>
  ${Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x = (Math.cos(a) * 56).toFixed(1);
    const y = (Math.sin(a) * 56).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="9" fill="${i % 2 ? '#c8102e' : '#111'}" stroke="#fff" stroke-width="1.5"/>`;
  }).join('')}
  <circle r="26" fill="${accent}"/><circle r="8" fill="#fff"/>
</g>`;
    case 'dice':
      return `<g transform="translate(95 70) rotate(-8 55 55)">
  <rect width="110" height="110" rx="20" fill="#fff" fill-opacity="0.95" stroke="${accent}" stroke-width="5"/>
  ${[
    [28, 28],
    [82, 28],
    [55, 55],
    [28, 82],
    [82, 82],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#1a1a2e"/>`)
    .join('')}
</g>`;
  }
}

/**
 * The tile art of a game, 400 x 300 (the lobby tile's 4:3): colours and pattern from a hash of the name (the same
 * picture every time), the type's emblem, the name as text, the provider, and a Live badge.
 * `position` 1 and 2 give two variants (stripes and rings).
 */
export function gameImageSvg(game: {
  name: string;
  provider: string;
  engine: EngineName;
  isLive: boolean;
  position: number;
}): string {
  const h = nameHash(game.name);
  const hue = h % 360;
  const hue2 = (hue + 30 + ((h >>> 9) % 90)) % 360;
  const from = `hsl(${hue} 62% 30%)`;
  const to = `hsl(${hue2} 70% 16%)`;
  const accent = `hsl(${(hue + 180) % 360} 85% 62%)`;
  const pattern =
    game.position === 1
      ? Array.from(
          { length: 14 },
          (_, i) =>
            `<rect x="${i * 48 - 150}" y="-150" width="18" height="600" transform="rotate(30 200 150)" fill="#fff" fill-opacity="0.06"/>`,
        ).join('')
      : Array.from(
          { length: 7 },
          (_, i) =>
            `<circle cx="200" cy="90" r="${80 + i * 34}" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="10"/>`,
        ).join('');
  const lines = wrapWords(game.name, 22);
  const lineHeight = 32;
  const firstY = 214 - ((lines.length - 1) * lineHeight) / 2;
  const title = lines
    .map(
      (line, i) =>
        `<text x="200" y="${firstY + i * lineHeight}" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const live = game.isLive
    ? `<g transform="translate(14 14)"><rect width="66" height="28" rx="14" fill="#c8102e"/><circle cx="16" cy="14" r="5" fill="#fff"/><text x="43" y="19" text-anchor="middle" font-family="${FONT}" font-size="14" font-weight="800" fill="#fff">LIVE</text></g>`
    : '';
  const label = `${game.name} by ${game.provider}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(label)}">
<title>${escapeXml(label)}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#bg)"/>
${pattern}
<g transform="translate(50 -35)">${emblem(game.engine, accent)}</g>
<rect x="0" y="150" width="400" height="150" fill="#000" fill-opacity="0.45"/>
${title}
<text x="200" y="284" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="600" fill="#fff" fill-opacity="0.9">${escapeXml(game.provider)}</text>
${live}
</svg>`;
}
