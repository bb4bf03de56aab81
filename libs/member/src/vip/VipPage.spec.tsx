import { screen, within } from '@testing-library/react';
import { SILVER, TIERS, tiersAnswer, vipAnswer } from '../testing/member-answers';
import { memberMessages, renderMemberPage } from '../testing/render-member-page';
import { VipPage } from './VipPage';

function render(signedIn: boolean, vip = vipAnswer()) {
  return renderMemberPage(<VipPage />, {
    path: '/vip',
    signedIn,
    handler: (path) => {
      if (path === 'auth/vip_before_login') return tiersAnswer();
      if (path === 'auth/vip') return vip;
      return undefined;
    },
  });
}

const tiers = () =>
  within(screen.getByRole('list', { name: 'VIP levels' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeAll(memberMessages);
afterEach(() => localStorage.clear());

describe('/vip', () => {
  it('shows a guest every level with the deposits and turnover it starts at, and a way to log in', async () => {
    const { calls } = render(false);
    await screen.findByText('Silver');
    expect(tiers()).toEqual([
      'Level 1BronzeDeposits₱0.00Turnover₱0.00',
      'Level 2SilverDeposits₱1,000.00Turnover₱5,000.00',
      'Level 3GoldDeposits₱5,000.00Turnover₱25,000.00',
    ]);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['auth/vip_before_login']);
    expect(calls[0]?.body).toEqual({ domain_name: 'localhost', external_id: 'ext-1' });
  });

  it("shows a player's level marked, both bars capped at 100 % and what the next level needs", async () => {
    render(true);
    expect(await screen.findByTestId('vip-level')).toHaveTextContent('Silver');
    const current = screen.getByRole('listitem', { current: true });
    expect(current).toHaveTextContent('Level 2Your levelSilver');
    expect(screen.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('₱3,000.00 of ₱5,000.00')).toBeInTheDocument();
    const needs = screen.getByTestId('vip-needs');
    expect(needs).toHaveTextContent('To reach Gold:');
    expect(needs).toHaveTextContent('Deposits₱2,000.00 more');
    expect(needs).toHaveTextContent('TurnoverReached');
  });

  it('says when the player is on the highest level', async () => {
    const gold = TIERS[2] ?? null;
    render(
      true,
      vipAnswer(
        {
          ...SILVER,
          vip_name: 'Gold',
          vip_name_next: 'Gold',
          starting_deposit: 5000,
          cycle_deposit: 100,
          deposit_next: 5000,
          starting_turnover: 25000,
          cycle_turnover: 10,
          turnover_next: 25000,
        },
        gold,
      ),
    );
    expect(await screen.findByText('You are on the highest level.')).toBeInTheDocument();
    expect(screen.queryByTestId('vip-needs')).not.toBeInTheDocument();
  });

  it('says when the site has no levels', async () => {
    renderMemberPage(<VipPage />, {
      path: '/vip',
      signedIn: false,
      handler: (path) => (path === 'auth/vip_before_login' ? tiersAnswer([]) : undefined),
    });
    expect(await screen.findByText('This site has no VIP levels yet.')).toBeInTheDocument();
  });
});
