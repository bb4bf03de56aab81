import * as i18n from '@wl/i18n';
import { createApiClient } from '@wl/api';
import { RootStore, storeInstances } from './root-store';
import { SiteStore } from './site-store';
import { SessionStore } from '../session/session-store';

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

  it('holds its own site and session stores and the api it was given', () => {
    const api = createApiClient('/custom-api');
    const a = new RootStore(api, { i18n });
    const b = new RootStore(api, { i18n });

    expect(a.api).toBe(api);
    expect(a.site).toBeInstanceOf(SiteStore);
    expect(a.session).toBeInstanceOf(SessionStore);
    expect(a.site).not.toBe(b.site);
    expect(a.session).not.toBe(b.session);
  });
});
