import { expect, type Page } from '@playwright/test';
import { siteUrl } from './site-url';
import { untilLive } from './page-live';

/** A made-up address of the private 10/8 network, one per new player. */
function playerAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/**
 * A new player signs up on the site's /register page (or the page `url` opens, an invitation link) and
 * is signed in (the phone check can wait).
 */
export async function signUp(
  page: Page,
  host: string,
  accountId: string,
  url = siteUrl(host, '/register'),
): Promise<void> {
  // The player's own address, as the load balancer forwards it (the suite's server trusts loopback).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': playerAddress() });
  await page.goto(url);
  await untilLive(page);
  await fillAndSendSignUp(page, accountId);
  await expect(page.getByTestId('player-balance')).toBeVisible();
}

/** The password fillAndSendSignUp gives every new player. */
export const SIGN_UP_PASSWORD = 'Play2026ok';

/**
 * Fills in the sign-up form of the page (a new player, a phone number of its own), ticks the terms and
 * presses "Sign up"; it waits for nothing the scripts do, so it works on a page not yet live.
 */
export async function fillAndSendSignUp(page: Page, accountId: string): Promise<void> {
  const form = page.locator('main#content form').first();
  await form.getByLabel('Username', { exact: true }).fill(accountId);
  await form.getByLabel('Password', { exact: true }).fill(SIGN_UP_PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(SIGN_UP_PASSWORD);
  await form.getByLabel('Mobile number', { exact: true }).fill(`+63917${String(Date.now()).slice(-7)}`);
  await form.getByLabel('I am 18 or older and I accept the terms and conditions.').check();
  await form.getByRole('button', { name: 'Sign up' }).click();
}

/** The demo players' password: demo1..demo3 exist on every demo site. */
export const DEMO_PASSWORD = 'Demo1234!';

/**
 * A player signs in on the site's /login page, or in the sign-in dialog of a template whose page has
 * none. The platform limits sign-ins per account, so each test signs in a different player or site. The
 * page is live before typing, here and in signUp: the tests that use them are about the session; a form
 * filled before the page is live is server-render.spec.ts's.
 */
export async function signInByPage(
  page: Page,
  host: string,
  accountId: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const form = page
    .locator('form.wl-sign-in:visible, #loginmodal form:visible, #modal-signin form:visible')
    .first();
  await page.goto(siteUrl(host, '/login'));
  await untilLive(page);
  if (
    !(await form.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    ))
  ) {
    await page.goto(siteUrl(host, '/'));
    await untilLive(page);
    await page.locator('.wl-account-controls').getByRole('button', { name: 'Log in' }).click();
  }
  await form.getByLabel('Username', { exact: true }).fill(accountId);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('player-name')).toBeVisible();
}

/** A platform call as the signed-in player, from the page (with the session the page holds). */
export async function memberCall<T>(page: Page, host: string, call: string, body: object = {}): Promise<T> {
  return page.evaluate(
    async ({ domain, call, body }) => {
      const session = JSON.parse(localStorage.getItem('wl.session') ?? '{}');
      const response = await fetch(`/api/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          domain_name: domain,
          account_id: session.account_id,
          auth: session.token,
          ...body,
        }),
      });
      return response.json();
    },
    { domain: host, call, body },
  ) as Promise<T>;
}
