import { motifFor } from './category-motifs';
import { paletteFor } from './palette';
import { escapeXml, wrapWords } from './svg-text';

export interface GameArtInput {
  providerCode: string;
  providerName: string;
  gameCode: string;
  gameName: string;
  gameType: string;
}

/**
 * A game's tile artwork: a gradient of its own colours, the motif of its category, its name on a band
 * at the bottom and the provider's badge. Deterministic: the same game always draws the same picture.
 */
export function gameArtSvg(game: GameArtInput): string {
  const p = paletteFor(`${game.providerCode}/${game.gameCode}`);
  const lines = wrapWords(game.gameName, 16, 2);
  const fontSize = lines.length > 1 || (lines[0]?.length ?? 0) > 12 ? 22 : 28;
  const firstY = lines.length > 1 ? 244 : 256;
  const name = lines
    .map(
      (line, i) =>
        `<text x="150" y="${firstY + i * 26}" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-size="${fontSize}" font-weight="900" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="1">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(game.gameName)}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<radialGradient id="glow" cx=".5" cy=".38" r=".5"><stop offset="0" stop-color="${p.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>`,
    '<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".65"/></linearGradient>',
    '</defs>',
    '<rect width="300" height="300" rx="24" fill="url(#bg)"/>',
    '<rect width="300" height="300" rx="24" fill="url(#glow)"/>',
    ...[0, 1, 2, 3, 4, 5].map(
      (i) =>
        `<circle cx="${(i * 53 + 31) % 300}" cy="${(i * 97 + 23) % 210}" r="${2 + (i % 3)}" fill="#fff" fill-opacity=".5"/>`,
    ),
    motifFor(game.gameType, p),
    '<rect y="196" width="300" height="104" rx="0" fill="url(#band)"/>',
    name,
    `<rect x="12" y="12" width="${Math.max(48, game.providerName.length * 8 + 20)}" height="24" rx="12" fill="#000" fill-opacity=".45"/>`,
    `<text x="22" y="29" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#fff">${escapeXml(game.providerName)}</text>`,
    '</svg>',
  ].join('');
}
