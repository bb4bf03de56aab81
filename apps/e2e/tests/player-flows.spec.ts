import { expect, test } from '@playwright/test';
import { signUp } from './accounts';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

test('a new player signs up, keeps a favourite game across a reload, and removes it', async ({ page }) => {
  const watch = watchPage(page);
  const accountId = `fan${Date.now().toString(36)}`;
  await signUp(page, 'casino5.localhost', accountId);

  await page.goto(siteUrl('casino5.localhost', '/slots'));
  const firstTile = page.locator('.wl-game-tile').first();
  const add = firstTile.getByRole('button', { name: /^Add .+ to favourites$/ });
  const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add | to favourites$/g, '');
  await add.click();
  const remove = page.getByRole('button', { name: `Remove ${name} from favourites` }).first();
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  // The favourite is the platform's, not the page's: it is still there after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove ${name} from favourites` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page
    .getByRole('button', { name: `Remove ${name} from favourites` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `Add ${name} to favourites` }).first()).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(watch.consoleErrors).toEqual([]);
});

test('a guest pressing a favourite heart is sent to the login page, with the lobby to come back to', async ({
  page,
}) => {
  await page.goto(siteUrl('casino7.localhost', '/fishing'));
  await page
    .locator('.wl-game-tile')
    .first()
    .getByRole('button', { name: /to favourites$/ })
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffishing/);
});
