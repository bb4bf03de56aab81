import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BetRound } from '@wl/api';
import { formatDateTime } from '@wl/i18n';
import { englishMessages, okAnswer, type Answer, type Handler } from '@wl/testing';
import { renderPage } from '../testing/render-page';
import { BetHistoryPage } from './BetHistoryPage';

const NOW = new Date('2025-03-14T10:00:00Z');

const round = (id: string, fields: Partial<BetRound> = {}): BetRound => ({
  round_id: id,
  provider_code: 'JILI',
  provider_name: 'JILI Games',
  game_code: 'fortune-gems',
  game_name: 'Fortune Gems',
  game_type: 'slots',
  bet: 10,
  win: 12.5,
  refund: 0,
  net: 2.5,
  status: 'closed',
  started_at: '2025-03-14T09:00:00Z',
  ended_at: '2025-03-14T09:00:05Z',
  ...fields,
});

const ROUNDS = [
  round('r-3'),
  round('r-2', { game_name: 'Lucky Roulette', provider_name: 'Demo Live', bet: 20, win: 0, net: -20 }),
  round('r-1', { status: 'open', win: 0, net: -10, ended_at: null }),
];

const page = (rounds: BetRound[], total = rounds.length, number = 1) =>
  okAnswer('product/bet_history', { value: rounds, total, page: number, page_size: 20 });

const listing: Handler = (path) => (path === 'product/bet_history' ? page(ROUNDS, 45) : undefined);

function renderHistory(handler: Handler = listing, width = 1280) {
  const view = renderPage(<BetHistoryPage />, {
    path: '/bet-history',
    handler,
    signedIn: true,
    prepare: (store) => {
      window.innerWidth = width;
      store.viewport.refresh();
    },
  });
  const historyCalls = () => view.calls.filter((c) => c.path === 'product/bet_history').map((c) => c.body);
  return { ...view, historyCalls };
}

beforeAll(englishMessages);
// Only the clock is fixed: the fake platform's answers still arrive on real timers.
beforeEach(() =>
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask'] }),
);
afterEach(() => {
  jest.useRealTimers();
  window.innerWidth = 1024;
  localStorage.clear();
});

describe('BetHistoryPage', () => {
  it('lists the rounds of the last seven days in a table, newest first, with signed and coloured nets', async () => {
    const { historyCalls } = renderHistory();
    expect(screen.getByRole('heading', { level: 1, name: 'Bet history' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-08');
    expect(screen.getByLabelText('To')).toHaveValue('2025-03-14');
    expect(screen.getByLabelText('Game type')).toHaveValue('');

    const table = await screen.findByRole('table', { name: 'Bet history' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Game', 'Provider', 'Bet', 'Win', 'Net', 'Round']);
    const cells = (index: number) =>
      Array.from((rows[index] as HTMLElement).querySelectorAll('td, th')).map((cell) => cell.textContent);
    expect(cells(1)).toEqual([
      formatDateTime('2025-03-14T09:00:00Z', 'EN'),
      'Fortune Gems',
      'JILI Games',
      '₱10.00',
      '₱12.50',
      '+₱2.50',
      'r-3',
    ]);
    expect(cells(2).slice(1, 7)).toEqual([
      'Lucky Roulette',
      'Demo Live',
      '₱20.00',
      '₱0.00',
      '-₱20.00',
      'r-2',
    ]);
    expect(cells(3)[5]).toBe('In play');
    expect(within(table).getByText('+₱2.50')).toHaveClass('wl-bets__net--up');
    expect(within(table).getByText('-₱20.00')).toHaveClass('wl-bets__net--down');
    expect(historyCalls()).toEqual([
      expect.objectContaining({ date_from: '2025-03-08', date_to: '2025-03-14', page: 1, page_size: 20 }),
    ]);
  });

  it('shows cards on phones', async () => {
    renderHistory(listing, 375);
    const list = await screen.findByRole('list', { name: 'Bet history' });
    const cards = within(list).getAllByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Fortune Gems');
    expect(cards[0]).toHaveTextContent('Net +₱2.50');
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Round r-3' })).toBeInTheDocument();
  });

  it('holds the place of the rows with a skeleton while they load', () => {
    const { container } = renderHistory((path) =>
      path === 'product/bet_history' ? new Promise<Answer>(() => undefined) : undefined,
    );
    expect(container.querySelector('.wl-bets__results')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.wl-bets__skeleton tbody tr')).toHaveLength(5);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading…');
  });

  it('asks again from page 1 for a game type, and pages with the paginator', async () => {
    const { historyCalls } = renderHistory();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(historyCalls()).toHaveLength(2));
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Game type'), { target: { value: 'livecasino' } });
    await waitFor(() => expect(historyCalls()).toHaveLength(3));
    expect(historyCalls().map((c) => [c['page'], c['game_type']])).toEqual([
      [1, undefined],
      [2, undefined],
      [1, 'livecasino'],
    ]);
    expect(screen.getByRole('option', { name: 'Live Casino' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Table games' })).toBeInTheDocument();
  });

  it('says when the days chosen have no rounds', async () => {
    renderHistory((path) => (path === 'product/bet_history' ? page([], 0) : undefined));
    expect(await screen.findByText('No rounds between these dates.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says when the service is down, with Try again', async () => {
    let answer: Answer = { statusCode: -503, message: 'serviceUnavailable' };
    const { historyCalls } = renderHistory((path) => (path === 'product/bet_history' ? answer : undefined));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This service is temporarily unavailable.');
    answer = page(ROUNDS);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table');
    expect(historyCalls()).toHaveLength(2);
  });

  it('opens a round with every wallet call and its transaction id', async () => {
    renderHistory((path) => {
      if (path === 'product/round_detail')
        return okAnswer('product/round_detail', {
          round: round('r-3'),
          moves: [
            { kind: 'bet', transaction_id: 'tx-bet-1', amount: 10, created_at: '2025-03-14T09:00:00Z' },
            { kind: 'win', transaction_id: 'tx-win-1', amount: 12.5, created_at: '2025-03-14T09:00:05Z' },
          ],
        });
      return listing(path, {});
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Round r-3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Round r-3' });
    const moves = await within(dialog).findAllByRole('listitem');
    expect(moves.map((move) => move.textContent)).toEqual([
      `Bet-₱10.00Transaction: tx-bet-1${formatDateTime('2025-03-14T09:00:00Z', 'EN')}`,
      `Win+₱12.50Transaction: tx-win-1${formatDateTime('2025-03-14T09:00:05Z', 'EN')}`,
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
