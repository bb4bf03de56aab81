import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Handler } from '@wl/testing';
import { WHEEL_WITH_FREE_SPINS, overviewAnswer, spinAnswer } from '../testing/rewards-answers';
import { reduceMotion, renderRewards, rewardsTestSetup } from '../testing/render-rewards';
import { SpinPage } from './SpinPage';

function renderSpin(handler: Handler, options: { gamify?: boolean; path?: string } = {}) {
  const view = renderRewards(<SpinPage />, {
    path: options.path ?? '/spin',
    handler,
    startup: { site: { gamify_status: options.gamify ?? true } },
  });
  const bodies = (path: string) => view.calls.filter((call) => call.path === path).map((call) => call.body);
  return { ...view, bodies };
}

beforeAll(async () => {
  reduceMotion();
  await rewardsTestSetup();
});
afterEach(() => localStorage.clear());

describe('the lucky spin page', () => {
  it('shows the skeleton of the wheel while the games come', () => {
    renderSpin(() => new Promise(() => undefined));
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky spin' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Free spin' })).toBeNull();
  });

  it("draws the wheel from the site's segments, each with its prize written on it", async () => {
    renderSpin((path) => (path === 'minigame/overview' ? overviewAnswer() : undefined));
    const wheel = await screen.findByRole('img', {
      name: /^Lucky wheel: 5 tokens, No prize, 20 tokens, ₱10\.00$/,
    });
    expect(within(wheel).getAllByTestId('wheel-segment')).toHaveLength(4);
    expect(wheel.querySelector('path[fill="#16a34a"]')).not.toBeNull();
    expect(screen.getByText('You earn 1 token for every ₱100.00 you wager.')).toBeInTheDocument();
  });

  it('writes a segment of free spins on the wheel as their number and the words, and names it', async () => {
    renderSpin((path) =>
      path === 'minigame/overview' ? overviewAnswer({ wheel: WHEEL_WITH_FREE_SPINS }) : undefined,
    );
    const wheel = await screen.findByRole('img', {
      name: 'Lucky wheel: 5 tokens, No prize, 20 tokens, ₱10.00, 10 free spins',
    });
    const segment = within(wheel).getAllByTestId('wheel-segment')[4] as HTMLElement;
    expect(segment).toHaveTextContent('10free spins');
  });

  it('says one free spin in the singular', async () => {
    const wheel = [
      ...WHEEL_WITH_FREE_SPINS.slice(0, 4),
      { index: 4, prize: { kind: 'freeSpins' as const, amount: 1 }, weight: 5, colour: '#7c3aed' },
    ];
    renderSpin((path) => (path === 'minigame/overview' ? overviewAnswer({ wheel }) : undefined));
    expect(await screen.findByRole('img', { name: /, 1 free spin$/ })).toBeInTheDocument();
  });

  it('tells free spins won, with the way to the promotions page where they are played', async () => {
    renderSpin((path) => {
      if (path === 'minigame/overview') return overviewAnswer({ wheel: WHEEL_WITH_FREE_SPINS });
      if (path === 'minigame/spin')
        return spinAnswer({
          outcome: 4,
          weights: WHEEL_WITH_FREE_SPINS.map((segment) => segment.weight),
          prize: { kind: 'freeSpins', amount: 10 },
        });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Free spin' }));
    const result = screen.getByTestId('spin-result');
    expect(await within(result).findByText('You won 10 free spins!')).toBeInTheDocument();
    expect(result).toHaveTextContent('They were added to your account.');
    const link = within(result).getByRole('link', { name: 'Your free spins' });
    expect(link).toHaveAttribute('href', '/promotions');
    fireEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/promotions');
  });

  it('tells tokens won without the way to free spins', async () => {
    renderSpin((path) => {
      if (path === 'minigame/overview') return overviewAnswer();
      if (path === 'minigame/spin') return spinAnswer({ outcome: 2 }, 60);
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Free spin' }));
    expect(await screen.findByText('You won 20 tokens!')).toBeInTheDocument();
    expect(within(screen.getByTestId('spin-result')).queryByRole('link')).toBeNull();
  });

  it("spins the free spin: the result is told where it is read out, and the header's tokens move", async () => {
    const { bodies } = renderSpin((path) => {
      if (path === 'minigame/overview') return overviewAnswer({ tokens: 40 });
      if (path === 'minigame/spin') return spinAnswer({ outcome: 2 }, 60);
      return undefined;
    });
    await waitFor(() => expect(screen.getByTestId('header-tokens')).toHaveTextContent('40'));
    fireEvent.click(screen.getByRole('button', { name: 'Free spin' }));
    expect(await screen.findByText('You won 20 tokens!')).toBeInTheDocument();
    expect(screen.getByTestId('spin-result')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('header-tokens')).toHaveTextContent('60');
    expect(screen.getByTestId('rewards-tokens')).toHaveTextContent('60');
    expect(bodies('minigame/spin')).toEqual([expect.objectContaining({ free: true })]);
    expect(screen.getByRole('button', { name: /^Spin for 10 tokens$/ })).toBeEnabled();
  });

  it('turns the wheel to the answered segment and tells the result once it comes to rest', async () => {
    const reduced = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...reduced(query), matches: false });
    try {
      renderSpin((path) => {
        if (path === 'minigame/overview') return overviewAnswer();
        if (path === 'minigame/spin') return spinAnswer({ outcome: 2 }, 60);
        return undefined;
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Free spin' }));
      const disc = screen.getByTestId('wheel-disc');
      await waitFor(() => expect(disc).toHaveClass('wl-wheel__disc--spinning'));
      // Four segments of 90°: segment 2 comes under the pointer after five whole turns and a half.
      expect(disc.style.transform).toBe('rotate(1980deg)');
      expect(screen.queryByText('You won 20 tokens!')).toBeNull();
      expect(screen.getByRole('button', { name: 'Spin for 10 tokens' })).toBeDisabled();
      fireEvent.transitionEnd(disc);
      expect(await screen.findByText('You won 20 tokens!')).toBeInTheDocument();
      expect(disc).not.toHaveClass('wl-wheel__disc--spinning');
    } finally {
      window.matchMedia = reduced;
    }
  });

  it("offers a paid spin without today's free one, and says when tokens are short", async () => {
    renderSpin((path) =>
      path === 'minigame/overview' ? overviewAnswer({ free: false, tokens: 4 }) : undefined,
    );
    const spin = await screen.findByRole('button', { name: 'Spin for 10 tokens' });
    expect(spin).toBeDisabled();
    expect(spin).toHaveAccessibleDescription('You need 10 tokens to spin.');
    expect(screen.getByText(/^Next free spin in /)).toBeInTheDocument();
  });

  it('offers to finish a spin whose answer was lost', async () => {
    let drop = true;
    const { bodies } = renderSpin((path) => {
      if (path === 'minigame/overview') return overviewAnswer();
      if (path === 'minigame/spin') return drop ? { statusCode: 0, message: 'disconnect' } : spinAnswer();
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Free spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connection lost. Check your internet connection and try again. Try again to finish the same round',
    );
    drop = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You won 20 tokens!')).toBeInTheDocument();
    const [first, second] = bodies('minigame/spin');
    expect(second?.['request_id']).toBe(first?.['request_id']);
  });

  it('says plainly that a site without rewards offers none, asking nothing', () => {
    const { bodies } = renderSpin(() => undefined, { gamify: false });
    expect(screen.getByTestId('rewards-unavailable')).toHaveTextContent(
      'Rewards are not offered on this site.',
    );
    expect(bodies('minigame/overview')).toEqual([]);
  });

  it('says so when the platform refuses rewards', async () => {
    renderSpin(() => ({ statusCode: 0, message: 'rewardsUnavailable' }));
    expect(await screen.findByTestId('rewards-unavailable')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    renderSpin((path) =>
      path === 'minigame/overview' && fail
        ? { statusCode: -503, message: 'serviceUnavailable' }
        : overviewAnswer(),
    );
    expect(
      await screen.findByText('This service is temporarily unavailable. Please try again in a moment.'),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Free spin' })).toBeInTheDocument();
  });
});
