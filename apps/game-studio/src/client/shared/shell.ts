import type { EngineKind } from '../../engines/browser';
import type {
  FreeRoundsInfo,
  GameInfo,
  Launch,
  RoundAnswer,
  RoundRequest,
  SessionAnswer,
} from '../../studio-api';
import { ApiFailure, postJson } from './api';
import { h } from './dom';
import { freeRoundsAfterRefusal, freeRoundsAfterRound } from './free-rounds';
import { readLaunch } from './launch';
import { moneyFormatter } from './money';

/**
 * The frame every game page shares: the game's name and label, the FUN MODE badge, the balance, stake and
 * last win, the error line, and the round trip to the studio's server. A page draws its game into
 * `stage` and its bet controls into `controls`, and plays through `playRound`.
 */
export interface GameShell {
  readonly launch: Launch;
  readonly game: GameInfo;
  readonly fun: boolean;
  /** Where the game draws its table, reels or board. */
  readonly stage: HTMLElement;
  /** Where the game puts its stake and play controls. */
  readonly controls: HTMLElement;
  /** Extra buttons in the header (a paytable, the rules). */
  readonly actions: HTMLElement;
  money(minor: number): string;
  /** The balance shown, in minor units. */
  readonly balance: number;
  /**
   * The free rounds the platform granted in this game (real-mode slots only), as the session and each
   * free round's answer said; null when none are left.
   */
  readonly freeRounds: FreeRoundsInfo | null;
  showBalance(minor: number): void;
  setStake(minor: number, label?: string): void;
  showError(message: string, extra?: Node): void;
  clearError(): void;
  /** Says something to screen readers (and shows it on the result line). */
  announce(text: string): void;
  /**
   * Sends one round's bet. While it is in flight the stage and controls are disabled. Resolves with the
   * round (its balance shown without the win until finishRound), or undefined when refused (the error line
   * says why). `free` plays one of the free rounds (at their stake, whatever the bet's).
   */
  playRound<Outcome>(bet: unknown, options?: { free?: boolean }): Promise<RoundAnswer<Outcome> | undefined>;
  /** After the page's animation: the balance with the win, the last win, and the hosting site told. */
  finishRound(round: RoundAnswer<unknown>): void;
  /** Disables (or enables again) the stage and controls. */
  lock(locked: boolean): void;
}

interface Frame {
  root: HTMLElement;
  title: HTMLElement;
  subtitle: HTMLElement;
  actions: HTMLElement;
  body: HTMLFieldSetElement;
  stage: HTMLElement;
  controls: HTMLElement;
  result: HTMLElement;
  error: HTMLElement;
  meters: { balance: HTMLElement; stake: HTMLElement; stakeLabel: HTMLElement; win: HTMLElement };
}

function buildFrame(launch: Launch, kind: EngineKind): Frame {
  const meter = (label: string, extraClass = '') => {
    const value = h('output', { class: 'meter-value', text: '–' });
    const name = h('span', { class: 'meter-label', text: label });
    return { element: h('div', { class: `meter ${extraClass}` }, name, value), value, name };
  };
  const balance = meter('Balance');
  const stake = meter('Stake');
  const win = meter('Last win', 'meter-win');
  const title = h('h1', { class: 'game-title', text: launch.name });
  const subtitle = h('p', { class: 'game-label', text: 'Loading…' });
  const actions = h('div', { class: 'top-actions' });
  const lobby = launch.lobby
    ? h('a', {
        class: 'icon-button lobby-link',
        text: '‹',
        attrs: {
          href: launch.lobby,
          target: '_top',
          rel: 'noopener',
          'aria-label': 'Back to the lobby',
          title: 'Lobby',
        },
      })
    : null;
  const badge = launch.mode === 'fun' ? h('span', { class: 'fun-badge', text: 'FUN MODE' }) : null;
  const stage = h('div', { class: 'stage' });
  const controls = h('div', { class: 'controls' });
  // A fieldset disables every button and input inside it at once while a round is in flight.
  const body = h('fieldset', { class: 'play-area' }, stage, controls);
  const result = h('p', { class: 'result-line', attrs: { 'aria-live': 'polite' } });
  const error = h('div', { class: 'error-line', attrs: { role: 'alert' } });
  const root = h(
    'div',
    { class: `studio studio-${kind}` },
    h('header', { class: 'top' }, lobby, h('div', { class: 'titles' }, title, subtitle), badge, actions),
    body,
    result,
    error,
    h('footer', { class: 'meters' }, balance.element, stake.element, win.element),
  );
  document.body.append(root);
  return {
    root,
    title,
    subtitle,
    actions,
    body,
    stage,
    controls,
    result,
    error,
    meters: { balance: balance.value, stake: stake.value, stakeLabel: stake.name, win: win.value },
  };
}

function tellHostingSite(balance: number, currency: string): void {
  if (window.parent === window) return;
  // The site reads the balance from the platform itself; the message only tells it when to.
  window.parent.postMessage({ type: 'wl:round', balance, currency }, '*');
}

async function openSession(launch: Launch): Promise<SessionAnswer> {
  return postJson<SessionAnswer>('/api/session', {
    provider: launch.provider,
    token: launch.token,
    game: launch.game,
    type: launch.type,
    name: launch.name,
    currency: launch.currency,
    mode: launch.mode,
  });
}

/** Opens the session and hands the page its frame; shows what went wrong when it cannot. */
export async function startGame(kind: EngineKind, mount: (shell: GameShell) => void): Promise<void> {
  const launch = readLaunch();
  const frame = buildFrame(launch, kind);
  frame.body.disabled = true;

  let session: SessionAnswer;
  for (;;) {
    try {
      session = await openSession(launch);
      break;
    } catch (error) {
      const failure = error instanceof ApiFailure ? error : undefined;
      frame.subtitle.textContent = 'Not connected';
      frame.error.replaceChildren(h('span', { text: failure?.message ?? 'The game could not start.' }));
      if (failure?.body.sessionEnded) return;
      // Not final (no connection, platform unreachable): the player may try again.
      await new Promise<void>((resolve) => {
        const retry = h('button', {
          class: 'link-button',
          text: 'Try again',
          attrs: { type: 'button' },
          on: { click: () => resolve() },
        });
        frame.error.append(' ', retry);
        retry.focus();
      });
      frame.error.replaceChildren();
    }
  }
  mount(createShell(launch, frame, session));
}

function createShell(launch: Launch, frame: Frame, opened: SessionAnswer): GameShell {
  let session = opened;
  const { game } = session;
  const money = moneyFormatter(session.currency, game.digits);
  let balance = session.balance;
  let freeRounds = session.freeRounds ?? null;
  let ended = false;

  const rtp = `RTP\u00a0${(game.declaredRtp * 100).toFixed(2)}\u00a0%`;
  frame.subtitle.textContent = [game.label, game.note, rtp].filter(Boolean).join(' · ');
  frame.body.disabled = false;

  const showBalance = (minor: number) => {
    balance = minor;
    frame.meters.balance.textContent = money(minor);
  };
  const clearError = () => frame.error.replaceChildren();
  const showError = (message: string, extra?: Node) => {
    frame.error.replaceChildren(h('span', { text: message }));
    if (extra) frame.error.append(' ', extra);
  };

  const endSession = (message: string) => {
    ended = true;
    frame.body.disabled = true;
    frame.root.classList.add('ended');
    const back = launch.lobby
      ? h('a', {
          class: 'link-button',
          text: 'Back to the lobby',
          attrs: { href: launch.lobby, target: '_top' },
        })
      : undefined;
    showError(message, back);
  };

  /** Fun mode's way out of an empty balance: a new play-money session. */
  const freshPlayMoney = () =>
    h('button', {
      class: 'link-button',
      text: 'Restart with fresh play money',
      attrs: { type: 'button' },
      on: {
        click: async () => {
          try {
            session = await openSession(launch);
            freeRounds = session.freeRounds ?? null;
            showBalance(session.balance);
            clearError();
            frame.result.textContent = 'Fresh play money dealt.';
          } catch (error) {
            showError(error instanceof Error ? error.message : 'The game could not restart.');
          }
        },
      },
    });

  const refusal = (failure: ApiFailure) => {
    const { body } = failure;
    if (body.balance !== undefined) showBalance(body.balance);
    if (body.sessionEnded) return endSession(body.message);
    if (body.error === 'INSUFFICIENT_FUNDS') {
      if (launch.mode === 'fun') return showError(body.message, freshPlayMoney());
      if (launch.cashier) {
        const deposit = h('a', {
          class: 'link-button',
          text: 'Deposit',
          attrs: { href: launch.cashier, target: '_top', rel: 'noopener' },
        });
        return showError(body.message, deposit);
      }
    }
    showError(body.message);
  };

  const shell: GameShell = {
    launch,
    game,
    fun: launch.mode === 'fun',
    stage: frame.stage,
    controls: frame.controls,
    actions: frame.actions,
    money,
    get balance() {
      return balance;
    },
    get freeRounds() {
      return freeRounds;
    },
    showBalance,
    setStake(minor, label = 'Stake') {
      frame.meters.stakeLabel.textContent = label;
      frame.meters.stake.textContent = money(minor);
    },
    showError,
    clearError,
    announce(text) {
      frame.result.textContent = text;
    },
    lock(locked) {
      frame.body.disabled = locked || ended;
      frame.root.classList.toggle('busy', locked);
    },
    async playRound<Outcome>(bet: unknown, options: { free?: boolean } = {}) {
      if (ended) return undefined;
      clearError();
      frame.result.textContent = '';
      shell.lock(true);
      try {
        const request: RoundRequest = { session: session.session, bet };
        if (options.free) request.free = true;
        const round = await postJson<RoundAnswer<Outcome>>('/api/round', request);
        freeRounds = freeRoundsAfterRound(freeRounds, round);
        // The win is added when the page has shown it.
        showBalance(round.pending ? round.balance : round.balance - round.winMinor);
        return round;
      } catch (error) {
        shell.lock(false);
        if (error instanceof ApiFailure) {
          freeRounds = freeRoundsAfterRefusal(freeRounds, error.body);
          refusal(error);
        } else showError('The round could not be played.');
        return undefined;
      }
    },
    finishRound(round) {
      showBalance(round.balance);
      frame.meters.win.textContent = money(round.winMinor);
      frame.root.classList.toggle('won', round.winMinor > 0);
      // A win still being credited is news, not an error; a win refused for good is an error.
      if (round.message && round.pending) frame.result.textContent = round.message;
      else if (round.message) showError(round.message);
      tellHostingSite(round.balance, session.currency);
      shell.lock(false);
    },
  };
  showBalance(balance);
  frame.meters.win.textContent = money(0);
  return shell;
}
