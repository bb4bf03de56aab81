import * as i18n from '@wl/i18n';
import { createApiClient } from '@wl/api';
import { RootStore, storeInstances } from './root-store';
import { LayoutStore } from './layout-store';
import { UserStore } from '../session/user-store';

describe('RootStore', () => {
  it('gives each instance a distinct id and lists every instance', () => {
    const before = storeInstances().length;
    const api = createApiClient();
    const first = new RootStore(api, { i18n });
    const second = new RootStore(api, { i18n });

    expect(first.instanceId).not.toBe(second.instanceId);
    expect(storeInstances()).toHaveLength(before + 2);
    expect(storeInstances().slice(-2)).toEqual([first.instanceId, second.instanceId]);
    expect(new Set(storeInstances()).size).toBe(storeInstances().length);
  });

  it('holds its own layout and user stores and the api it was given', () => {
    const api = createApiClient('/custom-api');
    const a = new RootStore(api, { i18n });
    const b = new RootStore(api, { i18n });

    expect(a.api).toBe(api);
    expect(a.layout).toBeInstanceOf(LayoutStore);
    expect(a.user).toBeInstanceOf(UserStore);
    expect(a.layout).not.toBe(b.layout);
    expect(a.user).not.toBe(b.user);
  });
});
