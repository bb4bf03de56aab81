import { signupAttribution, readSignupLink, visitorId } from './signup-attribution';
import {
  SIGNUP_LINK_MAX_AGE_MS,
  SIGNUP_LINK_STORAGE_KEY,
  VISITOR_ID_STORAGE_KEY,
  rememberSignupLink,
  signupLinkOf,
} from './signup-link';

const NOW = 1_750_000_000_000;

beforeEach(() => localStorage.clear());

describe('the link a visitor arrived by', () => {
  it('reads the referral code from ?ref, the affiliate from ?aff and the campaign from ch, cm, pp', () => {
    expect(signupLinkOf('?ref=friend42&aff=partner-9&ch=fb&cm=summer&pp=feed&other=1')).toEqual({
      referrer_code: 'friend42',
      affiliate_code: 'partner-9',
      ch: 'fb',
      cm: 'summer',
      pp: 'feed',
    });
  });

  it("accepts the platform's own names too, and drops empty values", () => {
    expect(signupLinkOf('?referrer_code=%20friend42%20&affiliate_code=p9&ch=')).toEqual({
      referrer_code: 'friend42',
      affiliate_code: 'p9',
    });
    expect(signupLinkOf('?lang=vi')).toEqual({});
  });

  it('is kept while the visitor browses, and a newer link replaces it', () => {
    rememberSignupLink('?ref=first', localStorage, NOW);
    rememberSignupLink('?page=2', localStorage, NOW + 1);
    expect(readSignupLink(localStorage, NOW + 2)).toEqual({ referrer_code: 'first' });
    rememberSignupLink('?aff=second', localStorage, NOW + 3);
    expect(readSignupLink(localStorage, NOW + 4)).toEqual({ affiliate_code: 'second' });
  });

  it('is forgotten after 30 days, and never trusted blindly from storage', () => {
    rememberSignupLink('?ref=old', localStorage, NOW);
    expect(readSignupLink(localStorage, NOW + SIGNUP_LINK_MAX_AGE_MS + 1)).toEqual({});
    localStorage.setItem(SIGNUP_LINK_STORAGE_KEY, '{not json');
    expect(readSignupLink(localStorage, NOW)).toEqual({});
    localStorage.setItem(SIGNUP_LINK_STORAGE_KEY, JSON.stringify({ referrer_code: 7, saved_at: NOW }));
    expect(readSignupLink(localStorage, NOW)).toEqual({});
  });
});

describe('the visitor id', () => {
  it('is made once and then the same on every visit', () => {
    const makeId = jest.fn(() => 'visitor-a');
    expect(visitorId(localStorage, makeId)).toBe('visitor-a');
    expect(visitorId(localStorage, () => 'visitor-b')).toBe('visitor-a');
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe('visitor-a');
    expect(makeId).toHaveBeenCalledTimes(1);
  });

  it('is a random id by default', () => {
    const id = visitorId(localStorage);
    expect(id).toMatch(/^[0-9a-f-]{32,36}$/);
    localStorage.clear();
    expect(visitorId(localStorage)).not.toBe(id);
  });

  it('still exists when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(visitorId(refusing, () => 'page-only')).toBe('page-only');
  });
});

describe('what a sign-up sends about where it came from', () => {
  it('the link of this page, the _fbp cookie, the AppsFlyer id kept and the visitor id', () => {
    rememberSignupLink('?ref=kept', localStorage, NOW);
    localStorage.setItem('appsflyer_id', 'af-first');
    expect(
      signupAttribution({
        search: '?aff=now&appsflyer_id=af-later',
        cookie: 'a=1; _fbp=fb.1.1700000000.123; b=2',
        storage: localStorage,
        now: NOW,
        makeId: () => 'visitor-1',
      }),
    ).toEqual({
      affiliate_code: 'now',
      fbp: 'fb.1.1700000000.123',
      appsflyer_id: 'af-first',
      visitor_id: 'visitor-1',
    });
  });

  it('the link kept earlier when this page has none, and the AppsFlyer id of this page if none is kept', () => {
    rememberSignupLink('?ref=kept&ch=ig', localStorage, NOW);
    expect(
      signupAttribution({
        search: '?appsflyer_id=af-page',
        cookie: '',
        storage: localStorage,
        now: NOW,
        makeId: () => 'visitor-2',
      }),
    ).toEqual({ referrer_code: 'kept', ch: 'ig', appsflyer_id: 'af-page', visitor_id: 'visitor-2' });
  });

  it('without the kept link when asked to, as a server-rendered page starts', () => {
    rememberSignupLink('?ref=kept&ch=ig', localStorage, NOW);
    const input = { search: '', cookie: '', storage: localStorage, now: NOW, makeId: () => 'visitor-3' };
    expect(signupAttribution({ ...input, keptLink: false })).toEqual({ visitor_id: 'visitor-3' });
    expect(signupAttribution({ ...input, search: '?ref=page', keptLink: false })).toEqual({
      referrer_code: 'page',
      visitor_id: 'visitor-3',
    });
  });
});
