import { z } from 'zod';
import { CALLS, CONTRACT_CALLS } from './calls';
import { answerSchemas, successSchema } from './define-call';
import { ERROR_KEYS } from './errors/all-error-keys';

describe('the contract', () => {
  it('names each path once, as the spec spells it (no leading slash, no trailing one)', () => {
    const paths = CONTRACT_CALLS.map((call) => call.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^[a-z0-9_]+(\/[a-z0-9_]+)*$/);
    // The spec's 37, the logout calls, game play's launch (real and fun), history and round detail, the
    // cashier's 13, player protection's 5, account security's 4, marking an inbox message read, and the
    // rewards' 12 (the token games' 5, missions' 2, the leaderboard, referral's overview, promotions' 3),
    // sports betting's 3 (placing a bet, the player's bets, cash out), and the back office's 76: sign-in's 3
    // steps, sign-out, me, changing one's password; the owner's 6 staff calls and the audit log; sites' 37
    // (list, create, templates, providers, CMS pages, SEO, announcements' 3, marquee's 3, menus' 2,
    // settings, rewards' 2, VIP levels' 2, missions' 2, promotions' 2, slides, partners, social accounts and
    // analytics snippets 2 each); players' 13 (with their staff notes, the operator's cap on a limit and
    // their sports bets); money's 11 (with the open rounds, closing one, and the payment settings read and
    // saved); reports' 2.
    expect(paths).toHaveLength(157);
    expect(paths).toEqual(
      expect.arrayContaining([
        'auth/logout',
        'auth/logout_all',
        'product/launch_game',
        'product/launch_demo',
        'product/bet_history',
        'product/round_detail',
        'cashier/deposit',
        'cashier/withdraw',
        'cashier/statement',
        'protection/set_limit',
        'security/overview',
        'referral/overview',
        'promotion/opt_in',
        'sports/place_bet',
        'sports/bets',
        'sports/cash_out',
        'backoffice/auth/sign_in',
        'backoffice/auth/verify_totp',
        'backoffice/audit/list',
        'backoffice/sites/list',
      ]),
    );
    const backoffice = CONTRACT_CALLS.filter((call) => call.path.startsWith('backoffice/'));
    expect(backoffice).toHaveLength(76);
    // The back office's calls are grouped apart from the players' in the API reference, and only there.
    for (const call of CONTRACT_CALLS) {
      expect(call.tag === 'backoffice').toBe(call.path.startsWith('backoffice/'));
    }
  });

  it('lists for every call only known error keys, and at least the ones any call can answer', () => {
    for (const call of CONTRACT_CALLS) {
      for (const key of call.errors) expect(Object.keys(ERROR_KEYS)).toContain(key);
      expect(call.errors).toEqual(expect.arrayContaining(['invalidRequest', 'internalServerError']));
    }
  });

  it('lets member calls answer the session-ending keys, and guest calls not', () => {
    const member = CONTRACT_CALLS.filter(
      (call) => call.request instanceof z.ZodObject && 'auth' in call.request.shape,
    );
    expect(member.map((call) => call.path)).toContain('auth/get_balance');
    for (const call of member)
      expect(call.errors).toEqual(expect.arrayContaining(['sessionExpired', 'BLOCK', 'CLOSE']));
    expect(CALLS.login.errors).not.toContain('sessionExpired');
  });

  it('wraps the success fields in the envelope, and answers failures with the one failure envelope', () => {
    const answers = answerSchemas(CALLS.getBalance);
    const success = {
      statusCode: 1,
      message: 'OK',
      currency: 'PHP',
      game_balance: 123.45,
      game_token: 3,
      frozen_token: 0,
    };
    expect(answers[200].parse(success)).toEqual(success);
    expect(answers[200].parse({ statusCode: 0, message: 'sessionExpired' })).toEqual({
      statusCode: 0,
      message: 'sessionExpired',
    });
    expect(answers[200].safeParse({ statusCode: 1, message: 'OK' }).success).toBe(false);
    expect(answers[429].parse({ statusCode: -429, message: 'tooManyRequests', retry_after: 5 })).toEqual({
      statusCode: -429,
      message: 'tooManyRequests',
      retry_after: 5,
    });
  });

  it('answers startup whole, success or failure', () => {
    expect(successSchema(CALLS.startup)).toBe(CALLS.startup.answer);
    expect(Object.keys(CALLS.startup.answer.shape)).toEqual(
      expect.arrayContaining(['statusCode', 'message', 'site', 'maintenance']),
    );
  });

  it('carries the game balance in major units of the site currency (the one rule for money on the wire)', () => {
    const { game_balance: balance } = CALLS.getBalance.answer.shape;
    expect(balance.description).toMatch(/major units/);
    expect(balance.safeParse(123.45).success).toBe(true);
  });

  it('sends the inbox item as the platform answers it', () => {
    expect(Object.keys(CALLS.getInbox.answer.shape.value.element.shape)).toEqual([
      'inbox_id',
      'title',
      'content',
      'created_at',
      'reward_type',
      'reward_amount',
      'expires_at',
      'read',
      'claimed',
      'claimed_at',
      'claimable',
    ]);
  });
});
