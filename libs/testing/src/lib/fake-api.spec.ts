import { getInbox } from '@wl/api';
import { fakeApi, okAnswer } from './fake-api';

it('answers a call with a fixture typed by the contract, through the client unchanged', async () => {
  const item = {
    inbox_id: 7,
    title: 'Welcome bonus',
    content: 'A gift for your first day.',
    created_at: '2026-01-02T03:04:05.000Z',
    reward_type: 'game' as const,
    reward_amount: 12.5,
    expires_at: null,
    read: false,
    claimed: false,
    claimed_at: null,
    claimable: true,
  };
  const { api, calls } = fakeApi({ 'settings/get_inbox': okAnswer('settings/get_inbox', { value: [item] }) });

  const answer = await getInbox(api, { account_id: 'demo1', auth: 'token-1' });

  expect(answer).toEqual({ statusCode: 1, message: 'OK', value: [item] });
  expect(calls).toEqual([{ path: 'settings/get_inbox', body: { account_id: 'demo1', auth: 'token-1' } }]);
});
