import type { CrashOutcome } from '../../engines/browser';
import { stakeStepper } from '../shared/controls';
import { h } from '../shared/dom';
import { type GameShell, startGame } from '../shared/shell';
import '../shared/studio.css';
import './crash.css';
import { createCrashGraph } from './crash-graph';

const QUICK_TARGETS = [1.5, 2, 5, 10];
const HISTORY = 10;

function mountCrash(shell: GameShell): void {
  const limits = shell.game.crash ?? { minTarget: 1.01, maxTarget: 1000 };
  const graph = createCrashGraph();
  const history = h('ol', { class: 'crash-history', attrs: { 'aria-label': 'Last crash points' } });
  shell.stage.append(h('div', { class: 'crash' }, graph.element, history));

  const target = h('input', {
    class: 'target-input',
    attrs: {
      id: 'cash-out-target',
      type: 'number',
      inputmode: 'decimal',
      min: limits.minTarget,
      max: limits.maxTarget,
      step: 0.01,
      value: '2.00',
      required: true,
    },
    on: { input: () => updatePotential() },
  });
  const potential = h('span', { class: 'potential', attrs: { 'aria-live': 'polite' } });
  // Made after the cash-out input: the stepper reports its first stake at once.
  const stake = stakeStepper(
    shell.game.stakeLevelsMinor,
    shell.money,
    (minor) => {
      shell.setStake(minor);
      updatePotential();
    },
    'Stake',
    2,
  );
  shell.setStake(stake.value);
  const quick = QUICK_TARGETS.map((value) =>
    h('button', {
      class: 'plain-button quick',
      text: `${value}×`,
      attrs: { type: 'button', 'aria-label': `Cash out at ${value}×` },
      on: {
        click: () => {
          target.value = value.toFixed(2);
          updatePotential();
        },
      },
    }),
  );
  const betButton = h('button', {
    class: 'play-button',
    text: 'Bet',
    attrs: { type: 'button', 'aria-label': 'Bet and fly' },
    on: { click: () => void fly() },
  });
  shell.controls.append(
    stake.element,
    h(
      'div',
      { class: 'target' },
      h('label', { class: 'target-label', text: 'Auto cash-out at', attrs: { for: 'cash-out-target' } }),
      h(
        'div',
        { class: 'target-row' },
        target,
        h('span', { class: 'times', text: '×', attrs: { 'aria-hidden': 'true' } }),
      ),
      h('div', { class: 'quick-targets' }, ...quick),
      potential,
    ),
    betButton,
  );

  /** The cash-out multiplier typed, or undefined when it is not 1.01 to 1000 with two decimals at most. */
  function readTarget(): number | undefined {
    const value = Number(target.value);
    if (!Number.isFinite(value) || value < limits.minTarget || value > limits.maxTarget) return undefined;
    return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? value : undefined;
  }
  function updatePotential(): void {
    const value = readTarget();
    target.setAttribute('aria-invalid', String(value === undefined));
    potential.textContent =
      value === undefined
        ? `From ${limits.minTarget} to ${limits.maxTarget}, two decimals at most`
        : `Pays ${shell.money(Math.floor((stake.value * Math.round(value * 100)) / 100))} at ${value.toFixed(2)}×`;
  }

  async function fly(): Promise<void> {
    const value = readTarget();
    if (value === undefined) {
      shell.showError(
        `Set the cash-out between ${limits.minTarget}× and ${limits.maxTarget}×, two decimals at most.`,
      );
      target.focus();
      return;
    }
    const round = await shell.playRound<CrashOutcome>({ stakeMinor: stake.value, target: value });
    if (!round) return;
    const { outcome } = round;
    await graph.fly({
      crashPoint: outcome.crashPoint,
      cashOut: outcome.cashedOut ? outcome.target : undefined,
      onCashOut: () =>
        shell.announce(`Cashed out at ${outcome.target.toFixed(2)}×: you win ${shell.money(round.winMinor)}`),
    });
    const point = `${outcome.crashPoint.toFixed(2)}×`;
    history.prepend(h('li', { class: outcome.crashPoint >= 2 ? 'high' : 'low', text: point }));
    while (history.children.length > HISTORY) history.lastElementChild?.remove();
    shell.announce(
      outcome.cashedOut
        ? `Cashed out at ${outcome.target.toFixed(2)}×, crashed at ${point}: you win ${shell.money(round.winMinor)}`
        : `Crashed at ${point} before ${outcome.target.toFixed(2)}×. No win this time.`,
    );
    shell.finishRound(round);
  }

  updatePotential();
}

void startGame('crash', mountCrash);
