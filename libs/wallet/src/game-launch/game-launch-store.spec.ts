import { createTestStore, englishMessages, okAnswer, type Answer } from '@wl/testing';
import { walletFeature } from '../lib/wallet-feature';
import { gameLaunchFeature } from './game-launch-feature';
import { gameKeyFromSearch } from './game-key';
import type { GameLaunchStore } from './game-launch-store';

const GAME = { provider_code: 'JILI', game_code: 'fortune-gems' };
const STUDIO = 'https://studio.example';

const launched = (mode: 'real' | 'fun') =>
  okAnswer('product/launch_game', {
    url: `${STUDIO}/play/JILI?game=fortune-gems&mode=${mode}${mode === 'real' ? '&token=abc' : ''}`,
    mode,
    provider_code: 'JILI',
    provider_name: 'JILI Games',
    game_code: 'fortune-gems',
    game_name: 'Fortune Gems',
    game_type: 'slots',
  });

const BALANCE = { statusCode: 1, message: 'OK', currency: 'PHP', game_balance: 90.5, game_token: 0 };

/** Every store a test opened, closed after it so that no listener outlives its test. */
const opened: GameLaunchStore[] = [];

function setup(options: { signedIn?: boolean; answers?: Record<string, Answer> } = {}) {
  const { signedIn = false, answers = {} } = options;
  const table: Record<string, Answer> = {
    'product/launch_game': launched('real'),
    'product/launch_demo': launched('fun'),
    'auth/get_balance': BALANCE,
    ...answers,
  };
  const { store, calls } = createTestStore({ signedIn, answers: (path) => table[path] });
  const report = jest.spyOn(store, 'report');
  const launch = store.feature(gameLaunchFeature);
  opened.push(launch);
  const wallet = store.feature(walletFeature);
  const balanceCalls = () => calls.filter((call) => call.path === 'auth/get_balance').length;
  return { store, calls, report, launch, wallet, balanceCalls };
}

/** A message as a frame of `origin` posts it to the page. */
function post(data: unknown, origin = STUDIO) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

/** Lets the balance call the message started finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(englishMessages);
afterEach(() => {
  for (const launch of opened.splice(0)) launch.close({ refresh: false });
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the game of the address', () => {
  it('is read from provider_code and game_code, or is none', () => {
    expect(gameKeyFromSearch('?provider_code=JILI&game_code=fortune-gems')).toEqual(GAME);
    expect(gameKeyFromSearch('?provider_code=JILI')).toBeNull();
    expect(gameKeyFromSearch('?provider_code=&game_code=x')).toBeNull();
    expect(gameKeyFromSearch('?provider_code=J%3Cscript&game_code=x')).toBeNull();
  });
});

describe('GameLaunchStore', () => {
  it('launches the real-money game for the signed-in player, in the language shown', async () => {
    const { launch, calls, report } = setup({ signedIn: true });
    expect(launch.loading).toBe(true);
    await launch.open(GAME);

    expect(calls).toEqual([
      {
        path: 'product/launch_game',
        body: {
          domain_name: 'localhost',
          external_id: 'ext-1',
          account_id: 'demo1',
          auth: 't',
          provider_code: 'JILI',
          game_code: 'fortune-gems',
          language: 'EN',
        },
      },
    ]);
    expect(launch.status).toBe('playing');
    expect(launch.mode).toBe('real');
    expect(launch.url).toBe(`${STUDIO}/play/JILI?game=fortune-gems&mode=real&token=abc`);
    expect(launch.game).toMatchObject({
      origin: STUDIO,
      game_name: 'Fortune Gems',
      provider_name: 'JILI Games',
      game_type: 'slots',
    });
    expect(report).not.toHaveBeenCalled();
  });

  it('launches fun mode for a guest, without a member', async () => {
    const { launch, calls } = setup();
    await launch.open(GAME);
    expect(calls).toEqual([
      {
        path: 'product/launch_demo',
        body: {
          domain_name: 'localhost',
          external_id: 'ext-1',
          provider_code: 'JILI',
          game_code: 'fortune-gems',
          language: 'EN',
        },
      },
    ]);
    expect(launch.status).toBe('playing');
    expect(launch.mode).toBe('fun');
  });

  it('asks once for the game already on its way or playing', async () => {
    const { launch, calls } = setup();
    await Promise.all([launch.open(GAME), launch.open(GAME)]);
    await launch.open(GAME);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['gameUnavailable', false],
    ['providerUnavailable', true],
    ['funModeUnavailable', false],
  ])('keeps %s for the page to say, without a dialog (retry: %s)', async (key, retryable) => {
    const { launch, report } = setup({
      answers: { 'product/launch_demo': { statusCode: 0, message: key } },
    });
    await launch.open(GAME);
    expect(launch.status).toBe('failed');
    expect(launch.errorKey).toBe(key);
    expect(launch.retryable).toBe(retryable);
    expect(launch.url).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('shows a dropped connection on the page and launches again on retry', async () => {
    let answer: Answer = { statusCode: 0, message: 'disconnect' };
    const { store, calls } = createTestStore({
      signedIn: true,
      answers: (path) => (path === 'product/launch_game' ? answer : undefined),
    });
    const report = jest.spyOn(store, 'report');
    const launch = store.feature(gameLaunchFeature);
    opened.push(launch);
    await launch.open(GAME);
    expect(launch.errorKey).toBe('disconnect');
    expect(launch.retryable).toBe(true);
    expect(report).not.toHaveBeenCalled();

    answer = launched('real');
    await launch.retry();
    expect(launch.status).toBe('playing');
    expect(calls.filter((c) => c.path === 'product/launch_game')).toHaveLength(2);
  });

  it('leaves an ended session to the global handler, which ends it', async () => {
    const { store, launch, report } = setup({
      signedIn: true,
      answers: { 'product/launch_game': { statusCode: 0, message: 'sessionExpired' } },
    });
    const navigate = jest.fn();
    store.navigation.attach(navigate);
    await launch.open(GAME);
    expect(report).toHaveBeenCalledWith({ statusCode: 0, message: 'sessionExpired' });
    expect(store.session.isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent('/')}`,
      expect.objectContaining({ replace: true }),
    );
  });

  it('refuses a launch URL that is not a web page', async () => {
    const { launch } = setup({
      answers: { 'product/launch_demo': { ...launched('fun'), url: 'javascript:alert(1)' } },
    });
    await launch.open(GAME);
    expect(launch.status).toBe('failed');
    expect(launch.errorKey).toBe('unknownError');
    expect(launch.url).toBeNull();
  });

  it("loads the balance from the platform when the game frame's origin says a round ended", async () => {
    const { launch, wallet, balanceCalls } = setup({ signedIn: true });
    await launch.open(GAME);

    post({ type: 'wl:round', balance: 1_000_000 });
    await settle();
    expect(balanceCalls()).toBe(1);
    // The platform's balance, not the message's.
    expect(wallet.game.balance).toBe(9050);
  });

  it('ignores messages from any other origin, of another type, or of a fun game', async () => {
    const real = setup({ signedIn: true });
    await real.launch.open(GAME);
    post({ type: 'wl:round' }, 'https://evil.example');
    post({ type: 'wl:round' }, 'http://studio.example');
    post({ type: 'other' });
    post('wl:round');
    await settle();
    expect(real.balanceCalls()).toBe(0);

    const fun = setup();
    await fun.launch.open(GAME);
    post({ type: 'wl:round' });
    await settle();
    expect(fun.balanceCalls()).toBe(0);
  });

  it('closes the game when the session ends, and stops listening to it', async () => {
    const { store, launch, balanceCalls } = setup({ signedIn: true });
    await launch.open(GAME);
    store.session.logout();
    expect(launch.url).toBeNull();
    expect(launch.status).toBe('idle');
    post({ type: 'wl:round' });
    await settle();
    expect(balanceCalls()).toBe(0);
  });

  it('loads the balance once more when the player leaves a real game, and drops answers on their way', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const { store, calls } = createTestStore({
      signedIn: true,
      answers: (path) => {
        if (path === 'product/launch_game') return new Promise<Answer>((resolve) => (answer = resolve));
        return path === 'auth/get_balance' ? BALANCE : undefined;
      },
    });
    const launch = store.feature(gameLaunchFeature);
    const opening = launch.open(GAME);
    await settle();
    launch.close();
    answer(launched('real'));
    await opening;
    expect(launch.url).toBeNull();
    // Nothing played: nothing to load.
    expect(calls.filter((c) => c.path === 'auth/get_balance')).toHaveLength(0);

    const second = launch.open(GAME);
    await settle();
    answer(launched('real'));
    await second;
    expect(launch.status).toBe('playing');
    launch.close();
    await settle();
    expect(calls.filter((c) => c.path === 'auth/get_balance')).toHaveLength(1);
  });
});
