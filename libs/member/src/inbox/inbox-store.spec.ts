import { waitFor } from '@testing-library/react';
import { createTestStore, englishMessages, ok, type Answer } from '@wl/testing';
import { walletFeature } from '@wl/wallet';
import { inboxFeature } from '../lib/member-features';
import { memberMessagesReady } from '../messages';
import { bonus, inboxAnswer, message } from '../testing/member-answers';
import { rewardState } from './inbox-store';

const CLAIMED = ok({
  inbox_id: 3,
  reward_type: 'game',
  reward_amount: 50,
  currency: 'PHP',
  game_balance: 1050,
  game_token: 7,
  frozen_token: 0,
});

function setup(table: Record<string, Answer | Answer[]> = {}) {
  const queues = new Map(Object.entries(table).map(([path, answer]) => [path, [answer].flat()]));
  const { store, calls } = createTestStore({
    signedIn: true,
    answers: (path) => {
      const queue = queues.get(path);
      return queue && queue.length > 1 ? queue.shift() : queue?.[0];
    },
  });
  return { store, calls, inbox: store.feature(inboxFeature), wallet: store.feature(walletFeature) };
}

beforeAll(async () => {
  await englishMessages();
  await memberMessagesReady();
});

describe('the inbox store', () => {
  it('lists the messages newest first, all unread until opened', async () => {
    const { inbox, calls } = setup({ 'settings/get_inbox': inboxAnswer([message(1), bonus(3), message(2)]) });
    await inbox.load();
    expect(calls.map((c) => c.body)).toEqual([{ account_id: 'demo1', auth: 't' }]);
    expect(inbox.messages.map((m) => m.item.inbox_id)).toEqual([3, 2, 1]);
    expect(inbox.unreadCount).toBe(3);
  });

  it('marks an opened message read at once and tells the platform, once', async () => {
    const { inbox, calls } = setup({
      'settings/get_inbox': inboxAnswer([message(1), message(2)]),
      'settings/read_inbox': ok({ inbox_id: 2, unread: 1 }),
    });
    await inbox.load();
    inbox.toggle(2);
    expect(inbox.openId).toBe(2);
    expect(inbox.unreadCount).toBe(1);
    inbox.toggle(2);
    inbox.toggle(2);
    expect(inbox.unreadCount).toBe(1);
    const reads = () => calls.filter((c) => c.path === 'settings/read_inbox').map((c) => c.body);
    await waitFor(() => expect(reads()).toHaveLength(1));
    expect(reads()).toEqual([{ account_id: 'demo1', auth: 't', inbox_id: 2 }]);
  });

  it('shows read what the platform says was opened, on this device or another', async () => {
    const { inbox } = setup({
      'settings/get_inbox': inboxAnswer([message(1, { read: true }), message(2)]),
    });
    await inbox.load();
    expect(inbox.messages.map((m) => [m.item.inbox_id, m.read])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(inbox.unreadCount).toBe(1);
  });

  it('claims a reward once: the balance shows at once, a second claim is refused and said so', async () => {
    const { inbox, wallet, calls, store } = setup({
      'settings/get_inbox': [
        inboxAnswer([bonus(3)]),
        inboxAnswer([bonus(3, { claimed: true, claimable: false })]),
      ],
      'settings/claim_inbox': [CLAIMED, { statusCode: 0, message: 'alreadyClaimed' }],
    });
    const report = jest.spyOn(store, 'report');
    await inbox.load();
    expect(await inbox.claim(3)).toBe(true);
    expect(wallet.game).toEqual({ balance: 105000, token: 7 });
    expect(inbox.messages[0]?.reward).toBe('claimed');
    expect(store.toasts.toasts.map((t) => t.title)).toEqual(['₱50.00 added to your balance.']);
    expect(calls.filter((c) => c.path === 'auth/get_balance')).toEqual([]);

    expect(await inbox.claim(3)).toBe(false);
    expect(inbox.claimError).toEqual({ id: 3, key: 'alreadyClaimed' });
    expect(report).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.path === 'settings/claim_inbox').map((c) => c.body)).toEqual([
      { account_id: 'demo1', auth: 't', inbox_id: 3 },
      { account_id: 'demo1', auth: 't', inbox_id: 3 },
    ]);
    expect(wallet.game.balance).toBe(105000);
  });

  it('says what a token reward brought', async () => {
    const { inbox, wallet, store } = setup({
      'settings/get_inbox': inboxAnswer([bonus(4, { reward_type: 'token', reward_amount: 25 })]),
      'settings/claim_inbox': ok({
        inbox_id: 4,
        reward_type: 'token',
        reward_amount: 25,
        currency: 'PHP',
        game_balance: 0,
        game_token: 32,
        frozen_token: 0,
      }),
    });
    await inbox.load();
    await inbox.claim(4);
    expect(wallet.game.token).toBe(32);
    expect(store.toasts.toasts.map((t) => t.title)).toEqual(['Tokens added: 25.']);
  });

  it('tells a reward past its time from one still to claim, and one claimed', () => {
    const now = Date.parse('2025-03-20T00:00:00Z');
    expect(rewardState(bonus(1, { expires_at: '2025-03-19T00:00:00Z' }), now)).toBe('expired');
    expect(rewardState(bonus(1, { expires_at: '2025-03-21T00:00:00Z' }), now)).toBe('claimable');
    expect(rewardState(bonus(1, { claimed: true, claimable: false }), now)).toBe('claimed');
    expect(rewardState(message(1), now)).toBe('none');
  });

  it('forgets the inbox when the session ends', async () => {
    const { inbox, store } = setup({ 'settings/get_inbox': inboxAnswer([message(1)]) });
    await inbox.load();
    store.session.logout();
    expect(inbox.items).toEqual([]);
    expect(inbox.unreadCount).toBe(0);
    expect(inbox.status).toBe('idle');
  });
});
