import { createTestStore, type Handler } from '@wl/testing';
import { referralFeature } from '../lib/rewards-features';
import { referralAnswer } from '../testing/rewards-answers';
import { rewardsTestSetup } from '../testing/render-rewards';

/** The site's referral setting as the site content left it: on, off, or not read yet. */
type Setting = 'on' | 'off' | 'unknown';

function setUp(handler: Handler, setting: Setting = 'on') {
  const { store, calls } = createTestStore({ signedIn: true, answers: handler });
  store.site.setShowReferral(setting === 'on' ? 1 : 0);
  store.site.setShowPreloader(setting === 'unknown');
  const bodies = (path: string) => calls.filter((call) => call.path === path).map((call) => call.body);
  return { store, referral: store.feature(referralFeature), bodies };
}

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

beforeAll(rewardsTestSetup);
afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ReferralStore', () => {
  it("reads the player's overview and builds the link to the sign-up page on this site", async () => {
    const { referral, bodies } = setUp(() => referralAnswer({ code: 'AB12CD' }));
    expect(referral.view).toBe('loading');
    await referral.load();
    expect(referral.view).toBe('ready');
    expect(referral.overview?.code).toBe('AB12CD');
    expect(referral.overview?.referred).toHaveLength(2);
    expect(referral.link).toBe('http://localhost/register?ref=AB12CD');
    expect(bodies('referral/overview')).toEqual([{ account_id: 'demo1', auth: 't' }]);
  });

  it('asks nothing on a site whose referral is off, and says it is unavailable', async () => {
    const { referral, bodies } = setUp(() => referralAnswer(), 'off');
    await referral.load();
    expect(referral.view).toBe('unavailable');
    expect(bodies('referral/overview')).toEqual([]);
  });

  it('waits for the site setting before asking or saying anything', async () => {
    const { store, referral, bodies } = setUp(() => referralAnswer(), 'unknown');
    await referral.load();
    expect(referral.view).toBe('loading');
    expect(bodies('referral/overview')).toEqual([]);
    store.site.setShowReferral(1);
    await referral.load();
    expect(referral.view).toBe('ready');
  });

  it('is unavailable when the platform says referral is off', async () => {
    const { referral } = setUp(() => ({ statusCode: 0, message: 'referralUnavailable' }));
    await referral.load();
    expect(referral.view).toBe('unavailable');
  });

  it('keeps the overview shown when a refresh fails, and fails when there is none', async () => {
    let answer: object = { statusCode: -503, message: 'serviceUnavailable' };
    const { referral } = setUp(() => answer);
    await referral.load();
    expect(referral.view).toBe('failed');
    expect(referral.errorKey).toBe('serviceUnavailable');
    answer = referralAnswer();
    await referral.load();
    expect(referral.view).toBe('ready');
    answer = { statusCode: -503, message: 'serviceUnavailable' };
    await referral.load();
    expect(referral.view).toBe('ready');
  });

  it('copies the code or the link, and says when the clipboard refused', async () => {
    const copied: string[] = [];
    clipboard(async (text) => {
      copied.push(text);
    });
    const { referral } = setUp(() => referralAnswer({ code: 'AB12CD' }));
    await referral.load();
    expect(await referral.copy('code')).toBe(true);
    expect(await referral.copy('link')).toBe(true);
    expect(copied).toEqual(['AB12CD', 'http://localhost/register?ref=AB12CD']);
    expect(referral.copied).toEqual({ target: 'link', ok: true });

    clipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    expect(await referral.copy('link')).toBe(false);
    expect(referral.copied).toEqual({ target: 'link', ok: false });
  });

  it('forgets the overview when the session ends', async () => {
    const { store, referral } = setUp(() => referralAnswer());
    await referral.load();
    store.session.logout();
    expect(referral.overview).toBeNull();
    expect(referral.copied).toBeNull();
  });
});
