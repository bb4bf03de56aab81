import type { SlotOutcome } from '../../engines/browser';
import { sheet, stakeStepper } from '../shared/controls';
import { h, pause } from '../shared/dom';
import { type GameShell, startGame } from '../shared/shell';
import '../shared/studio.css';
import './slot.css';
import { fillPaytable } from './slot-paytable';
import { createReels } from './slot-reels';

function mountSlot(shell: GameShell): void {
  const slot = shell.game.slot;
  if (!slot) throw new Error('A slot game needs its reels');
  const symbolName = new Map(slot.symbols.map((s) => [s.id, `${s.glyph} ${s.name}`]));
  const reels = createReels(slot);
  shell.stage.append(reels.element);

  const stake = stakeStepper(
    shell.game.stakeLevelsMinor,
    shell.money,
    (minor) => shell.setStake(minor),
    'Stake',
    3,
  );
  shell.setStake(stake.value);
  const spinButton = h('button', {
    class: 'play-button',
    text: 'Spin',
    attrs: { type: 'button', 'aria-label': 'Spin', 'aria-keyshortcuts': 'Space' },
    on: { click: () => void spin() },
  });
  shell.controls.append(stake.element, spinButton);

  const paytable = sheet('Paytable', 'i', 'Paytable and paylines', (body) =>
    fillPaytable(body, slot, stake.value, shell.money, shell.game.declaredRtp),
  );
  shell.actions.append(paytable.open);

  let spinning = false;
  async function spin(): Promise<void> {
    if (spinning) return;
    spinning = true;
    try {
      const round = await shell.playRound<SlotOutcome>({ stakeMinor: stake.value });
      if (!round) return;
      await reels.spin(round.outcome);
      reels.showWins(round.outcome);
      const { lineWins, scatterCount, scatterWinMinor } = round.outcome;
      const parts = lineWins.map(
        (win) =>
          `line ${win.line + 1}: ${win.count} × ${symbolName.get(win.symbol) ?? win.symbol} ${shell.money(win.winMinor)}`,
      );
      if (scatterWinMinor > 0) parts.push(`${scatterCount} scatters ${shell.money(scatterWinMinor)}`);
      shell.announce(
        round.winMinor > 0
          ? `You win ${shell.money(round.winMinor)}: ${parts.join(' · ')}`
          : 'No win this spin.',
      );
      if (round.winMinor > 0) await pause(150);
      shell.finishRound(round);
    } finally {
      spinning = false;
    }
  }

  // Space or Enter anywhere but on a control spins, as on a cabinet's button.
  document.addEventListener('keydown', (event) => {
    const onControl =
      event.target instanceof HTMLElement && event.target.closest('button, a, input, select, dialog');
    if ((event.key === ' ' || event.key === 'Enter') && !onControl && !spinButton.matches(':disabled')) {
      event.preventDefault();
      void spin();
    }
  });
}

void startGame('slot', mountSlot);
