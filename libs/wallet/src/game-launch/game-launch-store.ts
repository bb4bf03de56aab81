import { makeAutoObservable, runInAction } from 'mobx';
import { launchDemo, launchGame, type Envelope, type LaunchResponse, type SiteRequest } from '@wl/api';
import {
  PlatformRequests,
  isRetryable,
  type FeatureStore,
  type MemberSource,
  type Outcome,
  type PlatformPort,
} from '@wl/core';
import { sameGame, type GameKey } from './game-key';
import { gameOrigin, isRoundMessage } from './round-message';

/** What the launch calls answer about the game itself; the page says each in its own words. */
export const LAUNCH_ERROR_KEYS = ['gameUnavailable', 'providerUnavailable', 'funModeUnavailable'] as const;
export type LaunchErrorKey = (typeof LAUNCH_ERROR_KEYS)[number];
const isLaunchError = (message: string): message is LaunchErrorKey =>
  (LAUNCH_ERROR_KEYS as readonly string[]).includes(message);

export type PlayMode = 'real' | 'fun';
/** idle: nothing asked yet (and what a server render shows); loading; playing: the frame is up; failed. */
export type LaunchStatus = 'idle' | 'loading' | 'playing' | 'failed';

/** The game in the frame: the launch answer and the one origin its messages may come from. */
export interface LaunchedGame {
  url: string;
  origin: string;
  mode: PlayMode;
  provider_code: string;
  provider_name: string;
  game_code: string;
  game_name: string;
  game_type: string;
}

/** The window whose `message` events the store hears (the page's; a stand-in in tests). */
export type MessageTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface GameLaunchDeps {
  platform: PlatformPort;
  session: MemberSource;
  /** domain_name and external_id of the site. */
  site: () => SiteRequest;
  /** The site's language code shown now (EN, VI...), for the game page to speak it. */
  language: () => string;
  /** The wallet's own balance load: the only source of the balance shown. */
  refreshBalance: () => Promise<void>;
  /** Null where there is no window (a server render): nothing is listened to there. */
  window: MessageTarget | null;
}

function launchedGame(answer: Partial<LaunchResponse>): LaunchedGame | null {
  const url = answer.url ?? '';
  const origin = gameOrigin(url);
  if (!origin) return null;
  return {
    url,
    origin,
    mode: answer.mode === 'real' ? 'real' : 'fun',
    provider_code: answer.provider_code ?? '',
    provider_name: answer.provider_name ?? '',
    game_code: answer.game_code ?? '',
    game_name: answer.game_name ?? '',
    game_type: answer.game_type ?? '',
  };
}

/**
 * Game launch: opens the game of the /playnow address at its provider, for real money for the signed-in
 * player or in fun mode for a guest, and keeps what the page shows of it. While a real game plays, a
 * round that ended at the provider (a `wl:round` message from the game frame's origin, and from no other)
 * has the wallet load the balance again. The session ending closes the game.
 */
export class GameLaunchStore implements FeatureStore {
  status: LaunchStatus = 'idle';
  game: LaunchedGame | null = null;
  /** The `errors` message key of a failed launch. */
  errorKey: string | null = null;
  /** The failure may pass if asked again (the provider or the connection was away). */
  retryable = false;
  /** The game asked for and whether it was asked for the player (real) or a guest (fun). */
  private requested: { game: GameKey; real: boolean } | null = null;
  private stopListening: (() => void) | null = null;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: GameLaunchDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests' | 'requested' | 'stopListening' | 'onMessage'>(
      this,
      { deps: false, requests: false, requested: false, stopListening: false, onMessage: false },
      { deep: false, autoBind: true },
    );
  }

  get url(): string | null {
    return this.game?.url ?? null;
  }

  get mode(): PlayMode | null {
    return this.game?.mode ?? null;
  }

  /** True from the first render until the game is up or has failed (the page shows its loading state). */
  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  /**
   * Launches `game` for whoever is signed in now: the player's real-money game, else fun mode. Asking
   * again for the game already loading or playing, for the same kind of player, changes nothing.
   */
  async open(game: GameKey): Promise<void> {
    const real = this.deps.session.member !== null;
    const same = this.requested && sameGame(this.requested.game, game) && this.requested.real === real;
    if (same && this.status !== 'failed') return;
    this.close({ refresh: false });
    this.requested = { game, real };
    this.status = 'loading';
    const outcome = await this.launch(game);
    if (!outcome?.current) return;
    runInAction(() => this.apply(outcome));
  }

  /** Asks once more for the game that failed. */
  retry(): Promise<void> {
    const requested = this.requested;
    if (!requested || this.status !== 'failed') return Promise.resolve();
    return this.open(requested.game);
  }

  /**
   * The player leaves the game: the frame goes, its messages are no longer heard and an answer on its
   * way is dropped. After a real game the balance is loaded once more, for the rounds that sent no message.
   */
  close({ refresh = true }: { refresh?: boolean } = {}): void {
    const wasReal = this.game?.mode === 'real';
    this.stopListening?.();
    this.stopListening = null;
    this.requests.clear();
    this.requested = null;
    this.game = null;
    this.status = 'idle';
    this.errorKey = null;
    this.retryable = false;
    if (refresh && wasReal && this.deps.session.member) void this.deps.refreshBalance();
  }

  /** The session ended (logout, expiry, another tab): a real game must not play on. */
  clear(): void {
    this.close({ refresh: false });
  }

  private launch(game: GameKey): Promise<Outcome<Envelope & Partial<LaunchResponse>> | null> {
    const api = this.requests.api;
    const request = { ...this.deps.site(), ...game, language: this.deps.language() };
    // Shown on the page rather than in a dialog: what it says of the game, and a way to try again.
    const quiet = (answer: Envelope) => isLaunchError(answer.message) || isRetryable(answer);
    const args = [game.provider_code, game.game_code];
    if (this.deps.session.member) {
      return this.requests.forMember('launch', (member) => launchGame(api, { ...request, ...member }), {
        quiet,
        args,
      });
    }
    return this.requests.run('launch', () => launchDemo(api, request), { quiet, args });
  }

  private apply({ answer, ok }: Outcome<Envelope & Partial<LaunchResponse>>): void {
    const game = ok ? launchedGame(answer) : null;
    if (!game) {
      this.status = 'failed';
      this.errorKey = ok ? 'unknownError' : answer.message || 'unknownError';
      this.retryable = answer.message === 'providerUnavailable' || isRetryable(answer);
      return;
    }
    this.game = game;
    this.status = 'playing';
    this.listen();
  }

  private listen(): void {
    const target = this.deps.window;
    if (!target || this.stopListening) return;
    target.addEventListener('message', this.onMessage);
    this.stopListening = () => target.removeEventListener('message', this.onMessage);
  }

  /** A listener of its own (bound): added and removed as the same function. */
  private readonly onMessage = (event: MessageEvent): void => {
    const game = this.game;
    // Only the game frame's page speaks for the game; fun mode never touches the wallet.
    if (!game || event.origin !== game.origin || game.mode !== 'real') return;
    if (isRoundMessage(event.data)) void this.deps.refreshBalance();
  };
}
