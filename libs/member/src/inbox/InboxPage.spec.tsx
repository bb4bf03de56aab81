import { act, fireEvent, screen, within } from '@testing-library/react';
import { ok } from '@wl/testing';
import { bonus, inboxAnswer, message } from '../testing/member-answers';
import { memberMessages, renderMemberPage } from '../testing/render-member-page';
import { InboxPage } from './InboxPage';

const EXPIRED = bonus(5, {
  title: 'Weekend spins',
  reward_type: 'token',
  reward_amount: 10,
  expires_at: '2025-03-16T00:00:00.000Z',
  claimable: false,
});

function render(claims: object[] = []) {
  const items = [message(1, { title: '<img src=x onerror=alert(1)>Hello' }), bonus(3), EXPIRED];
  return renderMemberPage(<InboxPage />, {
    path: '/inbox',
    handler: (path) => {
      if (path === 'settings/get_inbox') return inboxAnswer(items);
      if (path === 'settings/claim_inbox') return claims.shift();
      return undefined;
    },
  });
}

beforeAll(memberMessages);

describe('/inbox', () => {
  it('lists the messages newest first, the unread marked New; a title is shown as text', async () => {
    render();
    const items = await screen.findAllByTestId('inbox-message');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      expect.stringMatching(/^NewWeekend spins/),
      expect.stringMatching(/^NewWelcome bonus/),
      expect.stringMatching(/^New<img src=x onerror=alert\(1\)>Hello/),
    ]);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByTestId('header-unread')).toHaveTextContent('3');
    expect(screen.getByText('Unread messages: 3')).toBeInTheDocument();
  });

  it('opens a message to read it, which marks it read in the header too', async () => {
    render();
    const toggle = await screen.findByRole('button', { name: /Welcome bonus/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('A welcome bonus of 50 PHP is waiting: claim it here.')).toBeVisible();
    expect(toggle).not.toHaveTextContent('New');
    expect(screen.getByTestId('header-unread')).toHaveTextContent('2');
  });

  it('claims a reward once: the balance in the header changes at once, and the reward says claimed', async () => {
    render([
      ok({
        inbox_id: 3,
        reward_type: 'game',
        reward_amount: 50,
        currency: 'PHP',
        game_balance: 1050,
        game_token: 7,
        frozen_token: 0,
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /Welcome bonus/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim reward' }));
    });
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₱1,050.00');
    expect(screen.getByTestId('header-tokens')).toHaveTextContent('7');
    expect(screen.getByTestId('toasts')).toHaveTextContent('₱50.00 added to your balance.');
    expect(screen.queryByRole('button', { name: 'Claim reward' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Claimed on /)).toBeInTheDocument();
  });

  it("shows the platform's refusal of a second claim at the message", async () => {
    render([{ statusCode: 0, message: 'alreadyClaimed' }]);
    fireEvent.click(await screen.findByRole('button', { name: /Welcome bonus/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim reward' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('You have already claimed this reward.');
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₱0.00');
  });

  it('shows an expired reward as such, with nothing to claim', async () => {
    render();
    const toggle = await screen.findByRole('button', { name: /Weekend spins/ });
    expect(toggle).toHaveTextContent('Token reward: 10');
    expect(toggle).toHaveTextContent('Expired');
    fireEvent.click(toggle);
    expect(screen.getByText(/^Expired on /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim reward' })).not.toBeInTheDocument();
  });

  it('says when there are no messages', async () => {
    renderMemberPage(<InboxPage />, {
      path: '/inbox',
      handler: (path) => (path === 'settings/get_inbox' ? inboxAnswer([]) : undefined),
    });
    expect(await screen.findByText('You have no messages yet.')).toBeInTheDocument();
  });

  it('shows a failed load in place with a way to try again', async () => {
    let fail = true;
    renderMemberPage(<InboxPage />, {
      path: '/inbox',
      handler: (path) => {
        if (path !== 'settings/get_inbox') return undefined;
        if (fail) return { statusCode: 0, message: 'disconnect' };
        return inboxAnswer([message(1)]);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection lost.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Message 1/ })).toBeInTheDocument();
  });
});
