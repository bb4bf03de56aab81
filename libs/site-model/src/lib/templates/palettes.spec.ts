import { palettesByFamily, type Palette } from './palettes';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const palettes: [string, Palette][] = Object.entries(palettesByFamily).flatMap(([family, byColor]) =>
  Object.entries(byColor).map(([color, palette]): [string, Palette] => [`${family} ${color}`, palette]),
);

describe.each(palettes)('%s palette', (_name, p) => {
  it('keeps text, muted text, buttons and primary-coloured headings readable (WCAG AA 4.5:1)', () => {
    expect(contrast(p['--wl-text'], p['--wl-bg'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p['--wl-text'], p['--wl-surface'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p['--wl-muted'], p['--wl-surface'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p['--wl-on-primary'], p['--wl-primary'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p['--wl-primary'], p['--wl-bg'])).toBeGreaterThanOrEqual(4.5);
  });
});
