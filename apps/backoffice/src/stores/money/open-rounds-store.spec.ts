import { fakeApi, okAnswer } from '@wl/testing';
import { refused } from '../../testing/fixtures';
import { BackofficeStore } from '../root-store';
import type { OpenRound } from './open-rounds-store';

const round = (id: string, fields: Partial<OpenRound> = {}): OpenRound => ({
  site_id: 1,
  site_key: 'casino1',
  account_id: 'player1',
  provider_code: 'JILI',
  provider_name: 'JILI',
  round_id: id,
  game_code: 'JL-FORTUNE',
  game_name: 'Fortune Gems',
  stake_minor: 1_250,
  currency: 'PHP',
  digits: 2,
  started_at: '2026-11-27T10:00:00.000Z',
  age_minutes: 95,
  ...fields,
});

const page = (value: OpenRound[]) =>
  okAnswer('backoffice/money/open_rounds', { value, total: value.length, page: 1, page_size: 50 });

describe('OpenRoundsStore', () => {
  it('loads rounds open an hour on every site, then for the wait and site chosen', async () => {
    const { api, calls } = fakeApi(() => page([round('r-1')]));
    const store = new BackofficeStore(api);
    await store.openRounds.load(1);
    expect(calls[0]).toMatchObject({
      path: 'backoffice/money/open_rounds',
      body: { older_than_minutes: 60, page: 1, page_size: 50 },
    });
    expect(store.openRounds.list.value.map((row) => row.round_id)).toEqual(['r-1']);
    await store.openRounds.setOlderThan(15);
    await store.openRounds.setSite('1');
    expect(calls[2]?.body).toEqual({ older_than_minutes: 15, site_id: 1, page: 1, page_size: 50 });
  });

  it('closes a round only once confirmed, tells what was refunded, and reads the list again', async () => {
    const { api, calls } = fakeApi((path) =>
      path === 'backoffice/money/close_round'
        ? okAnswer('backoffice/money/close_round', {
            outcome: 'closed',
            refunded_bets: 1,
            refunded_minor: 1_250,
            currency: 'PHP',
            digits: 2,
          })
        : page([]),
    );
    const store = new BackofficeStore(api);
    const open = round('r-2');
    await store.openRounds.confirm(open);
    expect(calls).toEqual([]);
    store.openRounds.ask(open);
    expect(store.openRounds.isAsking(open)).toBe(true);
    expect(store.openRounds.isAsking(round('r-3'))).toBe(false);
    await store.openRounds.confirm(open);
    expect(calls.map((call) => call.path)).toEqual([
      'backoffice/money/close_round',
      'backoffice/money/open_rounds',
    ]);
    expect(calls[0]?.body).toEqual({ provider_code: 'JILI', round_id: 'r-2' });
    expect(store.openRounds.notice).toEqual({
      outcome: 'closed',
      roundId: 'r-2',
      accountId: 'player1',
      refundedMinor: 1_250,
      currency: 'PHP',
      digits: 2,
    });
    expect(store.openRounds.asking).toBeUndefined();
  });

  it('keeps the confirmation open with the refusal when the platform refuses the close', async () => {
    const { api, calls } = fakeApi(() => refused('roundNotFound'));
    const store = new BackofficeStore(api);
    const open = round('r-4');
    store.openRounds.ask(open);
    await store.openRounds.confirm(open);
    expect(calls).toHaveLength(1);
    expect(store.openRounds.closeError).toBe('roundNotFound');
    expect(store.openRounds.isAsking(open)).toBe(true);
    store.openRounds.cancel();
    expect(store.openRounds.asking).toBeUndefined();
    expect(store.openRounds.closeError).toBeUndefined();
  });
});
