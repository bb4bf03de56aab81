import type { ArtPalette } from './palette';

/**
 * One drawing per game category, in a 300×300 tile, centred on (150, 120). Colours come from the game's
 * palette so two games of a category still look different.
 */
type Motif = (p: ArtPalette) => string;

const W = '#ffffff';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const a = ((degrees - 90) * Math.PI) / 180;
  return [Math.round((cx + r * Math.cos(a)) * 10) / 10, Math.round((cy + r * Math.sin(a)) * 10) / 10];
}

const slots: Motif = (p) =>
  [
    `<rect x="62" y="62" width="176" height="116" rx="18" fill="#000" fill-opacity=".35" stroke="${p.glow}" stroke-width="5"/>`,
    ...range(3).map(
      (i) =>
        `<rect x="${74 + i * 54}" y="74" width="44" height="92" rx="8" fill="${W}"/>` +
        `<text x="${96 + i * 54}" y="136" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-size="44" font-weight="900" fill="${p.from}">7</text>`,
    ),
    `<circle cx="150" cy="52" r="10" fill="${p.accent}"/><rect x="238" y="92" width="10" height="58" rx="5" fill="${p.glow}"/>`,
    `<circle cx="243" cy="86" r="11" fill="${p.accent}"/>`,
  ].join('');

const livecasino: Motif = (p) => {
  const segments = range(16).map((i) => {
    const [x1, y1] = polar(150, 120, 70, i * 22.5);
    const [x2, y2] = polar(150, 120, 70, (i + 1) * 22.5);
    const fill = i % 2 === 0 ? '#111' : '#c1121f';
    return `<path d="M150 120 L${x1} ${y1} A70 70 0 0 1 ${x2} ${y2} Z" fill="${i === 0 ? '#0a8f3c' : fill}"/>`;
  });
  return [
    `<circle cx="150" cy="120" r="84" fill="${p.glow}"/>`,
    ...segments,
    `<circle cx="150" cy="120" r="34" fill="${p.to}" stroke="${p.glow}" stroke-width="4"/>`,
    `<circle cx="150" cy="120" r="9" fill="${p.glow}"/>`,
    `<circle cx="${polar(150, 120, 58, 40)[0]}" cy="${polar(150, 120, 58, 40)[1]}" r="7" fill="${W}"/>`,
  ].join('');
};

const hashgame: Motif = (p) => {
  const hexagon = range(6)
    .map((i) => polar(150, 116, 70, i * 60 + 30).join(' '))
    .join(' L');
  return [
    `<path d="M${hexagon} Z" fill="#000" fill-opacity=".3" stroke="${p.glow}" stroke-width="6"/>`,
    `<text x="150" y="142" text-anchor="middle" font-family="Courier New, monospace" font-size="76" font-weight="700" fill="${W}">#</text>`,
    ...range(4).map(
      (i) =>
        `<rect x="${66 + i * 44}" y="196" width="30" height="18" rx="4" fill="${i % 2 ? p.accent : p.glow}"/>` +
        (i < 3 ? `<rect x="${96 + i * 44}" y="203" width="14" height="4" fill="${W}"/>` : ''),
    ),
  ].join('');
};

const sportsbook: Motif = (p) => {
  const pentagon = range(5)
    .map((i) => polar(150, 120, 22, i * 72).join(' '))
    .join(' L');
  const spokes = range(5)
    .map((i) => {
      const [x1, y1] = polar(150, 120, 22, i * 72);
      const [x2, y2] = polar(150, 120, 70, i * 72);
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#111" stroke-width="5"/>`;
    })
    .join('');
  return [
    `<ellipse cx="150" cy="204" rx="74" ry="10" fill="#000" fill-opacity=".3"/>`,
    `<circle cx="150" cy="120" r="72" fill="${W}" stroke="#111" stroke-width="5"/>`,
    spokes,
    `<path d="M${pentagon} Z" fill="#111"/>`,
    `<path d="M36 70 Q60 40 90 44" fill="none" stroke="${p.glow}" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');
};

const fish: Motif = (p) =>
  [
    `<path d="M70 120 Q130 50 200 120 Q130 190 70 120 Z" fill="${p.accent}" stroke="${W}" stroke-width="4"/>`,
    `<path d="M196 120 L246 84 L236 120 L246 156 Z" fill="${p.glow}" stroke="${W}" stroke-width="4"/>`,
    `<circle cx="104" cy="110" r="9" fill="${W}"/><circle cx="102" cy="110" r="4" fill="#111"/>`,
    `<path d="M130 92 Q146 120 130 148" fill="none" stroke="${W}" stroke-opacity=".7" stroke-width="4"/>`,
    `<circle cx="62" cy="70" r="8" fill="none" stroke="${W}" stroke-width="3"/>`,
    `<circle cx="48" cy="46" r="5" fill="none" stroke="${W}" stroke-width="3"/>`,
  ].join('');

function card(x: number, y: number, angle: number, suit: string, colour: string): string {
  return (
    `<g transform="rotate(${angle} ${x + 40} ${y + 56})"><rect x="${x}" y="${y}" width="80" height="112" rx="10" fill="${W}" stroke="#111" stroke-width="3"/>` +
    `<text x="${x + 40}" y="${y + 74}" text-anchor="middle" font-family="Arial, sans-serif" font-size="50" fill="${colour}">${suit}</text>` +
    `<text x="${x + 12}" y="${y + 24}" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="${colour}">A</text></g>`
  );
}

const table: Motif = () =>
  [card(76, 62, -14, '&#9824;', '#111'), card(144, 62, 14, '&#9829;', '#c1121f')].join('');

const sabong: Motif = (p) =>
  [
    `<path d="M190 170 Q250 150 236 78 Q222 120 196 126 Q236 96 214 56 Q204 104 180 118 Z" fill="${p.accent}" stroke="${W}" stroke-width="3"/>`,
    `<ellipse cx="150" cy="140" rx="52" ry="40" fill="${p.glow}" stroke="${W}" stroke-width="3"/>`,
    `<circle cx="110" cy="88" r="24" fill="${p.glow}" stroke="${W}" stroke-width="3"/>`,
    `<circle cx="100" cy="60" r="8" fill="#d62828"/><circle cx="112" cy="56" r="9" fill="#d62828"/><circle cx="124" cy="62" r="8" fill="#d62828"/>`,
    `<path d="M87 86 L66 94 L88 98 Z" fill="#f4a261"/><path d="M100 106 Q104 124 96 128 Q90 118 100 106 Z" fill="#d62828"/>`,
    `<circle cx="104" cy="84" r="4" fill="#111"/>`,
    `<path d="M136 178 L130 206 M164 178 L170 206" stroke="#f4a261" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');

const lottery: Motif = (p) =>
  [
    [98, 132, '7', p.accent],
    [150, 98, '21', '#f9c74f'],
    [202, 132, '36', p.glow],
  ]
    .map(
      ([x, y, n, c]) =>
        `<circle cx="${x}" cy="${y}" r="42" fill="${c}" stroke="${W}" stroke-width="4"/>` +
        `<circle cx="${x}" cy="${y}" r="24" fill="${W}"/>` +
        `<text x="${x}" y="${Number(y) + 9}" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#111">${n}</text>`,
    )
    .join('');

const horseracing: Motif = (p) =>
  [
    `<path d="M92 190 L92 120 A58 58 0 0 1 208 120 L208 190" fill="none" stroke="${p.glow}" stroke-width="30" stroke-linecap="round"/>`,
    `<path d="M92 190 L92 120 A58 58 0 0 1 208 120 L208 190" fill="none" stroke="${W}" stroke-opacity=".5" stroke-width="4" stroke-dasharray="2 16"/>`,
    ...[
      [92, 168],
      [92, 136],
      [112, 84],
      [150, 66],
      [188, 84],
      [208, 136],
      [208, 168],
    ].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${p.to}"/>`),
  ].join('');

const bingo: Motif = (p) =>
  [
    `<rect x="70" y="44" width="160" height="160" rx="14" fill="${W}" stroke="${p.glow}" stroke-width="6"/>`,
    ...range(25).map((i) => {
      const x = 80 + (i % 5) * 30;
      const y = 54 + Math.floor(i / 5) * 30;
      const dabbed = [0, 6, 12, 18, 24, 4, 8, 16].includes(i);
      return (
        `<rect x="${x}" y="${y}" width="26" height="26" rx="4" fill="${p.to}" fill-opacity=".12"/>` +
        (dabbed
          ? `<circle cx="${x + 13}" cy="${y + 13}" r="11" fill="${p.accent}"/>`
          : `<text x="${x + 13}" y="${y + 19}" text-anchor="middle" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#333">${((i * 7) % 75) + 1}</text>`)
      );
    }),
  ].join('');

const arcade: Motif = (p) =>
  [
    `<rect x="64" y="150" width="172" height="56" rx="18" fill="#111" stroke="${p.glow}" stroke-width="5"/>`,
    `<rect x="112" y="84" width="12" height="74" rx="6" fill="#ccc"/>`,
    `<circle cx="118" cy="78" r="26" fill="${p.accent}" stroke="${W}" stroke-width="4"/>`,
    `<circle cx="176" cy="172" r="12" fill="#f9c74f"/><circle cx="208" cy="172" r="12" fill="#4cc9f0"/>`,
    `<circle cx="192" cy="192" r="9" fill="#f72585"/>`,
  ].join('');

const crash: Motif = (p) =>
  [
    ...range(5).map(
      (i) =>
        `<line x1="50" y1="${60 + i * 36}" x2="250" y2="${60 + i * 36}" stroke="${W}" stroke-opacity=".15" stroke-width="2"/>`,
    ),
    `<path d="M50 206 Q150 200 214 74" fill="none" stroke="${p.glow}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M50 206 Q150 200 214 74 L214 206 Z" fill="${p.glow}" fill-opacity=".18"/>`,
    `<g transform="rotate(35 218 66)"><path d="M218 30 Q234 52 230 86 L206 86 Q202 52 218 30 Z" fill="${W}"/>`,
    `<circle cx="218" cy="58" r="7" fill="${p.accent}"/><path d="M206 86 L218 108 L230 86 Z" fill="#f77f00"/></g>`,
    `<text x="66" y="76" font-family="Arial Black, Arial, sans-serif" font-size="30" font-weight="900" fill="${W}">x2.4</text>`,
  ].join('');

const freeplay: Motif = (p) =>
  [
    `<rect x="78" y="100" width="144" height="100" rx="10" fill="${p.accent}" stroke="${W}" stroke-width="4"/>`,
    `<rect x="68" y="80" width="164" height="32" rx="8" fill="${p.glow}" stroke="${W}" stroke-width="4"/>`,
    `<rect x="140" y="80" width="20" height="120" fill="${W}"/>`,
    `<path d="M150 80 Q110 30 100 66 Q104 84 150 80 Q190 30 200 66 Q196 84 150 80 Z" fill="${W}"/>`,
    `<text x="150" y="176" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-size="26" font-weight="900" fill="${p.to}">FREE</text>`,
  ].join('');

const poker: Motif = (p) =>
  [
    card(150, 52, 12, '&#9830;', '#c1121f'),
    ...range(4).map(
      (i) =>
        `<ellipse cx="108" cy="${186 - i * 16}" rx="46" ry="16" fill="${i % 2 ? p.accent : '#c1121f'}" stroke="${W}" stroke-width="4" stroke-dasharray="10 8"/>`,
    ),
    `<ellipse cx="108" cy="138" rx="26" ry="8" fill="${W}" fill-opacity=".6"/>`,
  ].join('');

export const MOTIFS: Readonly<Record<string, Motif>> = {
  slots,
  livecasino,
  hashgame,
  sportsbook,
  fish,
  table,
  sabong,
  lottery,
  horseracing,
  bingo,
  arcade,
  crash,
  freeplay,
  poker,
};

export function motifFor(category: string, palette: ArtPalette): string {
  return (MOTIFS[category] ?? slots)(palette);
}
