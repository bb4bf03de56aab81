import { createApiClient } from '@wl/api';
import { RootStore, storeInstances } from './root-store';
import { LayoutStore } from './layout-store';
import { UserStore } from './user-store';

describe('RootStore', () => {
  it('gives each instance a distinct id and lists every instance', () => {
    const before = storeInstances().length;
    const api = createApiClient();
    const first = new RootStore(api);
    const second = new RootStore(api);

    expect(first.instanceId).not.toBe(second.instanceId);
    expect(storeInstances()).toHaveLength(before + 2);
    expect(storeInstances().slice(-2)).toEqual([first.instanceId, second.instanceId]);
    expect(new Set(storeInstances()).size).toBe(storeInstances().length);
  });

  it('holds its own layout and user stores and the api it was given', () => {
    const api = createApiClient('/custom-api');
    const a = new RootStore(api);
    const b = new RootStore(api);

    expect(a.api).toBe(api);
    expect(a.layout).toBeInstanceOf(LayoutStore);
    expect(a.user).toBeInstanceOf(UserStore);
    expect(a.layout).not.toBe(b.layout);
    expect(a.user).not.toBe(b.user);
  });
});
