import type { SlotOutcome } from '../../engines/browser';
import { sheet, stakeStepper } from '../shared/controls';
import { h, pause } from '../shared/dom';
import { type GameShell, startGame } from '../shared/shell';
import '../shared/studio.css';
import './slot.css';
import { type FreeSpinState, afterSpin, freeSpinView, startFreeSpins } from './free-spins';
import { fillPaytable } from './slot-paytable';
import { createReels } from './slot-reels';

function mountSlot(shell: GameShell): void {
  const slot = shell.game.slot;
  if (!slot) throw new Error('A slot game needs its reels');
  const symbolName = new Map(slot.symbols.map((s) => [s.id, `${s.glyph} ${s.name}`]));
  const reels = createReels(slot);
  // Free spins the platform granted: a status line over the reels (empty, and so unseen, when none).
  const freeBanner = h('div', { class: 'free-spins', attrs: { role: 'status', 'aria-atomic': 'true' } });
  shell.stage.append(freeBanner, reels.element);

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

  let freeSpins: FreeSpinState = startFreeSpins(shell.freeRounds);
  /** The banner, stake and spin button for the free spins left (or normal play when none are). */
  function showFreeSpins(): void {
    const view = freeSpinView(freeSpins);
    const banner = view.banner
      ? [h('span', { class: `free-spins-banner${view.used ? ' used' : ''}`, text: view.banner })]
      : [];
    freeBanner.replaceChildren(...banner);
    stake.fix(view.stakeMinor, 'Free spin');
    if (view.stakeMinor !== null) shell.setStake(view.stakeMinor, 'Free stake');
    else shell.setStake(stake.value);
    spinButton.textContent = view.buttonLabel;
    spinButton.setAttribute('aria-label', view.buttonLabel);
    spinButton.classList.toggle('free', view.free);
  }
  showFreeSpins();

  const paytable = sheet('Paytable', 'i', 'Paytable and paylines', (body) =>
    fillPaytable(
      body,
      slot,
      freeSpinView(freeSpins).stakeMinor ?? stake.value,
      shell.money,
      shell.game.declaredRtp,
    ),
  );
  shell.actions.append(paytable.open);

  let spinning = false;
  async function spin(): Promise<void> {
    if (spinning) return;
    spinning = true;
    try {
      const { free, stakeMinor } = freeSpinView(freeSpins);
      // A free spin's stake is the server's to pick; the one sent is what the page shows.
      const round = await shell.playRound<SlotOutcome>({ stakeMinor: stakeMinor ?? stake.value }, { free });
      if (!round) {
        // Refused: a NO_FREE_ROUNDS refusal ends the free spins (the error line says why).
        freeSpins = afterSpin(shell.freeRounds, false);
        showFreeSpins();
        return;
      }
      await reels.spin(round.outcome);
      reels.showWins(round.outcome);
      const { lineWins, scatterCount, scatterWinMinor } = round.outcome;
      const parts = lineWins.map(
        (win) =>
          `line ${win.line + 1}: ${win.count} × ${symbolName.get(win.symbol) ?? win.symbol} ${shell.money(win.winMinor)}`,
      );
      if (scatterWinMinor > 0) parts.push(`${scatterCount} scatters ${shell.money(scatterWinMinor)}`);
      const said =
        round.winMinor > 0
          ? `You win ${shell.money(round.winMinor)}: ${parts.join(' · ')}`
          : 'No win this spin.';
      shell.announce(round.free ? `Free spin: ${said}` : said);
      if (round.winMinor > 0) await pause(150);
      shell.finishRound(round);
      freeSpins = afterSpin(shell.freeRounds, round.free === true);
      showFreeSpins();
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
