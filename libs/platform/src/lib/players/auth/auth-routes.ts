import { CALLS } from '@wl/contract';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import { codeSentAnswer, loginAnswer } from './auth-answers';
import { playerRoutes } from '../../http/player-route';

/** Sign-up, password and code login, phone verification and the forgotten-password flow. */
export function registerAuthRoutes(api: ZodApp, { players }: Platform): void {
  const route = playerRoutes(api);

  route(CALLS.signup, async (context, b) =>
    loginAnswer(
      await players.signup(context, {
        accountId: b.account_id,
        password: b.password,
        contactPhone: b.contact_phone,
        contactEmail: b.contact_email ?? '',
        referrerCode: b.referrer_code ?? undefined,
        ch: b.ch ?? undefined,
        cm: b.cm ?? undefined,
        pp: b.pp ?? undefined,
        affiliateCode: b.affiliate_code ?? undefined,
        fbp: b.fbp ?? undefined,
        appsflyerId: b.appsflyer_id ?? undefined,
        visitorId: b.visitor_id ?? undefined,
      }),
    ),
  );

  route(CALLS.login, async (context, { account_id, password }) =>
    loginAnswer(await players.login(context, account_id, password)),
  );

  route(CALLS.requestRegisterTac, async (context, { account_id }) =>
    codeSentAnswer(await players.requestCode(context, account_id, 'register')),
  );

  route(CALLS.requestLoginTac, async (context, { account_id }) =>
    codeSentAnswer(await players.requestCode(context, account_id, 'login')),
  );

  route(CALLS.verifyTac, async (context, { account_id, tac }) => {
    await players.verifyRegistration(context, account_id, tac);
    return {};
  });

  route(CALLS.loginTac, async (context, { account_id, tac }) =>
    loginAnswer(await players.loginWithCode(context, account_id, tac)),
  );

  route(CALLS.forgotPassword, async (context, { account_id, contact_phone }) =>
    codeSentAnswer(await players.forgotPassword(context, account_id, contact_phone)),
  );

  route(CALLS.resetPassword, async (context, { account_id, tac, new_password }) => {
    await players.resetPassword(context, account_id, tac, new_password);
    return {};
  });
}
