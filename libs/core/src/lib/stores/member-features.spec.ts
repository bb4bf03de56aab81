import * as i18n from '@wl/i18n';
import { setupI18n } from '@wl/i18n';
import { answersByPath, fakeApi, startupAnswer } from '../../testing/fake-api';
import { SESSION_STORAGE_KEY } from '../session/session-persistence';
import { defineFeature, RootStore } from './root-store';

/** A member feature whose loads are recorded in order, as the balance (the session check) or another. */
function recordingFeature(name: string, order: string[], checksSession = false) {
  return defineFeature(name, () => ({
    checksSession,
    loadMember: async () => {
      order.push(name);
    },
  }));
}

function setup() {
  const { api } = fakeApi(answersByPath({}));
  const store = new RootStore(api, { i18n });
  store.site.applyStartup(startupAnswer());
  const order: string[] = [];
  const features = [recordingFeature('vip', order), recordingFeature('wallet', order, true)];
  const load = jest.fn(async () => features);
  store.memberFeatures(load);
  return { store, order, load };
}

beforeAll(async () => {
  await setupI18n('EN');
});
beforeEach(() => localStorage.clear());

/** A player's session kept by the browser, taken up again as on a page's start. */
function restoreSession(store: RootStore): void {
  const session = { account_id: 'demo1', session_token: 's', token: 't', full_name: 'D', contact_email: '' };
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  expect(store.session.restore()).toBe(true);
}

it("a guest's page never loads the member features' code", async () => {
  const { store, load } = setup();
  await store.loadMemberData();
  expect(load).not.toHaveBeenCalled();
});

it("a player's session coming back loads the member features first, then their data, the session check first", async () => {
  const { store, order, load } = setup();
  restoreSession(store);
  await store.loadMemberData();
  expect(load).toHaveBeenCalledTimes(1);
  expect(order).toEqual(['wallet', 'vip']);
});

it('a member feature load that failed is tried again with the next load of the player data', async () => {
  const { api } = fakeApi(answersByPath({}));
  const store = new RootStore(api, { i18n });
  store.site.applyStartup(startupAnswer());
  const order: string[] = [];
  const load = jest
    .fn<Promise<ReturnType<typeof recordingFeature>[]>, []>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValue([recordingFeature('wallet', order, true)]);
  store.memberFeatures(load);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  restoreSession(store);
  await store.loadMemberData();
  expect(order).toEqual([]);
  expect(warn).toHaveBeenCalled();
  await store.loadMemberData();
  expect(order).toEqual(['wallet']);
  warn.mockRestore();
});
