import { HOME_GAME_LISTS } from '@wl/api';
import { HomeStore } from './home-store';
import { fakeApi, ok, type Answer, type Handler } from '@wl/testing';
import { games } from '../../testing/home';

const site = { domain_name: 'casino1.localhost', external_id: 'casino1' };

const slide = (id: number, en: string, local: string, image = `/media/slide${id}.webp`) => ({
  id,
  en_title: en,
  local_title: local,
  en_subtitle: `${en} subtitle`,
  local_subtitle: '',
  image_url: image,
  link_url: '/promotions',
});

const ANSWERS: Record<string, Answer> = {
  'home/fetch_slide': ok({
    value: [slide(1, 'Welcome bonus', 'Thưởng chào mừng'), slide(2, 'Weekly cashback', '')],
  }),
  'home/marquee': ok({
    value: [
      { id: 1, en_text: 'New games every week', local_text: 'Trò chơi mới mỗi tuần' },
      { id: 2, en_text: 'Withdrawals in minutes', local_text: '  ' },
    ],
  }),
  'home/fetch_transactions': ok({
    deposits: [{ account_id: 'de***12', amount: 500, created_at: '2026-01-01T10:00:00Z' }],
    withdrawals: [],
  }),
  'settings/top10winner_withdrawal': ok({
    winners: Array.from({ length: 12 }, (_, i) => ({
      account_id: `pl***${i}`,
      amount: 1000 - i,
      game_name: 'Fortune Gems',
      provider_code: 'JILI',
      won_at: '2026-01-01T10:00:00Z',
    })),
    withdrawals: [],
    stats: {
      withrawal: 125000,
      winner: 1200,
      hour_withdrawal: 3,
      registered_player: 15400,
      active_player: 2300,
      deposited_player: 8100,
    },
  }),
  'product/get_hot_games': ok({ value: games(20, 'hot') }),
};

/** Answers by path; get_games by flag, with more games than the rows show. */
const byPath: Handler = (path, body) =>
  path === 'product/get_games' ? ok({ value: games(12, String(body['flag'])) }) : (ANSWERS[path] ?? ok());

function homeStore(handler: Handler = byPath, language = 'EN') {
  const { api, calls } = fakeApi(handler);
  const home = new HomeStore({ api, site: () => site, language: () => language, now: () => 42 });
  return { home, calls };
}

describe('HomeStore', () => {
  it('asks for every part at once, before any answer is back', async () => {
    const pending: (() => void)[] = [];
    const { home, calls } = homeStore(
      (path, body) =>
        new Promise<Answer>((resolve) => pending.push(() => resolve(byPath(path, body) as Answer))),
    );

    const loading = home.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((c) => c.path).sort()).toEqual(
      [
        'home/fetch_slide',
        'home/fetch_transactions',
        'home/marquee',
        'product/get_games',
        'product/get_games',
        'product/get_games',
        'product/get_hot_games',
        'settings/top10winner_withdrawal',
      ].sort(),
    );
    expect(home.isShown('slides')).toBe(false);
    pending.forEach((answer) => answer());
    await loading;
    expect(home.isShown('slides')).toBe(true);
  });

  it('asks for the game lists as the site server preloads them, with the site of the page', async () => {
    const { home, calls } = homeStore();
    await home.load();
    const bodies = calls.filter((c) => c.path === 'product/get_games').map((c) => c.body);
    expect(bodies).toEqual(
      expect.arrayContaining([
        { ...site, ...HOME_GAME_LISTS.featured },
        { ...site, ...HOME_GAME_LISTS.popular },
        { ...site, ...HOME_GAME_LISTS.new },
      ]),
    );
    expect(calls.find((c) => c.path === 'product/get_hot_games')?.body).toEqual({ ...site, game_type: '' });
  });

  it('shows at most 15 hot, 10 featured, 6 popular and 6 new games and the 10 biggest wins', async () => {
    const { home } = homeStore();
    await home.load();
    expect(home.games.hot).toHaveLength(15);
    expect(home.games.featured).toHaveLength(10);
    expect(home.games.popular).toHaveLength(6);
    expect(home.games.new).toHaveLength(6);
    expect(home.games.featured[0]?.game_code).toBe('featured1');
    expect(home.winners).toHaveLength(10);
    expect(home.stats?.registered_player).toBe(15400);
    expect(home.transactionsAt).toBe(42);
  });

  it('shows English texts to an English reader', async () => {
    const { home } = homeStore(byPath, 'EN');
    await home.load();
    expect(home.slides.map((s) => s.title)).toEqual(['Welcome bonus', 'Weekly cashback']);
    expect(home.marquee).toEqual(['New games every week', 'Withdrawals in minutes']);
  });

  it('shows the local texts in another language, and English where the local text is empty', async () => {
    const { home } = homeStore(byPath, 'VI');
    await home.load();
    expect(home.slides.map((s) => s.title)).toEqual(['Thưởng chào mừng', 'Weekly cashback']);
    expect(home.slides[0]?.subtitle).toBe('Welcome bonus subtitle');
    expect(home.marquee).toEqual(['Trò chơi mới mỗi tuần', 'Withdrawals in minutes']);
  });

  it('hides a part that failed or came back empty, and shows the others', async () => {
    const { home } = homeStore((path, body) => {
      if (path === 'home/marquee') return { statusCode: -503, message: 'serviceUnavailable' };
      if (path === 'product/get_games' && body['flag'] === 'new') return ok({ value: [] });
      if (path === 'home/fetch_slide') return ok({ value: [slide(1, 'No picture', '', '')] });
      if (path === 'home/fetch_transactions') return Promise.reject(new Error('socket hang up'));
      return byPath(path, body);
    });
    await home.load();

    expect(home.status.marquee).toBe('failed');
    expect(home.isShown('marquee')).toBe(false);
    expect(home.isShown('new')).toBe(false);
    // A slide without a picture is left out; with none left the carousel is not shown.
    expect(home.isShown('slides')).toBe(false);
    expect(home.isShown('transactions')).toBe(false);
    expect(home.isShown('popular')).toBe(true);
    expect(home.isShown('winners')).toBe(true);
  });

  it('loads once, however often the page asks', async () => {
    const { home, calls } = homeStore();
    await Promise.all([home.load(), home.load()]);
    await home.load();
    expect(calls).toHaveLength(8);
  });
});
