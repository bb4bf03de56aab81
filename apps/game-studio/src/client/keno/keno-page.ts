import type { KenoOutcome } from '../../engines/browser';
import { stakeStepper } from '../shared/controls';
import { h, pause } from '../shared/dom';
import { type GameShell, startGame } from '../shared/shell';
import '../shared/studio.css';
import './keno.css';

/** Uniform integers for the quick pick (a choice for the player, not an outcome), from the browser's crypto. */
function cryptoInt(maxExclusive: number): number {
  const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if ((word[0] as number) < limit) return (word[0] as number) % maxExclusive;
  }
}

function mountKeno(shell: GameShell): void {
  const keno = shell.game.keno ?? { paytable: {}, maxPicks: 10, numbers: 80, drawn: 20 };
  const picks = new Set<number>();

  const cells = Array.from({ length: keno.numbers }, (_, i) =>
    h('button', {
      class: 'ball',
      text: String(i + 1),
      attrs: { type: 'button', 'aria-pressed': 'false', 'aria-label': `Number ${i + 1}` },
      on: { click: () => toggle(i + 1) },
    }),
  );
  const board = h(
    'div',
    { class: 'board', attrs: { role: 'group', 'aria-label': `Pick up to ${keno.maxPicks} numbers` } },
    ...cells,
  );
  const counter = h('p', { class: 'draw-counter', attrs: { 'aria-live': 'off' } });
  const paytable = h('table', { class: 'keno-pays' });
  shell.stage.append(
    h(
      'div',
      { class: 'keno' },
      h('div', { class: 'board-side' }, board, counter),
      h(
        'aside',
        { class: 'pays-side', attrs: { 'aria-label': 'Paytable' } },
        h('h2', { class: 'pays-title', text: 'Pays' }),
        paytable,
      ),
    ),
  );

  const stake = stakeStepper(
    shell.game.stakeLevelsMinor,
    shell.money,
    (minor) => {
      shell.setStake(minor);
      drawPaytable();
    },
    'Stake',
    1,
  );
  shell.setStake(stake.value);
  const quickButton = h('button', {
    class: 'plain-button',
    text: 'Quick pick',
    attrs: { type: 'button', 'aria-label': 'Quick pick: choose numbers for me' },
    on: { click: () => quickPick() },
  });
  const clearButton = h('button', {
    class: 'plain-button',
    text: 'Clear',
    attrs: { type: 'button', 'aria-label': 'Clear the picks' },
    on: {
      click: () => {
        picks.clear();
        refresh();
      },
    },
  });
  const playButton = h('button', {
    class: 'play-button',
    text: 'Play',
    attrs: { type: 'button', 'aria-label': 'Play: draw 20 numbers' },
    on: { click: () => void play() },
  });
  shell.controls.append(
    stake.element,
    h('div', { class: 'table-buttons' }, quickButton, clearButton),
    playButton,
  );

  function toggle(n: number): void {
    if (picks.has(n)) picks.delete(n);
    else if (picks.size < keno.maxPicks) picks.add(n);
    else {
      shell.showError(`Pick up to ${keno.maxPicks} numbers.`);
      return;
    }
    shell.clearError();
    clearDraw();
    refresh();
  }

  function quickPick(): void {
    const count = picks.size > 0 ? picks.size : Math.min(5, keno.maxPicks);
    picks.clear();
    while (picks.size < count) picks.add(1 + cryptoInt(keno.numbers));
    clearDraw();
    refresh();
  }

  function clearDraw(): void {
    cells.forEach((cell) => cell.classList.remove('drawn', 'hit'));
    counter.textContent = '';
  }

  function drawPaytable(highlightHits?: number): void {
    const row = keno.paytable[String(picks.size)] ?? [];
    const body = row
      .map((hundredths, hits) => ({ hundredths, hits }))
      .filter(({ hundredths }) => hundredths > 0)
      .reverse()
      .map(({ hundredths, hits }) =>
        h(
          'tr',
          { class: hits === highlightHits ? 'current' : '' },
          h('th', { text: `${hits} hit${hits === 1 ? '' : 's'}`, attrs: { scope: 'row' } }),
          h('td', { text: `${hundredths / 100}×` }),
          h('td', { text: shell.money(Math.floor((stake.value * hundredths) / 100)) }),
        ),
      );
    paytable.replaceChildren(
      h('caption', {
        text:
          picks.size > 0
            ? `${picks.size} pick${picks.size === 1 ? '' : 's'}`
            : 'Pick numbers to see the pays',
      }),
      h('tbody', {}, ...body),
    );
  }

  function refresh(): void {
    cells.forEach((cell, i) => {
      const picked = picks.has(i + 1);
      cell.setAttribute('aria-pressed', String(picked));
      cell.classList.toggle('picked', picked);
    });
    playButton.disabled = picks.size === 0;
    clearButton.disabled = picks.size === 0;
    counter.textContent = `${picks.size} of ${keno.maxPicks} picked`;
    drawPaytable();
  }

  async function play(): Promise<void> {
    if (picks.size === 0) return;
    const round = await shell.playRound<KenoOutcome>({ picks: [...picks], stakeMinor: stake.value });
    if (!round) return;
    clearDraw();
    const { drawn, hits } = round.outcome;
    const hitSet = new Set(hits);
    let found = 0;
    for (const [i, n] of drawn.entries()) {
      await pause(110);
      const cell = cells[n - 1];
      cell?.classList.add('drawn');
      if (hitSet.has(n)) {
        found += 1;
        cell?.classList.add('hit');
      }
      counter.textContent = `Drawn ${i + 1} of ${drawn.length} · ${found} hit${found === 1 ? '' : 's'}`;
    }
    drawPaytable(hits.length);
    shell.announce(
      round.winMinor > 0
        ? `${hits.length} hits of ${picks.size}: you win ${shell.money(round.winMinor)}`
        : `${hits.length} hit${hits.length === 1 ? '' : 's'} of ${picks.size}. No win this time.`,
    );
    shell.finishRound(round);
  }

  refresh();
}

void startGame('keno', mountKeno);
