import { fireEvent, screen, waitFor } from '@testing-library/react';
import { okAnswer, type Handler } from '@wl/testing';
import { balances, overviewAnswer, round } from '../testing/rewards-answers';
import { renderRewards, rewardsTestSetup } from '../testing/render-rewards';
import { DicePage } from './DicePage';

function renderDice(handler: Handler) {
  const view = renderRewards(<DicePage />, { path: '/minigame', handler });
  const bodies = (path: string) => view.calls.filter((call) => call.path === path).map((call) => call.body);
  return { ...view, bodies };
}

beforeAll(rewardsTestSetup);
afterEach(() => localStorage.clear());

describe('the dice page', () => {
  it('shows the chance, multiplier and payout of the bet as it changes', async () => {
    renderDice((path) => (path === 'minigame/overview' ? overviewAnswer() : undefined));
    const target = await screen.findByRole('spinbutton', { name: 'Target' });
    fireEvent.change(target, { target: { value: '49.5' } });
    fireEvent.change(screen.getByLabelText('Stake (tokens)'), { target: { value: '10' } });
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('49.50%');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('2×');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('20 tokens');

    fireEvent.click(screen.getByRole('radio', { name: 'Over the target' }));
    expect(screen.getByRole('slider', { name: 'Target' })).toHaveValue('50.5');
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('49.50%');
  });

  it('says what is wrong with a stake and does not roll it', async () => {
    const { bodies } = renderDice((path) =>
      path === 'minigame/overview' ? overviewAnswer({ tokens: 40 }) : undefined,
    );
    const stake = await screen.findByLabelText('Stake (tokens)');
    fireEvent.change(stake, { target: { value: '60' } });
    expect(stake).toHaveAccessibleDescription('You do not have enough tokens for this.');
    expect(screen.getByRole('button', { name: 'Roll' })).toBeDisabled();
    expect(bodies('minigame/dice')).toEqual([]);
  });

  it("rolls: the roll and what it paid are told, and the header's tokens move", async () => {
    const { bodies } = renderDice((path) => {
      if (path === 'minigame/overview') return overviewAnswer({ tokens: 40 });
      if (path === 'minigame/dice') {
        return okAnswer('minigame/dice', {
          round: round({
            game: 'dice',
            outcome: 12.34,
            target: 49.5,
            direction: 'under',
            won: true,
            stake: 10,
            prize: { kind: 'tokens', amount: 19 },
          }),
          ...balances(49),
        });
      }
      return undefined;
    });
    fireEvent.change(await screen.findByLabelText('Stake (tokens)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByText('Rolled 12.34: you won 19 tokens!')).toBeInTheDocument();
    expect(screen.getByTestId('dice-result')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByTestId('header-tokens')).toHaveTextContent('49'));
    expect(bodies('minigame/dice')).toEqual([expect.objectContaining({ stake: 10, direction: 'under' })]);
  });

  it('links to the wheel and to the fairness view', async () => {
    renderDice((path) => (path === 'minigame/overview' ? overviewAnswer() : undefined));
    expect(await screen.findByRole('link', { name: 'Play the lucky spin' })).toHaveAttribute('href', '/spin');
    fireEvent.click(screen.getByRole('link', { name: 'Check fairness' }));
    expect(await screen.findByTestId('verify-view')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/minigame?view=verify');
  });
});
