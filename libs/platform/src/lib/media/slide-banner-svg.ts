import { motifFor } from './category-motifs';
import { paletteFor } from './palette';
import { escapeXml, wrapWords } from './svg-text';

export interface SlideBannerInput {
  title: string;
  subtitle: string;
  /** The site's logo colours. */
  colors: readonly [string, string];
  /** The game category the slide leads to, for its picture. */
  category: string;
  seed: string;
}

/** A 1200×400 promotion banner: the site's colours, a category picture on the right, title and subtitle. */
export function slideBannerSvg(slide: SlideBannerInput): string {
  const p = paletteFor(slide.seed);
  const [from, to] = slide.colors.map(escapeXml);
  const title = wrapWords(slide.title, 26, 2);
  const subtitle = wrapWords(slide.subtitle, 52, 2);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="glow" cx=".78" cy=".5" r=".45"><stop offset="0" stop-color="${p.glow}" stop-opacity=".6"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient></defs>`,
    '<rect width="1200" height="400" fill="url(#bg)"/>',
    '<rect width="1200" height="400" fill="url(#glow)"/>',
    ...[0, 1, 2, 3, 4, 5, 6, 7].map(
      (i) =>
        `<circle cx="${(i * 149 + 40) % 1200}" cy="${(i * 83 + 30) % 400}" r="${3 + (i % 4)}" fill="#fff" fill-opacity=".45"/>`,
    ),
    `<g transform="translate(820 40) scale(1.1)">${motifFor(slide.category, p)}</g>`,
    ...title.map(
      (line, i) =>
        `<text x="70" y="${150 + i * 62}" font-family="Arial Black, Arial, sans-serif" font-size="54" font-weight="900" fill="#fff">${escapeXml(line)}</text>`,
    ),
    ...subtitle.map(
      (line, i) =>
        `<text x="72" y="${170 + title.length * 62 + i * 34}" font-family="Arial, sans-serif" font-size="26" fill="#fff" fill-opacity=".9">${escapeXml(line)}</text>`,
    ),
    '</svg>',
  ].join('');
}
