import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { addStaff, ADMIN_HOST, checkPage, signInStaff } from './backoffice-staff';
import { operator } from './operator';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

/**
 * A site of this test's own (English only, as the operator command makes it): its new default language
 * and live chat would change what every other test sees on a demo site.
 */
const KEY = `bo-settings-${Date.now().toString(36)}`;
const HOST = `${KEY}.localhost`;

test.beforeAll(() => {
  operator(
    'sites',
    'set',
    '--key',
    KEY,
    '--name',
    'Settings Bay',
    '--host',
    HOST,
    '--theme',
    'slot3',
    '--color',
    'ocean',
    '--currency',
    'PHP',
  );
});
/** Another site's generated logo: an image this deployment serves, so the header can show it. */
const LOGO = '/api/media/logo/slot1.svg';

interface Startup {
  site: { logo1: string };
  language: { code: string; is_default: boolean }[];
  live_chat: { chat_id: string; status: boolean };
}

test('a site manager turns on live chat, adds a language as the default and changes the logo; the site follows', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const watch = watchPage(page);
  await signInStaff(page, addStaff({ role: 'siteManager', sites: [KEY] }));
  await page.goto(siteUrl(ADMIN_HOST, `/sites/${KEY}/settings`));
  for (const group of ['General', 'Maintenance window', 'Logos', 'Languages', 'Live chat', 'Footer badges']) {
    await expect(page.getByRole('group', { name: group, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('checkbox', { name: 'English (EN)' })).toBeChecked();
  await checkPage(page, watch, testInfo, 'site-settings-groups');

  // A bad value is refused by name and nothing changes.
  await page.getByLabel('Live chat button image URL').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toContainText('The live chat is not valid');
  await page.getByLabel('Live chat button image URL').fill('');

  await page.getByRole('checkbox', { name: 'Show the live chat on the site' }).check();
  await page.getByLabel('Live chat id').fill('e2e-chat-7');
  await page.getByRole('checkbox', { name: '简体中文 (CN)' }).check();
  await page.getByRole('combobox', { name: 'Default language' }).selectOption('CN');
  await page.getByLabel('Header logo URL').fill(LOGO);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Saved: the site shows it now.')).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);

  // The startup answer carries the live chat and the new default language.
  const startup = (await (
    await request.post(`http://127.0.0.1:${E2E_PORT}/api/startup`, {
      headers: { host: HOST },
      data: { domain_name: HOST },
    })
  ).json()) as Startup;
  expect(startup.live_chat).toMatchObject({ chat_id: 'e2e-chat-7', status: true });
  expect(startup.language).toEqual([
    { code: 'EN', is_default: false },
    { code: 'CN', is_default: true },
  ]);
  expect(startup.site.logo1).toBe(LOGO);

  // A new visitor whose browser speaks none of the site's languages gets its default, with the new logo,
  // and the live chat's widget is asked for (answered here: the machine has no way out).
  const visitor = await browser.newContext({ locale: 'de-DE' });
  const site = await visitor.newPage();
  let chatScript = false;
  await site.route('https://cdn.livechatinc.com/**', (route) => {
    chatScript = true;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await site.goto(siteUrl(HOST, '/'));
  await expect(site.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(site.locator('header img').first()).toHaveAttribute('src', LOGO);
  await expect.poll(() => chatScript).toBe(true);
  await visitor.close();
});
