/**
 * Sample data for the stories: images are inline SVG data URIs, so no story touches the network.
 * Not exported from the package.
 */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A colourful SVG image with a title, as a data URI. */
export function sampleImage(title: string, hue: number, width = 400, height = 300): string {
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 75% 48%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360} 70% 22%)"/>`,
    '</linearGradient></defs>',
    '<rect width="100%" height="100%" fill="url(#g)"/>',
    `<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.35}" fill="white" fill-opacity="0.12"/>`,
    `<circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.45}" fill="black" fill-opacity="0.15"/>`,
    `<text x="50%" y="54%" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(height / 8)}" font-weight="800" fill="white">`,
    escapeXml(title),
    '</text></svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A colourful background for a sample banner (a CSS gradient). */
export function sampleBackground(hue: number): string {
  return `linear-gradient(120deg, hsl(${hue} 70% 30%), hsl(${hue + 40} 70% 18%))`;
}

export const sampleProviders = ['Pragmatic Play', 'Evolution', 'NetEnt', "Play'n GO", 'Hacksaw Gaming', 'Nolimit City'];

const first = ['Book of', 'Gates of', 'Sweet', 'Lightning', 'Mega', 'Golden', 'Wild', 'Big Bass', 'Fire', 'Crazy'];
const second = ['Dead', 'Olympus', 'Bonanza', 'Roulette', 'Moolah', 'Dragon', 'West', 'Splash', 'Joker', 'Time'];

/** A game as the lobby's tiles need it. */
export interface SampleGame {
  id: number;
  name: string;
  provider: string;
  hue: number;
  live: boolean;
  favourite: boolean;
}

/** `count` games with varied names, providers and flags; deterministic, so stories do not change between runs. */
export function sampleGames(count: number): SampleGame[] {
  return Array.from({ length: count }, (_, index) => {
    // Every pair of words once per 100 games, mixed so neighbours differ.
    const pair = (index % first.length) * 7 + Math.floor(index / first.length);
    const name = `${first[index % first.length]} ${second[pair % second.length]}`;
    const round = Math.floor(index / (first.length * second.length));
    return {
      id: index + 1,
      name: round > 0 ? `${name} ${round + 1}` : name,
      provider: sampleProviders[index % sampleProviders.length] as string,
      hue: (index * 37) % 360,
      live: index % 7 === 3,
      favourite: index % 5 === 1,
    };
  });
}
