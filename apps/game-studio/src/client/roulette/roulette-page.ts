import type { RouletteOutcome } from '../../engines/browser';
import { chipRack } from '../shared/controls';
import { h, pause } from '../shared/dom';
import { chipLabel } from '../shared/money';
import { type GameShell, startGame } from '../shared/shell';
import '../shared/studio.css';
import './roulette.css';
import { type Spot, colourOf, tableSpots } from './roulette-spots';
import { createWheel } from './roulette-wheel';

const HISTORY = 12;

function mountRoulette(shell: GameShell): void {
  const { game } = shell;
  const spots = tableSpots();
  const stakes = new Map<string, number>();
  /** Chips in the order placed, for Undo. */
  const placed: { key: string; minor: number }[] = [];
  let lastBets: Map<string, number> | undefined;

  const wheel = createWheel();
  const history = h('ol', { class: 'history', attrs: { 'aria-label': 'Last numbers' } });
  const chips = chipRack(game.stakeLevelsMinor, game.digits, shell.money);

  const buttons = new Map<string, HTMLButtonElement>();
  const stacks = new Map<string, HTMLElement>();
  const cellFor = (spot: Spot) => {
    const button = h('button', {
      class: `spot spot-${spot.type}${spot.colour ? ` colour-${spot.colour}` : ''}`,
      attrs: { type: 'button', 'aria-label': spot.name },
      on: { click: () => place(spot.key) },
    });
    button.append(h('span', { class: 'spot-text', text: spot.text }));
    // Where the spot sits in each layout: the stylesheet picks one by the screen's width.
    button.style.setProperty('--wide-row', spot.wide.row);
    button.style.setProperty('--wide-column', spot.wide.column);
    button.style.setProperty('--tall-row', spot.tall.row);
    button.style.setProperty('--tall-column', spot.tall.column);
    buttons.set(spot.key, button);
    return button;
  };
  const table = h(
    'div',
    { class: 'table', attrs: { role: 'group', 'aria-label': 'Betting table' } },
    ...spots.map(cellFor),
  );
  shell.stage.append(
    h('div', { class: 'roulette' }, h('div', { class: 'wheel-side' }, wheel.element, history), table),
  );

  const total = () => [...stakes.values()].reduce((sum, minor) => sum + minor, 0);
  function refresh(): void {
    for (const spot of spots) {
      const minor = stakes.get(spot.key) ?? 0;
      const button = buttons.get(spot.key) as HTMLButtonElement;
      stacks.get(spot.key)?.remove();
      stacks.delete(spot.key);
      button.setAttribute('aria-label', minor > 0 ? `${spot.name}, bet ${shell.money(minor)}` : spot.name);
      if (minor > 0) {
        const stack = h('span', {
          class: 'stack',
          text: chipLabel(minor, game.digits),
          attrs: { 'aria-hidden': 'true' },
        });
        button.append(stack);
        stacks.set(spot.key, stack);
      }
    }
    shell.setStake(total(), 'Total bet');
    spinButton.disabled = stakes.size === 0;
    undoButton.disabled = placed.length === 0;
    clearButton.disabled = stakes.size === 0;
    rebetButton.disabled = !lastBets || stakes.size > 0;
  }
  function place(key: string): void {
    const minor = chips.value;
    stakes.set(key, (stakes.get(key) ?? 0) + minor);
    placed.push({ key, minor });
    clearHighlights();
    shell.clearError();
    refresh();
  }
  function clearHighlights(): void {
    table.querySelectorAll('.spot.winner, .spot.hit').forEach((b) => b.classList.remove('winner', 'hit'));
  }

  const undoButton = h('button', {
    class: 'plain-button',
    text: 'Undo',
    attrs: { type: 'button', 'aria-label': 'Undo the last chip' },
    on: {
      click: () => {
        const last = placed.pop();
        if (!last) return;
        const left = (stakes.get(last.key) ?? 0) - last.minor;
        if (left > 0) stakes.set(last.key, left);
        else stakes.delete(last.key);
        refresh();
      },
    },
  });
  const clearButton = h('button', {
    class: 'plain-button',
    text: 'Clear',
    attrs: { type: 'button', 'aria-label': 'Clear all bets' },
    on: {
      click: () => {
        stakes.clear();
        placed.length = 0;
        refresh();
      },
    },
  });
  const rebetButton = h('button', {
    class: 'plain-button',
    text: 'Rebet',
    attrs: { type: 'button', 'aria-label': 'Place the last round’s bets again' },
    on: {
      click: () => {
        if (!lastBets) return;
        for (const [key, minor] of lastBets) {
          stakes.set(key, minor);
          placed.push({ key, minor });
        }
        refresh();
      },
    },
  });
  const spinButton = h('button', {
    class: 'play-button',
    text: 'Spin',
    attrs: { type: 'button', 'aria-label': 'Spin the wheel' },
    on: { click: () => void spin() },
  });
  shell.controls.append(
    chips.element,
    h('div', { class: 'table-buttons' }, undoButton, clearButton, rebetButton),
    spinButton,
  );

  async function spin(): Promise<void> {
    const bets = spots
      .filter((spot) => stakes.has(spot.key))
      .map((spot) => ({
        type: spot.type,
        numbers: spot.numbers,
        target: spot.target,
        stakeMinor: stakes.get(spot.key) as number,
      }));
    if (bets.length === 0) return;
    const round = await shell.playRound<RouletteOutcome>({ bets });
    if (!round) return;
    clearHighlights();
    shell.announce('The ball is rolling…');
    await wheel.spinTo(round.outcome.number);
    const { number } = round.outcome;
    buttons.get(`n${number}`)?.classList.add('winner');
    for (const spot of spots)
      if (stakes.has(spot.key) && spot.covers.includes(number)) buttons.get(spot.key)?.classList.add('hit');
    history.prepend(h('li', { class: `past colour-${colourOf(number)}`, text: String(number) }));
    while (history.children.length > HISTORY) history.lastElementChild?.remove();
    const said = `${number} ${colourOf(number)}`;
    shell.announce(
      round.winMinor > 0 ? `${said}: you win ${shell.money(round.winMinor)}` : `${said}: no win this time.`,
    );
    lastBets = new Map(stakes);
    stakes.clear();
    placed.length = 0;
    await pause(200);
    shell.finishRound(round);
    refresh();
  }

  refresh();
}

void startGame('roulette', mountRoulette);
