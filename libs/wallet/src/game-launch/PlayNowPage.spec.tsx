import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { englishMessages, okAnswer, type Answer, type Handler } from '@wl/testing';
import { renderPage } from '../testing/render-page';
import { PlayNowPage } from './PlayNowPage';

const PATH = '/playnow?provider_code=JILI&game_code=fortune-gems';
const STUDIO = 'https://studio.example';

const launched = (mode: 'real' | 'fun') =>
  okAnswer('product/launch_game', {
    url: `${STUDIO}/play/JILI?game=fortune-gems&mode=${mode}`,
    mode,
    provider_code: 'JILI',
    provider_name: 'JILI Games',
    game_code: 'fortune-gems',
    game_name: 'Fortune Gems',
    game_type: 'slots',
  });

const platform =
  (answers: Record<string, Answer> = {}): Handler =>
  (path) =>
    ({
      'product/launch_game': launched('real'),
      'product/launch_demo': launched('fun'),
      'auth/get_balance': {
        statusCode: 1,
        message: 'OK',
        currency: 'PHP',
        game_balance: 1234.5,
        game_token: 0,
      },
      ...answers,
    })[path];

const location = () => screen.getByTestId('location').textContent;
const launchCalls = (calls: { path: string }[]) => calls.filter((c) => c.path.startsWith('product/launch'));

beforeAll(englishMessages);
afterEach(() => localStorage.clear());

describe('PlayNowPage', () => {
  it("shows a guest the game in fun mode, in a frame of the launch URL, under the site's bar", async () => {
    const { calls } = renderPage(<PlayNowPage />, { path: PATH, handler: platform() });

    const frame = await screen.findByTitle('Fortune Gems');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${STUDIO}/play/JILI?game=fortune-gems&mode=fun`);
    expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    expect(frame).toHaveAttribute('referrerpolicy', 'origin');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation(\s|$)/);

    expect(screen.getByRole('heading', { level: 1, name: 'Fortune Gems' })).toBeInTheDocument();
    expect(screen.getByText('Fun mode')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Slots' })).toHaveAttribute('href', '/slots');
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(launchCalls(calls).map((c) => c.path)).toEqual(['product/launch_demo']);
  });

  it('shows the player the real game, the live balance and Deposit', async () => {
    const { calls } = renderPage(<PlayNowPage />, { path: PATH, handler: platform(), signedIn: true });
    expect(await screen.findByTitle('Fortune Gems')).toHaveAttribute(
      'src',
      `${STUDIO}/play/JILI?game=fortune-gems&mode=real`,
    );
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
    expect(screen.queryByText('Fun mode')).toBeNull();
    expect(screen.getByTestId('play-balance')).toHaveTextContent('Balance ₱0.00');

    // A round ended in the game: the balance shown is the platform's.
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: STUDIO, data: { type: 'wl:round' } }));
    });
    await waitFor(() => expect(screen.getByTestId('play-balance')).toHaveTextContent('Balance ₱1,234.50'));
    expect(launchCalls(calls)).toEqual([
      expect.objectContaining({
        path: 'product/launch_game',
        body: expect.objectContaining({ account_id: 'demo1' }),
      }),
    ]);
  });

  it('shows the bar and the loading state until the game is launched', () => {
    renderPage(<PlayNowPage />, {
      path: PATH,
      handler: (path) =>
        path.startsWith('product/launch') ? new Promise<Answer>(() => undefined) : undefined,
    });
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading…');
    expect(screen.queryByTitle('Fortune Gems')).toBeNull();
  });

  it('launches nothing while the session of a server-rendered page is still pending', () => {
    const { calls } = renderPage(<PlayNowPage />, {
      path: PATH,
      handler: platform(),
      prepare: (store) => store.session.markPending(),
    });
    expect(launchCalls(calls)).toEqual([]);
    expect(screen.queryByText('Fun mode')).toBeNull();
  });

  it('offers a guest the sign-in when the game has no fun mode, and comes back to the game after it', async () => {
    renderPage(<PlayNowPage />, {
      path: PATH,
      handler: platform({ 'product/launch_demo': { statusCode: 0, message: 'funModeUnavailable' } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This game has no free play. Sign in to play it.');
    expect(screen.queryByText('Fun mode')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Log in' }));
    expect(location()).toBe(`/login?redirect=${encodeURIComponent(PATH)}`);
  });

  it('says when the game is not offered, and when its provider is away (with Try again)', async () => {
    const unavailable = renderPage(<PlayNowPage />, {
      path: PATH,
      handler: platform({ 'product/launch_demo': { statusCode: 0, message: 'gameUnavailable' } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This game is not available on this site.');
    expect(within(alert).queryByRole('button')).toBeNull();
    unavailable.unmount();

    const away = renderPage(<PlayNowPage />, {
      path: PATH,
      handler: platform({ 'product/launch_game': { statusCode: 0, message: 'providerUnavailable' } }),
      signedIn: true,
    });
    const second = await screen.findByRole('alert');
    expect(second).toHaveTextContent('The game provider is not answering.');
    fireEvent.click(within(second).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(launchCalls(away.calls)).toHaveLength(2));
  });

  it('says the game is not available when the address names none, and asks nothing', async () => {
    const { calls } = renderPage(<PlayNowPage />, {
      path: '/playnow?provider_code=JILI',
      handler: platform(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This game is not available on this site.');
    expect(launchCalls(calls)).toEqual([]);
  });

  it("keeps the site's layout out of reach while the game covers it, and gives it back after", async () => {
    const view = renderPage(<PlayNowPage />, { path: PATH, handler: platform() });
    await screen.findByTitle('Fortune Gems');
    expect(screen.getByTestId('site-header')).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    view.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
