import type { SlotOutcome } from '../../engines/browser';
import type { SlotInfo, SlotSymbolInfo } from '../../studio-api';
import { h, prefersReducedMotion, svg } from '../shared/dom';

const ROWS = 3;
/** Symbols that roll past before each reel lands; later reels roll longer, so they stop in turn. */
const ROLL = 14;
const ROLL_PER_REEL = 4;
const LINE_COLOURS = ['#f6c453', '#4ee39a', '#60a5fa', '#f472b6', '#fb923c', '#a78bfa', '#2dd4bf', '#facc15'];

export interface Reels {
  element: HTMLElement;
  /** Rolls every reel and lands on the outcome's grid. */
  spin(outcome: SlotOutcome): Promise<void>;
  /** Marks the winning lines and scatters of the outcome. */
  showWins(outcome: SlotOutcome): void;
  clearWins(): void;
}

/** The 5×3 reels: each reel is a strip of symbols moved with the Web Animations API. */
export function createReels(slot: SlotInfo): Reels {
  const symbols = new Map<string, SlotSymbolInfo>(slot.symbols.map((s) => [s.id, s]));
  const cell = (id: string) => {
    const symbol = symbols.get(id);
    const glyph = symbol?.glyph ?? '?';
    // Card ranks and other short texts are drawn as letters, emoji as pictures.
    const text = /^[A-Z0-9]{1,2}$/.test(glyph);
    return h(
      'div',
      { class: `cell role-${symbol?.role ?? 'low'}${text ? ' text-glyph' : ''}`, attrs: { 'data-id': id } },
      h('span', { class: 'glyph', text: glyph, attrs: { 'aria-hidden': 'true' } }),
      symbol?.role === 'wild' ? h('span', { class: 'tag', text: 'WILD' }) : null,
      symbol?.role === 'scatter' ? h('span', { class: 'tag', text: 'SCATTER' }) : null,
    );
  };
  const windowOf = (reel: number, stop: number) => {
    const strip = slot.reels[reel] ?? [];
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length] as string);
  };

  // Each reel starts at its top (stop 0).
  let shown: string[][] = slot.reels.map((_, reel) => windowOf(reel, 0));
  const strips = shown.map((ids) => h('div', { class: 'strip' }, ...ids.map(cell)));
  const reels = strips.map((strip) => h('div', { class: 'reel' }, strip));
  const overlay = svg('svg', {
    class: 'lines',
    viewBox: `0 0 ${reels.length} ${ROWS}`,
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  const label = h('p', { class: 'visually-hidden', attrs: { 'aria-live': 'polite' } });
  const grid = h('div', { class: 'reels' }, ...reels, overlay);
  const element = h('div', { class: 'slot-machine' }, h('div', { class: 'reels-frame' }, grid), label);

  const describe = (outcome: SlotOutcome) =>
    [0, 1, 2]
      .map(
        (row) =>
          `Row ${row + 1}: ${outcome.grid.map((reel) => symbols.get(reel[row] as string)?.name ?? '').join(', ')}`,
      )
      .join('. ');

  function clearWins(): void {
    overlay.replaceChildren();
    grid.querySelectorAll('.cell.hit').forEach((c) => c.classList.remove('hit'));
    grid.classList.remove('has-wins');
  }

  return {
    element,
    clearWins,
    async spin(outcome) {
      clearWins();
      const still = prefersReducedMotion();
      await Promise.all(
        strips.map(async (strip, reel) => {
          const target = outcome.grid[reel] ?? [];
          const stop = outcome.stops[reel] ?? 0;
          const rolled = Array.from({ length: ROLL + reel * ROLL_PER_REEL }, (_, i) => {
            const ids = slot.reels[reel] ?? [];
            return ids[(stop + ROWS + i) % ids.length] as string;
          });
          // Top to bottom: where it lands, what rolls past, what it shows now. Moving the strip down
          // from the bottom window to the top one rolls the reel downwards, as a real one turns.
          const ids = [...target, ...rolled, ...(shown[reel] ?? [])];
          strip.replaceChildren(...ids.map(cell));
          if (!still) {
            const from = `translateY(${(-100 * (ids.length - ROWS)) / ids.length}%)`;
            const animation = strip.animate([{ transform: from }, { transform: 'translateY(0)' }], {
              duration: 700 + reel * 260,
              easing: 'cubic-bezier(0.25, 0.6, 0.3, 1.06)',
            });
            await animation.finished;
          }
          strip.replaceChildren(...target.map(cell));
          reels[reel]?.classList.add('landed');
          setTimeout(() => reels[reel]?.classList.remove('landed'), 250);
        }),
      );
      shown = outcome.grid.map((reel) => [...reel]);
      label.textContent = describe(outcome);
    },
    showWins(outcome) {
      clearWins();
      const cellAt = (reel: number, row: number) => strips[reel]?.children[row];
      outcome.lineWins.forEach((win, i) => {
        const rows = slot.paylines[win.line] ?? [];
        const colour = LINE_COLOURS[i % LINE_COLOURS.length] as string;
        for (let reel = 0; reel < win.count; reel += 1) cellAt(reel, rows[reel] ?? 0)?.classList.add('hit');
        const points = rows.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ');
        overlay.append(svg('polyline', { points, stroke: colour, class: 'payline' }));
      });
      if (outcome.scatterWinMinor > 0) {
        grid.querySelectorAll('.cell.role-scatter').forEach((c) => c.classList.add('hit'));
      }
      grid.classList.toggle('has-wins', outcome.lineWins.length > 0 || outcome.scatterWinMinor > 0);
    },
  };
}
