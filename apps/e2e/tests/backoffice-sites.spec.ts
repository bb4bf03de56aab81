import { expect, test, type Page } from '@playwright/test';
import { addStaff, ADMIN_HOST, checkPage, signInStaff } from './backoffice-staff';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

// One site made by the first test is worked on by the next ones.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const KEY = `bo-e2e-${stamp}`;
const HOST = `${KEY}.localhost`;
const NAME = `Harbour Spins ${stamp}`;

/**
 * The site's slots lobby for one provider: the provider's button among the lobby's providers (absent when
 * the site does not offer it) and the tiles its filter shows.
 */
async function slotsOf(page: Page, provider: string) {
  await page.goto(siteUrl(HOST, `/slots?provider=${provider}`));
  await expect(page.locator('.wl-game-tile').first()).toBeVisible();
  return {
    button: page
      .getByRole('group', { name: 'Game providers' })
      .getByRole('button', { name: provider, exact: true }),
    tiles: page.locator('.wl-game-tile'),
  };
}

test('an owner creates a site from a template, and it is live on its host with games and content', async ({
  page,
  context,
}, testInfo) => {
  const watch = watchPage(page);
  await signInStaff(page, addStaff({ role: 'owner' }));
  await page.getByRole('button', { name: 'New site' }).click();
  await expect(page.getByRole('heading', { name: 'New site from a template' })).toBeVisible();
  await page.getByLabel('Site name').fill(NAME);
  await page.getByLabel('Key', { exact: true }).fill(KEY);
  await page.getByLabel('Host names').fill(HOST);
  await page.getByLabel('Currency').fill('PHP');
  await page.getByRole('combobox', { name: 'Template' }).selectOption('slot3');
  await expect(page.getByRole('group', { name: 'Colours of slot3' }).getByRole('radio')).toHaveCount(5);
  await page.getByRole('radio', { name: 'ocean' }).check();
  await page.getByRole('checkbox', { name: 'Filipino (PHP)' }).check();
  await checkPage(page, watch, testInfo, 'new-site-form');

  const started = Date.now();
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page.getByText(`${NAME} is live`)).toBeVisible();
  const site = await context.newPage();
  const siteWatch = watchPage(site);
  await site.goto(siteUrl(HOST, '/slots'));
  await expect(site.locator('.wl-game-tile').first()).toBeVisible();
  console.log(`create form → the new site's lobby listing games: ${Date.now() - started} ms`);

  await site.goto(siteUrl(HOST, '/'));
  await expect(site.locator('.wl-game-tile').first()).toBeVisible();
  await expect(site).toHaveTitle(new RegExp(NAME));
  await site.goto(siteUrl(HOST, '/about'));
  await expect(site.locator('main')).toContainText(NAME);
  expect(siteWatch.consoleErrors).toEqual([]);

  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toContainText(HOST);
  await page.getByRole('link', { name: NAME }).click();
  await expect(page.getByRole('heading', { name: 'Game providers' })).toBeVisible();
  await checkPage(page, watch, testInfo, 'site-providers-owner');
});

test('a site manager disables and enables a provider, edits a CMS page and an SEO title, and the site follows', async ({
  page,
  context,
}, testInfo) => {
  const watch = watchPage(page);
  await signInStaff(page, addStaff({ role: 'siteManager', sites: [KEY] }));
  await page.getByRole('link', { name: NAME }).click();
  await expect(page.getByRole('heading', { name: 'Game providers' })).toBeVisible();
  const jili = page.getByTestId('provider-JILI');
  await expect(jili).toContainText('Enabled');
  await checkPage(page, watch, testInfo, 'site-providers');

  const site = await context.newPage();
  const offered = await slotsOf(site, 'JILI');
  await expect(offered.button).toHaveAttribute('aria-pressed', 'true');

  await jili.getByRole('button', { name: 'Disable JILI Games' }).click();
  await expect(jili.getByRole('status')).toHaveText('Disabled: its games are gone from the lobbies.');
  // The lobby no longer lists the provider (its filter falls back to every provider's games).
  await expect((await slotsOf(site, 'JILI')).button).toHaveCount(0);

  await jili.getByRole('button', { name: 'Enable JILI Games' }).click();
  await expect(jili.getByRole('status')).toHaveText('Enabled: its games are in the lobbies.');
  await expect((await slotsOf(site, 'JILI')).button).toHaveAttribute('aria-pressed', 'true');

  // A CMS page: the HTML, its sanitised preview, and the site showing it.
  await page.getByRole('link', { name: 'Pages', exact: true }).click();
  await page.getByRole('button', { name: 'Edit about_us' }).click();
  const preview = page.getByTestId('cms-preview');
  // Formatted text first: a new bold line at the end, which the preview shows in bold.
  const richText = page.getByRole('textbox', { name: 'Text, English' });
  // The player site is open in another tab: the editor follows the caret only in the focused one.
  await page.bringToFront();
  await expect(richText).toContainText('is an online gaming site');
  // The caret at the end of the last paragraph (one line at this width), then a new paragraph.
  await richText.locator('p').last().click();
  await page.keyboard.press('End');
  // The editor learns where End put the caret from a selectionchange event, a task of its own, and Enter
  // splits the paragraph where the editor thinks the caret is: let that task run first.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await page.keyboard.press('Enter');
  await expect(richText.locator('p').last()).toHaveText('');
  await page.getByRole('button', { name: 'Bold' }).click();
  // The button hands the caret back to the text a frame later: type once it is there.
  await expect(richText).toBeFocused();
  await page.keyboard.type(`Weekly draw ${stamp}`);
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await expect(preview.locator('p').last()).toHaveText(`Weekly draw ${stamp}`);
  await expect(preview.locator('p').last().locator('strong')).toHaveText(`Weekly draw ${stamp}`);
  await checkPage(page, watch, testInfo, 'site-pages-rich-text');
  // Then as HTML, with what the sanitiser must take out.
  await page.getByRole('button', { name: 'HTML', exact: true }).click();
  const text = `Fresh words from the back office ${stamp}`;
  await page
    .getByLabel('HTML, English')
    .fill(
      `<h2>About ${NAME}</h2><p>${text}</p><script>window.hacked = 1</script><img src="/api/media/logo/${KEY}.svg" alt="" onerror="alert(1)">`,
    );
  await expect(preview).toContainText(text);
  await expect(preview.locator('script, [onerror]')).toHaveCount(0);
  await checkPage(page, watch, testInfo, 'site-pages-editor');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Saved: the site shows it now.')).toBeVisible();
  await expect(page.getByLabel('HTML, English')).not.toHaveValue(/script|onerror/);

  // The site server reuses a page's platform answers for up to 15 s (PRELOAD_TTL_MS, SEO_TTL_MS): the
  // page shows the change at the latest once they are past.
  await expect(async () => {
    await site.goto(siteUrl(HOST, '/about'));
    await expect(site.locator('main')).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(await site.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

  // An SEO title: the site's page carries it as its document title.
  await page.getByRole('link', { name: 'SEO', exact: true }).click();
  await page.getByRole('button', { name: 'Edit SEO of about' }).click();
  const title = `About us at ${NAME} – e2e`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Save SEO' }).click();
  await expect(page.getByText('Saved the SEO of about')).toBeVisible();
  await expect(page.getByTestId('seo-about')).toContainText(title);
  await checkPage(page, watch, testInfo, 'site-seo');

  await expect(async () => {
    await site.goto(siteUrl(HOST, '/about'));
    await expect(site).toHaveTitle(title, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(await site.evaluate(() => document.title)).toBe(title);

  // A marquee message: the site's home runs it (a script in it stays text).
  await page.getByRole('link', { name: 'Marquee', exact: true }).click();
  await page.getByRole('button', { name: 'Add message' }).click();
  const message = `Weekend reload ${stamp} <script>window.hacked = 2</script>`;
  await page.getByLabel('Message (English)').fill(message);
  await page.getByLabel('Message (local)').fill(`Reload tuwing Sabado ${stamp}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('rowheader', { name: message })).toBeVisible();
  await checkPage(page, watch, testInfo, 'site-marquee');
  await expect(async () => {
    await site.goto(siteUrl(HOST, '/'));
    await expect(site.locator('.wl-marquee').first()).toContainText(message, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(await site.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

  // An announcement, with the form open (its fields checked too).
  await page.getByRole('link', { name: 'Announcements', exact: true }).click();
  await page.getByRole('button', { name: 'Add announcement' }).click();
  await page.getByLabel('Title (English)').fill(`Harbour news ${stamp}`);
  await page.getByLabel('Title (local)').fill(`Balita ${stamp}`);
  await page.getByLabel('Text (English, HTML)').fill(`<p>New tables every Friday ${stamp}</p>`);
  await page.getByLabel('Text (local, HTML)').fill(`<p>Bagong mesa ${stamp}</p>`);
  await checkPage(page, watch, testInfo, 'site-announcement-form');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('rowheader', { name: `Harbour news ${stamp}` })).toBeVisible();

  // The settings the startup answer carries: the tab is there with the template's five colours.
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Colours of slot3' }).getByRole('radio')).toHaveCount(5);
  await expect(page.getByRole('radio', { name: 'ocean' })).toBeChecked();
  await checkPage(page, watch, testInfo, 'site-settings');
});

test('a viewer reads a site’s providers without any switch, and a site not theirs is not shown', async ({
  page,
}) => {
  await signInStaff(page, addStaff({ role: 'viewer', sites: [KEY] }));
  await page.getByRole('link', { name: NAME }).click();
  await expect(page.getByTestId('provider-JILI')).toContainText('Enabled');
  await expect(page.getByRole('button', { name: /^(Enable|Disable) / })).toHaveCount(0);
  await page.goto(siteUrl(ADMIN_HOST, '/sites/casino1/providers'));
  await expect(page.getByText('This site does not exist or is not one of yours.')).toBeVisible();
});
