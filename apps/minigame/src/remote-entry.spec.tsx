import { screen } from '@testing-library/react';
import { englishMessages, okAnswer, renderWithStore } from '@wl/testing';
import minigame from './remote-entry';

const overview = okAnswer('minigame/overview', {
  currency: 'PHP',
  game_balance: 100,
  game_token: 40,
  frozen_token: 0,
  wheel: [
    { index: 0, prize: { kind: 'tokens', amount: 5 }, weight: 3, colour: '#2563eb' },
    { index: 1, prize: { kind: 'nothing', amount: 0 }, weight: 1, colour: '#475569' },
  ],
  spin_cost: 10,
  free_spin_available: true,
  next_free_spin_at: '2030-01-02T00:00:00.000Z',
  dice: { min_stake: 1, max_stake: 100, house_edge_percent: 1, min_chance: 2, max_chance: 95 },
  seeds: { server_seed_hash: 'ab12', client_seed: 'lucky', next_nonce: 0 },
  tokens_per_wager: { tokens: 1, per: 100 },
  claimable: 1,
});

const renderPage = (page: 'minigame' | 'spin', ownLayout: boolean) => {
  const { Layout, pages } = minigame;
  const Page = pages[page];
  return renderWithStore(ownLayout ? <Layout>{<Page />}</Layout> : <Page />, {
    path: `/${page}`,
    signedIn: true,
    startup: { site: { gamify_status: true } },
    answers: { 'minigame/overview': overview },
  });
};

beforeAll(englishMessages);
afterEach(() => localStorage.clear());

it("shows the dice game of @wl/rewards inside the minigame's own layout", async () => {
  renderPage('minigame', true);
  expect(document.querySelector('[data-family="minigame"]')).not.toBeNull();
  expect(await screen.findByRole('heading', { level: 1, name: 'Dice' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Roll' })).toBeInTheDocument();
  expect(screen.getByTestId('rewards-tokens')).toHaveTextContent('40');
});

it('shows the lucky wheel of @wl/rewards for /spin', async () => {
  renderPage('spin', false);
  expect(await screen.findByRole('heading', { level: 1, name: 'Lucky spin' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Free spin' })).toBeInTheDocument();
});
