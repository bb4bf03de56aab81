import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_PORT } from '../playwright.config';
import { siteUrl } from './site-url';
import { addStaff, ADMIN_HOST, checkPage, signInStaff, signOutStaff } from './backoffice-staff';
import { watchPage } from './watch-page';

/** The back office's host (BACKOFFICE_HOST's default); the demo start seeds one staff member per role. */
const ADMIN = ADMIN_HOST;
const DEMO_PASSWORD = 'Backoffice-Demo-2026';
const OWNER = { email: 'owner@staff.example.com', secret: 'DEMOOWNERAAAAAAAAAAAAAAAAAAAAAAA' };
const SUPPORT = { email: 'support@staff.example.com', secret: 'DEMOSUPPORTDDDDDDDDDDDDDDDDDDDDD' };

/** Password, then the authenticator's current code (each code is accepted once: one sign-in per member). */
async function signIn(page: Page, staff: { email: string; secret: string }): Promise<void> {
  await page.goto(siteUrl(ADMIN, '/'));
  await expect(page.getByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Six-digit code').fill(await generate({ secret: staff.secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('staff-name')).toBeVisible();
}

test('the owner signs in, sees the sites, adds a support member and finds it in the audit log', async ({
  page,
}, testInfo) => {
  const watch = watchPage(page);
  await page.goto(siteUrl(ADMIN, '/'));
  await checkPage(page, watch, testInfo, 'sign-in');
  await signIn(page, OWNER);

  await expect(page).toHaveURL(siteUrl(ADMIN, '/sites'));
  await expect(page.getByTestId('staff-role')).toHaveText('Role: Owner');
  const sites = page.getByRole('table').getByRole('rowheader');
  await expect(sites.first()).toBeVisible();
  expect(await sites.count()).toBeGreaterThan(3);
  await checkPage(page, watch, testInfo, 'sites-owner');

  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(page.getByTestId(`staff-row-${SUPPORT.email}`)).toBeVisible();

  const email = `e2e-support-${Date.now()}@staff.example.com`;
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Add staff member' }) });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Display name').fill('Erin Support');
  await form.getByLabel('Role').selectOption('support');
  await form.getByRole('checkbox').first().check();
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText(`${email} was added.`)).toBeVisible();
  await expect(page.getByText('Their one-time password, shown only now:')).toBeVisible();
  const row = page.getByTestId(`staff-row-${email}`);
  await expect(row).toContainText('Erin Support');
  await expect(row).toContainText('Support');
  await expect(row).toContainText('Not set up yet');
  await checkPage(page, watch, testInfo, 'staff');

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByLabel('Action').fill('staff/create');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const created = page.getByTestId('audit-entry').filter({ hasText: email });
  await expect(created.first()).toBeVisible();
  await expect(created.first()).toContainText(OWNER.email);
  await created.first().getByText('Before and after').click();
  await expect(created.first().locator('pre').first()).toContainText(`"email": "${email}"`);
  await checkPage(page, watch, testInfo, 'audit');

  await signOutStaff(page);
  expect(watch.consoleErrors).toEqual([]);
});

test('a support member sees only their sites, and no Staff or Audit log', async ({ page }, testInfo) => {
  const watch = watchPage(page);
  await signIn(page, SUPPORT);
  await expect(page.getByTestId('staff-role')).toHaveText('Role: Support');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Sites' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  // The table lists exactly the sites of their profile.
  const names = await page.evaluate(async () => {
    const answer = await fetch('/api/backoffice/auth/me', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const profile = (await answer.json()) as { staff: { sites: { name: string }[] } };
    return profile.staff.sites.map((site) => site.name).sort();
  });
  expect(names.length).toBeGreaterThan(0);
  const rows = page.getByRole('table').getByRole('rowheader');
  await expect(rows).toHaveCount(names.length);
  expect((await rows.allTextContents()).sort()).toEqual(names);
  await checkPage(page, watch, testInfo, 'sites-support');

  // The owner's screens are not theirs, even by address.
  await page.goto(siteUrl(ADMIN, '/staff'));
  await expect(page).toHaveURL(siteUrl(ADMIN, '/sites'));
  await expect(page.getByRole('heading', { name: 'Staff' })).toHaveCount(0);
  expect(watch.consoleErrors).toEqual([]);
});

test('a player site never serves the back office, and the back-office host never a player site', async ({
  request,
}) => {
  // Node does not resolve *.localhost as Chromium does: the host goes in the Host header.
  const local = `http://127.0.0.1:${E2E_PORT}`;
  const site = await request.get(`${local}/`, { headers: { host: 'casino1.localhost' } });
  expect(site.status()).toBe(200);
  expect(await site.text()).not.toContain('<title>Back office</title>');
  const admin = await request.get(`${local}/casino`, { headers: { host: ADMIN } });
  const html = await admin.text();
  expect(html).toContain('<title>Back office</title>');
  expect(html).not.toContain('wl-boot');
});

test('a member the operator adds sets up their authenticator and chooses their own password at the first sign-in, and uses both the next time', async ({
  page,
}, testInfo) => {
  const watch = watchPage(page);
  const viewer = addStaff({ role: 'viewer', sites: ['casino1'] });
  await signInStaff(page, viewer);
  await expect(page.getByTestId('staff-role')).toHaveText('Role: Viewer');
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(['Golden Palace']);
  await checkPage(page, watch, testInfo, 'sites-viewer');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await checkPage(page, watch, testInfo, 'change-password');
  await signOutStaff(page);

  // The second time there is no QR code: the authenticator's next code.
  await signInStaff(page, viewer);
  await expect(page.getByTestId('staff-role')).toHaveText('Role: Viewer');
  expect(watch.consoleErrors).toEqual([]);
});
