import { ok } from '../../http/envelope';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import * as answer from './answer-schemas';
import { codeSentAnswer, loginAnswer } from './answers';
import { clientContext } from './client-context';
import {
  accountCall,
  forgotPasswordBody,
  loginBody,
  resetPasswordBody,
  signupBody,
  tacBody,
} from './route-schemas';

const tags = ['auth'];

/** Sign-up, password and code login, phone verification and the forgotten-password flow. */
export function registerAuthRoutes(api: ZodApp, { players }: Platform): void {
  api.post(
    '/auth/signup',
    {
      schema: {
        tags,
        summary: 'Create an account on this site and log in (answers like /auth/login)',
        body: signupBody,
        response: answer.loginAnswer,
      },
    },
    async (request) => {
      const b = request.body;
      const result = await players.signup(clientContext(request, b), {
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
      });
      return loginAnswer(result);
    },
  );

  api.post(
    '/auth/login',
    { schema: { tags, summary: 'Log in with a password', body: loginBody, response: answer.loginAnswer } },
    async (request) => {
      const { account_id, password } = request.body;
      return loginAnswer(await players.login(clientContext(request, request.body), account_id, password));
    },
  );

  api.post(
    '/auth/tac/request_new_register',
    {
      schema: {
        tags,
        summary: "Send a code to the new account's phone, to verify it (see /auth/tac/verify)",
        body: accountCall,
        response: answer.codeSentAnswer,
      },
    },
    async (request) =>
      codeSentAnswer(
        await players.requestCode(clientContext(request, request.body), request.body.account_id, 'register'),
      ),
  );

  api.post(
    '/auth/tac/request_login',
    {
      schema: {
        tags,
        summary: 'Send a login code to the registered phone (see /auth/login_tac)',
        body: accountCall,
        response: answer.codeSentAnswer,
      },
    },
    async (request) =>
      codeSentAnswer(
        await players.requestCode(clientContext(request, request.body), request.body.account_id, 'login'),
      ),
  );

  api.post(
    '/auth/tac/verify',
    {
      schema: {
        tags,
        summary: 'Verify the registered phone with the code of /auth/tac/request_new_register',
        body: tacBody,
        response: answer.emptyAnswer,
      },
    },
    async (request) => {
      const { account_id, tac } = request.body;
      await players.verifyRegistration(clientContext(request, request.body), account_id, tac);
      return ok();
    },
  );

  api.post(
    '/auth/login_tac',
    {
      schema: {
        tags,
        summary: 'Log in with the code of /auth/tac/request_login',
        body: tacBody,
        response: answer.loginAnswer,
      },
    },
    async (request) => {
      const { account_id, tac } = request.body;
      return loginAnswer(await players.loginWithCode(clientContext(request, request.body), account_id, tac));
    },
  );

  api.post(
    '/auth/forgot_password',
    {
      schema: {
        tags,
        summary: 'Send a password reset code to the registered phone (then /auth/reset_password)',
        body: forgotPasswordBody,
        response: answer.codeSentAnswer,
      },
    },
    async (request) => {
      const { account_id, contact_phone } = request.body;
      return codeSentAnswer(
        await players.forgotPassword(clientContext(request, request.body), account_id, contact_phone),
      );
    },
  );

  api.post(
    '/auth/reset_password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the code of /auth/forgot_password; every session ends',
        body: resetPasswordBody,
        response: answer.emptyAnswer,
      },
    },
    async (request) => {
      const { account_id, tac, new_password } = request.body;
      await players.resetPassword(clientContext(request, request.body), account_id, tac, new_password);
      return ok();
    },
  );
}
