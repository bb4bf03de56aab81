import { signupLinkOf } from '@wl/auth';
import { referralLink } from './referral-link';

describe('the referral link', () => {
  it("opens the sign-up page of the player's site with the code", () => {
    expect(referralLink('https://casino1.example', 'AB12CD')).toBe(
      'https://casino1.example/register?ref=AB12CD',
    );
    expect(referralLink('https://casino1.example/', 'a b&c')).toBe(
      'https://casino1.example/register?ref=a+b%26c',
    );
  });

  it('is read back by the sign-up as the referrer code', () => {
    const link = new URL(referralLink('https://casino1.example', 'a b&c'));
    expect(link.pathname).toBe('/register');
    expect(signupLinkOf(link.search)).toEqual({ referrer_code: 'a b&c' });
  });
});
