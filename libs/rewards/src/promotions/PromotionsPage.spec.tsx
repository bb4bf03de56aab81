import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { okAnswer, type Handler } from '@wl/testing';
import {
  freeRoundGrant,
  freeSpinsPromotion,
  playerBonus,
  promotion,
  promotionsAnswer,
} from '../testing/rewards-answers';
import { renderRewards, rewardsTestSetup } from '../testing/render-rewards';
import { PromotionsPage } from './PromotionsPage';

function renderPromotions(handler: Handler) {
  const view = renderRewards(<PromotionsPage />, {
    path: '/promotions',
    handler,
    // Promotions do not depend on the token games: a site without them offers them too.
    startup: { site: { gamify_status: false } },
  });
  const bodies = (path: string) => view.calls.filter((call) => call.path === path).map((call) => call.body);
  return { ...view, bodies };
}

const QUESTION = 'Forfeit this bonus? Its bonus money and progress are lost.';

const cards = async () => (await screen.findAllByTestId('promotion')) as [HTMLElement, HTMLElement];

beforeAll(rewardsTestSetup);
afterEach(() => localStorage.clear());

describe('the promotions page', () => {
  it('lists the promotions with the offer in words, the end and the full terms', async () => {
    renderPromotions(() => promotionsAnswer());
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const [welcome, reload] = await cards();
    expect(within(welcome).getByRole('heading', { level: 2, name: 'Welcome bonus' })).toBeInTheDocument();
    expect(welcome).toHaveTextContent(
      '100% up to ₱100.00, minimum deposit ₱10.00, wager 5× the bonus within 7 days.',
    );
    expect(reload).toHaveTextContent(
      '50% up to ₱500.00, minimum deposit ₱20.00, wager 10× the bonus within 3 days.',
    );
    expect(within(reload).getByText(/^Ends /)).toBeInTheDocument();
    expect(within(welcome).queryByText(/^Ends /)).toBeNull();
    const terms = within(welcome).getByText('Terms and conditions').closest('details');
    expect(terms).not.toHaveAttribute('open');
    expect(terms).toHaveTextContent('One bonus per player.');
    expect(within(welcome).getByRole('button', { name: 'Opt in Welcome bonus' })).toBeEnabled();
  });

  it('opts in: the list is read again and the promotion says Opted in, the others wait', async () => {
    let bonus: ReturnType<typeof playerBonus> | null = null;
    const { bodies } = renderPromotions((path) => {
      if (path === 'promotion/opt_in') {
        bonus = playerBonus({
          state: 'opted_in',
          amount: 0,
          wagering_required: 0,
          wagered: 0,
          expires_at: null,
        });
        return okAnswer('promotion/opt_in', { bonus, free_rounds: null });
      }
      return path === 'promotion/list' ? promotionsAnswer({ bonus }) : undefined;
    });
    const [welcome, reload] = await cards();
    const button = within(welcome).getByRole('button', { name: 'Opt in Welcome bonus' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Opted in: Welcome bonus')).toBeInTheDocument();
    expect(within(welcome).getByText('Opted in')).toBeInTheDocument();
    expect(within(welcome).queryByRole('button', { name: /^Opt in/ })).toBeNull();
    const other = within(reload).getByRole('button', { name: 'Opt in Weekend reload' });
    expect(other).toBeDisabled();
    expect(other).toHaveAccessibleDescription(
      'You already have a bonus in progress: finish or forfeit it first.',
    );
    expect(bodies('promotion/opt_in')).toEqual([{ account_id: 'demo1', auth: 't', promotion_id: 1 }]);
    expect(bodies('promotion/list')).toHaveLength(2);
  });

  it('shows a refused opt-in on its card with the error text, and a retry works', async () => {
    let answer: object = { statusCode: 0, message: 'bonusInProgress' };
    renderPromotions((path) => {
      if (path === 'promotion/opt_in') return answer;
      return path === 'promotion/list' ? promotionsAnswer() : undefined;
    });
    const [welcome, reload] = await cards();
    fireEvent.click(within(reload).getByRole('button', { name: 'Opt in Weekend reload' }));
    expect(await within(reload).findByRole('alert')).toHaveTextContent(
      'You already have a bonus in progress: finish or forfeit it first.',
    );
    expect(within(welcome).queryByRole('alert')).toBeNull();

    answer = { statusCode: 0, message: 'promotionEnded' };
    fireEvent.click(within(reload).getByRole('button', { name: 'Opt in Weekend reload' }));
    expect(await within(reload).findByText('This promotion has ended.')).toBeInTheDocument();

    answer = { statusCode: 0, message: 'disconnect' };
    fireEvent.click(within(reload).getByRole('button', { name: 'Opt in Weekend reload' }));
    expect(await within(reload).findByText(/^Connection lost\./)).toBeInTheDocument();
  });

  it('shows the bonus in progress first, with its wagering as a progress bar and its expiry', async () => {
    renderPromotions(() =>
      promotionsAnswer({ bonus: playerBonus({ amount: 50, wagered: 100, wagering_required: 250 }) }),
    );
    const bonus = await screen.findByTestId('bonus');
    expect(bonus.compareDocumentPosition(screen.getAllByTestId('promotion')[0] as HTMLElement)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(bonus).getByRole('heading', { level: 2, name: 'Welcome bonus' })).toBeInTheDocument();
    expect(bonus).toHaveTextContent('In progress');
    expect(bonus).toHaveTextContent('Bonus: ₱50.00');
    const bar = within(bonus).getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40% · ₱100.00 of ₱250.00');
    expect(within(bonus).getByText(/^Ends Jan 8, 2030/)).toBeInTheDocument();
  });

  it('asks a bonus waiting for its deposit for the deposit, with the way to the cashier', async () => {
    renderPromotions(() =>
      promotionsAnswer({
        bonus: playerBonus({
          promotion_id: 2,
          state: 'opted_in',
          amount: 0,
          wagering_required: 0,
          wagered: 0,
          expires_at: null,
        }),
      }),
    );
    const bonus = await screen.findByTestId('bonus');
    expect(bonus).toHaveTextContent('Opted in');
    expect(bonus).toHaveTextContent('Make a deposit of at least ₱20.00 to receive your bonus.');
    expect(within(bonus).queryByRole('progressbar')).toBeNull();
    fireEvent.click(within(bonus).getByRole('link', { name: 'Deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/deposit');
  });

  it('forfeits the bonus only once confirmed, then reads the list again', async () => {
    let bonus: ReturnType<typeof playerBonus> | null = playerBonus();
    const { bodies } = renderPromotions((path) => {
      if (path === 'promotion/forfeit') {
        const ended = playerBonus({ state: 'forfeited', ended_at: '2030-01-02T00:00:00.000Z' });
        bonus = null;
        return okAnswer('promotion/forfeit', { bonus: ended });
      }
      return path === 'promotion/list' ? promotionsAnswer({ bonus }) : undefined;
    });
    const card = await screen.findByTestId('bonus');
    fireEvent.click(within(card).getByRole('button', { name: 'Forfeit bonus' }));
    const confirm = within(card).getByRole('group', { name: QUESTION });
    expect(within(confirm).getByText(/^Forfeit this bonus\?/)).toHaveFocus();
    expect(bodies('promotion/forfeit')).toEqual([]);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByRole('group', { name: QUESTION })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Forfeit bonus' })).toHaveFocus();

    fireEvent.click(within(card).getByRole('button', { name: 'Forfeit bonus' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: QUESTION })).getByRole('button', { name: 'Forfeit bonus' }),
    );
    expect(await screen.findByText('Forfeited: Welcome bonus')).toBeInTheDocument();
    expect(screen.queryByTestId('bonus')).toBeNull();
    expect(bodies('promotion/forfeit')).toEqual([{ account_id: 'demo1', auth: 't', bonus_id: 31 }]);
    expect(bodies('promotion/list')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    for (const card of await cards())
      expect(within(card).getByRole('button', { name: /^Opt in/ })).toBeEnabled();
  });

  it('shows a refused forfeit in the confirmation, which stays for a retry', async () => {
    renderPromotions((path) => {
      if (path === 'promotion/forfeit') return { statusCode: 0, message: 'notFound' };
      return path === 'promotion/list' ? promotionsAnswer({ bonus: playerBonus() }) : undefined;
    });
    const card = await screen.findByTestId('bonus');
    fireEvent.click(within(card).getByRole('button', { name: 'Forfeit bonus' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: QUESTION })).getByRole('button', { name: 'Forfeit bonus' }),
    );
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      "We couldn't find what you were looking for.",
    );
    expect(
      within(screen.getByRole('group', { name: QUESTION })).getByRole('button', { name: 'Forfeit bonus' }),
    ).toBeEnabled();
  });

  it('lists the ended bonuses briefly', async () => {
    renderPromotions(() =>
      promotionsAnswer({
        history: [
          playerBonus({ id: 7, state: 'completed', amount: 40, ended_at: '2029-12-20T10:00:00.000Z' }),
          playerBonus({
            id: 6,
            title: 'Weekend reload',
            state: 'expired',
            amount: 25,
            ended_at: '2029-12-10T10:00:00.000Z',
          }),
        ],
      }),
    );
    const history = (await screen.findByRole('heading', { name: 'Past bonuses' })).closest('section');
    if (!history) throw new Error('no history');
    const [completed, expired] = within(history).getAllByTestId('past-bonus') as [HTMLElement, HTMLElement];
    expect(completed).toHaveTextContent('Welcome bonusCompleted₱40.00Dec 20, 2029');
    expect(expired).toHaveTextContent('Weekend reloadExpired₱25.00Dec 10, 2029');
  });

  it('says when no promotion is running', async () => {
    renderPromotions(() => promotionsAnswer({ promotions: [] }));
    expect(
      await screen.findByText('No promotions are running right now. Check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Past bonuses' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your free spins' })).toBeNull();
  });

  it("tells a free-spin offer's terms in words, and its opt-in waits for no bonus in progress", async () => {
    renderPromotions(() =>
      promotionsAnswer({ promotions: [promotion(), freeSpinsPromotion()], bonus: playerBonus() }),
    );
    const [, spins] = await cards();
    expect(within(spins).getByRole('heading', { level: 2, name: 'Free spins Friday' })).toBeInTheDocument();
    expect(spins).toHaveTextContent('20 free spins on Lucky Sevens at ₱1.00 a spin, to play within 7 days.');
    expect(within(spins).getByRole('button', { name: 'Opt in Free spins Friday' })).toBeEnabled();
  });

  it('claims a free-spin offer: the card says Claimed and the spins are listed to play', async () => {
    let grants: ReturnType<typeof freeRoundGrant>[] = [];
    const { bodies } = renderPromotions((path) => {
      if (path === 'promotion/opt_in') {
        const granted = freeRoundGrant({ id: 41, source: 'promotion', rounds: 20, rounds_left: 20 });
        grants = [granted];
        return okAnswer('promotion/opt_in', { bonus: null, free_rounds: granted });
      }
      return path === 'promotion/list'
        ? promotionsAnswer({ promotions: [freeSpinsPromotion()], free_rounds: grants })
        : undefined;
    });
    const [card] = await cards();
    expect(screen.queryByRole('heading', { name: 'Your free spins' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Opt in Free spins Friday' }));
    expect(await screen.findByText('Claimed: Free spins Friday')).toBeInTheDocument();
    expect(within(card).getByText('Claimed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Opt in/ })).toBeNull();
    const list = screen.getByTestId('free-spins');
    expect(within(list).getByRole('heading', { level: 2, name: 'Your free spins' })).toBeInTheDocument();
    expect(within(list).getByTestId('free-spin-grant')).toHaveTextContent('20 of 20 left');
    expect(bodies('promotion/opt_in')).toEqual([{ account_id: 'demo1', auth: 't', promotion_id: 3 }]);
    expect(bodies('promotion/list')).toHaveLength(2);
  });

  it('shows a free-spin offer claimed before as its error, and then as claimed', async () => {
    renderPromotions((path) => {
      if (path === 'promotion/opt_in') return { statusCode: 0, message: 'alreadyClaimed' };
      return path === 'promotion/list' ? promotionsAnswer({ promotions: [freeSpinsPromotion()] }) : undefined;
    });
    const [card] = await cards();
    fireEvent.click(within(card).getByRole('button', { name: 'Opt in Free spins Friday' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('You have already claimed this reward.');
    expect(within(card).getByText('Claimed')).toBeInTheDocument();
  });

  it("lists the player's free spins: the way to play those left, the others muted with their state", async () => {
    renderPromotions(() =>
      promotionsAnswer({
        free_rounds: [
          freeRoundGrant(),
          freeRoundGrant({
            id: 50,
            source: 'promotion',
            game_code: 'fruit-party',
            game_name: 'Fruit Party',
            rounds: 20,
            rounds_left: 0,
            bet: 0.5,
            state: 'used',
          }),
          freeRoundGrant({
            id: 49,
            source: 'operator',
            rounds_left: 0,
            state: 'expired',
            expires_at: '2029-12-20T10:00:00.000Z',
          }),
        ],
      }),
    );
    const section = (await screen.findByRole('heading', { level: 2, name: 'Your free spins' })).closest(
      'section',
    );
    if (!section) throw new Error('no free spins');
    const [active, used, expired] = within(section).getAllByTestId('free-spin-grant') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(active).toHaveTextContent(
      /^Lucky Sevens7 of 10 left₱1\.00 a spinEnds Jan 8, 2030.*From the lucky spin/,
    );
    const play = within(active).getByRole('link', { name: 'Play Lucky Sevens' });
    expect(play).toHaveTextContent('Play');
    expect(play).toHaveAttribute('href', '/playnow?provider_code=studio&game_code=lucky-sevens');
    expect(active).not.toHaveClass('wl-promos__grant--ended');

    expect(used).toHaveClass('wl-promos__grant--ended');
    expect(used).toHaveTextContent('Fruit PartyUsed0 of 20 left₱0.50 a spinFrom a promotion');
    expect(within(used).queryByRole('link')).toBeNull();
    expect(expired).toHaveClass('wl-promos__grant--ended');
    expect(expired).toHaveTextContent(
      /^Lucky SevensExpired0 of 10 left₱1\.00 a spinEnded Dec 20, 2029.*A gift from us$/,
    );
    expect(within(expired).queryByRole('link')).toBeNull();

    fireEvent.click(play);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/playnow?provider_code=studio&game_code=lucky-sevens',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page /playnow' })).toBeInTheDocument();
  });

  it('shows the skeleton while the list comes', () => {
    renderPromotions(() => new Promise(() => undefined));
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
  });

  it('shows a failure with a retry that reads the list again', async () => {
    let answer: object = { statusCode: -503, message: 'serviceUnavailable' };
    renderPromotions(() => answer);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answer = promotionsAnswer();
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('promotion')).toHaveLength(2);
  });
});
