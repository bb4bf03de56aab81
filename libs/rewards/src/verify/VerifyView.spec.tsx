import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { okAnswer, type Handler } from '@wl/testing';
import {
  NEXT_SERVER_SEED_HASH,
  SERVER_SEED,
  SERVER_SEED_HASH,
  expectedFloat,
  expectedRoll,
  fairDiceRound,
  overviewAnswer,
  round,
} from '../testing/rewards-answers';
import { renderRewards, rewardsTestSetup } from '../testing/render-rewards';
import { DicePage } from '../dice/DicePage';

function renderVerify(rounds: ReturnType<typeof round>[], handler: Handler = () => undefined) {
  const view = renderRewards(<DicePage />, {
    path: '/minigame?view=verify',
    handler: (path, body) =>
      handler(path, body) ??
      (path === 'minigame/overview'
        ? overviewAnswer()
        : path === 'minigame/rounds'
          ? okAnswer('minigame/rounds', { rounds, has_more: false })
          : undefined),
  });
  const bodies = (path: string) => view.calls.filter((call) => call.path === path).map((call) => call.body);
  return { ...view, bodies };
}

const items = () => screen.findAllByTestId('verify-round');

beforeAll(rewardsTestSetup);
afterEach(() => localStorage.clear());

describe('the fairness view', () => {
  it('shows the seeds in use: the server seed only as its hash, the client seed, the next nonce', async () => {
    renderVerify([]);
    const seeds = await screen.findByTestId('active-seeds');
    expect(within(seeds).getByText(SERVER_SEED_HASH)).toBeInTheDocument();
    expect(within(seeds).getByText('lucky')).toBeInTheDocument();
    expect(within(seeds).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('You have not played yet.')).toBeInTheDocument();
  });

  it('recomputes a revealed round in the browser and finds the known roll', async () => {
    const played = fairDiceRound(7);
    renderVerify([played]);
    const [item] = (await items()) as [HTMLElement];
    fireEvent.click(within(item).getByRole('button', { name: /^Verify/ }));
    const roll = (expectedRoll(SERVER_SEED, 'lucky', 7) / 100).toFixed(2);
    expect(await within(item).findByText('Fair: this round checks out.')).toBeInTheDocument();
    expect(within(item).getByText(`Recomputed roll: ${roll} — the same`)).toBeInTheDocument();
    expect(within(item).getByText('The server seed matches its published hash.')).toBeInTheDocument();
  });

  it('flags a round whose stored roll was tampered with', async () => {
    const played = fairDiceRound(7);
    renderVerify([{ ...played, outcome: played.outcome > 50 ? 10 : 90 }]);
    const [item] = (await items()) as [HTMLElement];
    fireEvent.click(within(item).getByRole('button', { name: /^Verify/ }));
    expect(await within(item).findByText('Warning: this round does not check out.')).toBeInTheDocument();
    expect(within(item).getByText(/DIFFERENT from the stored result$/)).toBeInTheDocument();
  });

  it('says a round of the seeds in use cannot be checked yet, and offers the rotation', async () => {
    renderVerify([round({ game: 'dice', server_seed: null, outcome: 42, target: 50, direction: 'under' })]);
    const [item] = (await items()) as [HTMLElement];
    expect(within(item).getByText('Its server seed is still secret.')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Change seeds to check it' })).toHaveAttribute(
      'href',
      '#wl-verify-rotate',
    );
    expect(within(item).queryByRole('button', { name: /^Verify/ })).toBeNull();
  });

  it('changes seeds with a client seed of the player: the server seed is revealed and its rounds can be checked', async () => {
    const played = { ...fairDiceRound(7), server_seed: null };
    const { bodies } = renderVerify([played], (path) =>
      path === 'minigame/rotate_seed'
        ? okAnswer('minigame/rotate_seed', {
            revealed: {
              server_seed: SERVER_SEED,
              server_seed_hash: SERVER_SEED_HASH,
              client_seed: 'lucky',
              rounds: 8,
            },
            seeds: { server_seed_hash: NEXT_SERVER_SEED_HASH, client_seed: 'my-seed', next_nonce: 0 },
          })
        : undefined,
    );
    const field = await screen.findByLabelText('New client seed');
    fireEvent.change(field, { target: { value: 'not valid!' } });
    expect(field).toHaveAccessibleDescription('A client seed is 1 to 64 letters, digits, _ or -.');
    expect(screen.getByRole('button', { name: 'Change seeds' })).toBeDisabled();

    fireEvent.change(field, { target: { value: 'my-seed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change seeds' }));
    const revealed = await screen.findByTestId('revealed-seed');
    expect(revealed).toHaveTextContent('Seeds changed. Here is the server seed of your last 8 rounds:');
    expect(within(revealed).getByText(SERVER_SEED)).toBeInTheDocument();
    expect(bodies('minigame/rotate_seed')).toEqual([
      { account_id: 'demo1', auth: 't', client_seed: 'my-seed' },
    ]);
    expect(within(screen.getByTestId('active-seeds')).getByText(NEXT_SERVER_SEED_HASH)).toBeInTheDocument();

    const [item] = (await items()) as [HTMLElement];
    fireEvent.click(within(item).getByRole('button', { name: /^Verify/ }));
    expect(await within(item).findByText('Fair: this round checks out.')).toBeInTheDocument();
  });

  it("recomputes a spin's segment with the wheel's weights it was played with", async () => {
    // The known float of these seeds and nonce, read on the fixture's wheel (weights 30, 25, 15, 10).
    const float = expectedFloat(SERVER_SEED, 'lucky', 7);
    const point = float * 80;
    const segment = point < 30 ? 0 : point < 55 ? 1 : point < 70 ? 2 : 3;
    renderVerify([round({ server_seed: SERVER_SEED, nonce: 7, outcome: segment })]);
    const [item] = (await items()) as [HTMLElement];
    fireEvent.click(within(item).getByRole('button', { name: /^Verify/ }));
    expect(
      await within(item).findByText(`Recomputed segment: ${segment + 1} — the same`),
    ).toBeInTheDocument();
    expect(within(item).getByText('Fair: this round checks out.')).toBeInTheDocument();
  });

  it('checks a spin kept without its weights by its seed and result number', async () => {
    renderVerify([round({ server_seed: SERVER_SEED, nonce: 7, weights: null })]);
    const [item] = (await items()) as [HTMLElement];
    fireEvent.click(within(item).getByRole('button', { name: /^Verify/ }));
    expect(
      await within(item).findByText(/^Recomputed result number: 0\.\d{8}\. This round was kept without/),
    ).toBeInTheDocument();
  });

  it('shows older rounds on request', async () => {
    const { bodies } = renderVerify([], (path, body) =>
      path === 'minigame/rounds'
        ? okAnswer('minigame/rounds', {
            rounds: body['before_round_id'] ? [fairDiceRound(1)] : [fairDiceRound(3), fairDiceRound(2)],
            has_more: !body['before_round_id'],
          })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show older rounds' }));
    await waitFor(() => expect(screen.getAllByTestId('verify-round')).toHaveLength(3));
    expect(bodies('minigame/rounds')).toEqual([
      { account_id: 'demo1', auth: 't', limit: 20 },
      { account_id: 'demo1', auth: 't', before_round_id: 102, limit: 20 },
    ]);
    expect(screen.queryByRole('button', { name: 'Show older rounds' })).toBeNull();
  });
});
