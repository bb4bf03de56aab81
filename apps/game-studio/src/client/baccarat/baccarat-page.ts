import type { BaccaratBetType, BaccaratOutcome, Card } from '../../engines/browser';
import { chipRack } from '../shared/controls';
import { h, pause } from '../shared/dom';
import { chipLabel } from '../shared/money';
import { type GameShell, startGame } from '../shared/shell';
import '../shared/studio.css';
import './baccarat.css';

const SPOTS: { type: BaccaratBetType; text: string }[] = [
  { type: 'playerPair', text: 'Player pair' },
  { type: 'player', text: 'Player' },
  { type: 'tie', text: 'Tie' },
  { type: 'banker', text: 'Banker' },
  { type: 'bankerPair', text: 'Banker pair' },
];
const SUIT_NAMES: Record<string, string> = { '♠': 'spades', '♥': 'hearts', '♦': 'diamonds', '♣': 'clubs' };
const RANK_NAMES: Record<string, string> = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };
const HISTORY = 16;

/** "1:1", "0.95:1", "8:1" from what a bet returns, stake included, in hundredths. */
const odds = (hundredths: number) => `${Number(((hundredths - 100) / 100).toFixed(2))}:1`;

function cardElement(card: Card): HTMLElement {
  const red = card.suit === '♥' || card.suit === '♦';
  return h(
    'div',
    {
      class: `card${red ? ' red' : ''}`,
      attrs: {
        role: 'img',
        'aria-label': `${RANK_NAMES[card.rank] ?? card.rank} of ${SUIT_NAMES[card.suit] ?? card.suit}`,
      },
    },
    h('span', { class: 'corner', text: `${card.rank}${card.suit}`, attrs: { 'aria-hidden': 'true' } }),
    h('span', { class: 'pip', text: card.suit, attrs: { 'aria-hidden': 'true' } }),
  );
}

function mountBaccarat(shell: GameShell): void {
  const { game } = shell;
  const returns = game.baccarat?.returnsHundredths ?? {};
  const stakes = new Map<BaccaratBetType, number>();
  const placed: { type: BaccaratBetType; minor: number }[] = [];
  let lastBets: Map<BaccaratBetType, number> | undefined;

  const hand = (side: 'player' | 'banker') => {
    const cards = h('div', { class: 'cards' });
    const total = h('output', { class: 'total', text: '–' });
    const element = h(
      'section',
      {
        class: `hand hand-${side}`,
        attrs: { 'aria-label': side === 'player' ? 'Player hand' : 'Banker hand' },
      },
      h('h2', { class: 'hand-name', text: side === 'player' ? 'Player' : 'Banker' }, total),
      cards,
    );
    return { element, cards, total };
  };
  const player = hand('player');
  const banker = hand('banker');
  const banner = h('div', { class: 'banner', attrs: { 'aria-hidden': 'true' } });
  const road = h('ol', { class: 'road', attrs: { 'aria-label': 'Last results' } });

  const spotButtons = new Map<BaccaratBetType, HTMLButtonElement>();
  const spots = SPOTS.map(({ type, text }) => {
    const button = h(
      'button',
      {
        class: `bet-spot spot-${type}`,
        attrs: { type: 'button' },
        on: { click: () => place(type) },
      },
      h('span', { class: 'spot-name', text }),
      h('span', { class: 'spot-odds', text: odds(returns[type] ?? 200) }),
    );
    spotButtons.set(type, button);
    return button;
  });

  shell.stage.append(
    h(
      'div',
      { class: 'baccarat' },
      h(
        'div',
        { class: 'felt' },
        h('div', { class: 'hands' }, player.element, banner, banker.element),
        h('div', { class: 'bet-spots', attrs: { role: 'group', 'aria-label': 'Bets' } }, ...spots),
      ),
      road,
    ),
  );

  const chips = chipRack(game.stakeLevelsMinor, game.digits, shell.money);
  const undoButton = h('button', {
    class: 'plain-button',
    text: 'Undo',
    attrs: { type: 'button', 'aria-label': 'Undo the last chip' },
    on: {
      click: () => {
        const last = placed.pop();
        if (!last) return;
        const left = (stakes.get(last.type) ?? 0) - last.minor;
        if (left > 0) stakes.set(last.type, left);
        else stakes.delete(last.type);
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
        for (const [type, minor] of lastBets ?? []) {
          stakes.set(type, minor);
          placed.push({ type, minor });
        }
        refresh();
      },
    },
  });
  const dealButton = h('button', {
    class: 'play-button',
    text: 'Deal',
    attrs: { type: 'button', 'aria-label': 'Deal' },
    on: { click: () => void deal() },
  });
  shell.controls.append(
    chips.element,
    h('div', { class: 'table-buttons' }, undoButton, clearButton, rebetButton),
    dealButton,
  );

  function place(type: BaccaratBetType): void {
    stakes.set(type, (stakes.get(type) ?? 0) + chips.value);
    placed.push({ type, minor: chips.value });
    shell.clearError();
    refresh();
  }

  function refresh(): void {
    for (const { type, text } of SPOTS) {
      const button = spotButtons.get(type) as HTMLButtonElement;
      const minor = stakes.get(type) ?? 0;
      button.querySelector('.stack')?.remove();
      const name = `${text}, pays ${odds(returns[type] ?? 200)}`;
      button.setAttribute('aria-label', minor > 0 ? `${name}, bet ${shell.money(minor)}` : name);
      if (minor > 0)
        button.append(
          h('span', {
            class: 'stack',
            text: chipLabel(minor, game.digits),
            attrs: { 'aria-hidden': 'true' },
          }),
        );
    }
    const total = [...stakes.values()].reduce((sum, minor) => sum + minor, 0);
    shell.setStake(total, 'Total bet');
    dealButton.disabled = stakes.size === 0;
    undoButton.disabled = placed.length === 0;
    clearButton.disabled = stakes.size === 0;
    rebetButton.disabled = !lastBets || stakes.size > 0;
  }

  async function deal(): Promise<void> {
    const bets = SPOTS.filter(({ type }) => stakes.has(type)).map(({ type }) => ({
      type,
      stakeMinor: stakes.get(type) as number,
    }));
    if (bets.length === 0) return;
    const round = await shell.playRound<BaccaratOutcome>({ bets });
    if (!round) return;
    const outcome = round.outcome;
    player.cards.replaceChildren();
    banker.cards.replaceChildren();
    player.total.textContent = '–';
    banker.total.textContent = '–';
    banner.replaceChildren();
    spotButtons.forEach((b) => b.classList.remove('winner'));
    document.querySelectorAll('.hand').forEach((el) => el.classList.remove('winner'));

    // Dealt as at the table: player, banker, player, banker, then the third cards.
    const order: [typeof player, Card][] = [];
    for (let i = 0; i < 3; i += 1) {
      const p = outcome.player[i];
      const b = outcome.banker[i];
      if (p) order.push([player, p]);
      if (b) order.push([banker, b]);
    }
    const totals = new Map([
      [player, 0],
      [banker, 0],
    ]);
    for (const [side, card] of order) {
      await pause(380);
      side.cards.append(cardElement(card));
      totals.set(side, ((totals.get(side) ?? 0) + card.value) % 10);
      side.total.textContent = String(totals.get(side));
    }
    await pause(300);
    const winner = outcome.winner;
    const said = winner === 'tie' ? 'Tie' : `${winner === 'player' ? 'Player' : 'Banker'} wins`;
    banner.replaceChildren(
      h('span', {
        class: `banner-text banner-${winner}`,
        text: `${said} ${outcome.playerTotal}–${outcome.bankerTotal}`,
      }),
    );
    if (winner !== 'tie') (winner === 'player' ? player : banker).element.classList.add('winner');
    for (const bet of outcome.bets)
      if (bet.winMinor > bet.stakeMinor) spotButtons.get(bet.type)?.classList.add('winner');
    road.prepend(
      h('li', {
        class: `bead bead-${winner}`,
        text: winner === 'tie' ? 'T' : winner === 'player' ? 'P' : 'B',
        attrs: { 'aria-label': said },
      }),
    );
    while (road.children.length > HISTORY) road.lastElementChild?.remove();
    shell.announce(
      `${said}, ${outcome.playerTotal} to ${outcome.bankerTotal}. ${round.winMinor > 0 ? `You get ${shell.money(round.winMinor)}.` : 'No win this time.'}`,
    );
    lastBets = new Map(stakes);
    stakes.clear();
    placed.length = 0;
    shell.finishRound(round);
    refresh();
  }

  refresh();
}

void startGame('baccarat', mountBaccarat);
