import { expect, type Page } from '@playwright/test';
import { siteUrl } from './site-url';

/** A new player signs up on the site's /register page and is signed in (the phone check can wait). */
export async function signUp(page: Page, host: string, accountId: string): Promise<void> {
  await page.goto(siteUrl(host, '/register'));
  const form = page.locator('main#content form').first();
  await form.getByLabel('Username', { exact: true }).fill(accountId);
  await form.getByLabel('Password', { exact: true }).fill('Play2026ok');
  await form.getByLabel('Confirm password', { exact: true }).fill('Play2026ok');
  await form.getByLabel('Mobile number', { exact: true }).fill(`+63917${String(Date.now()).slice(-7)}`);
  await form.getByLabel('I am 18 or older and I accept the terms and conditions.').check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('player-balance')).toBeVisible();
}
