import type { SlotInfo } from '../../studio-api';
import { h } from '../shared/dom';

/** The paytable at the current stake: each symbol's pays in money, the scatter's, and the paylines. */
export function fillPaytable(
  body: HTMLElement,
  slot: SlotInfo,
  stakeMinor: number,
  money: (minor: number) => string,
  rtp: number,
): void {
  const lineBet = stakeMinor / slot.paylines.length;
  const rows = slot.symbols.map((symbol) => {
    const pays = slot.pays[symbol.id];
    // The scatter pays by count anywhere, in total stakes; the others by count on a line, in line bets.
    const entries =
      symbol.role === 'scatter'
        ? Object.entries(slot.scatterPays)
            .filter(([, pay]) => pay > 0)
            .map(([count, pay]) => [Number(count), pay * stakeMinor] as const)
        : (pays ?? []).map((pay, i) => [i + 3, pay * lineBet] as const);
    const what = h(
      'span',
      { class: 'pays' },
      ...entries.map(([count, minor]) =>
        h('span', { class: 'pay' }, h('b', { text: `${count}×` }), ` ${money(minor)}`),
      ),
    );
    const name =
      symbol.role === 'wild'
        ? `${symbol.name} (wild)`
        : symbol.role === 'scatter'
          ? `${symbol.name} (scatter, pays anywhere)`
          : symbol.name;
    return h(
      'li',
      { class: `pay-row role-${symbol.role}` },
      h('span', { class: 'pay-glyph', text: symbol.glyph, attrs: { 'aria-hidden': 'true' } }),
      h('span', { class: 'pay-name', text: name }),
      what,
    );
  });
  const wild = slot.symbols.find((s) => s.role === 'wild');
  const lines = slot.paylines.map((rowsOfLine, i) =>
    h(
      'li',
      {
        class: 'line-map',
        attrs: { 'aria-label': `Line ${i + 1}: rows ${rowsOfLine.map((r) => r + 1).join(', ')}` },
      },
      h('span', { class: 'line-number', text: String(i + 1) }),
      h(
        'span',
        { class: 'line-grid', attrs: { 'aria-hidden': 'true' } },
        ...[0, 1, 2].flatMap((row) => rowsOfLine.map((r) => h('i', { class: r === row ? 'on' : '' }))),
      ),
    ),
  );
  body.append(
    h('p', {
      text: `Stake ${money(stakeMinor)} over ${slot.paylines.length} lines (${money(lineBet)} a line). Wins pay left to right on adjacent reels; the best win of each line is paid, and line wins add up.`,
    }),
    wild ? h('p', { text: `${wild.glyph} ${wild.name} stands in for every symbol but the scatter.` }) : '',
    h('h3', { text: 'Symbols' }),
    h('ul', { class: 'paytable' }, ...rows),
    h('h3', { text: 'Paylines' }),
    h('ol', { class: 'line-maps' }, ...lines),
    h('p', {
      text: `Return to player ${(rtp * 100).toFixed(2)} %. ${slot.modelName}, ${slot.volatility} volatility.`,
    }),
  );
}
