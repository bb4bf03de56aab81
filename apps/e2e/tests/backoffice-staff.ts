import { expect, type Page, type TestInfo } from '@playwright/test';
import { generate } from 'otplib';
import { operator } from './operator';
import { siteUrl } from './site-url';
import { seriousViolations } from './template-audit';
import type { PageWatch } from './watch-page';

/** The back office's host (BACKOFFICE_HOST's default). */
export const ADMIN_HOST = 'admin.localhost';

/** The widths every back-office page is checked at. */
const WIDTHS = [1280, 768] as const;

/** The initial password of the staff a test makes (the players' password rules accept it). */
const E2E_STAFF_PASSWORD = 'Harbor9Compass-E2E';

/** TOTP's time step: a code is accepted once, so a second sign-in of one member waits for the next step. */
const STEP_MS = 30_000;

export type E2EStaffRole = 'owner' | 'siteManager' | 'finance' | 'support' | 'viewer';

/** A staff member a test made: the secret and the last code's step once they have signed in. */
export interface E2EStaff {
  email: string;
  password: string;
  role: E2EStaffRole;
  secret?: string;
  lastStep?: number;
  /** The member's own address, as the load balancer forwards it (given at the first sign-in). */
  address?: string;
}

/**
 * A made-up address of the private 172.16/12 network. Each member signs in from their own, as people at
 * their own desks do: the platform allows 15 staff sign-ins per address in 10 minutes, fewer than this
 * suite makes.
 */
function staffAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `172.${16 + Math.floor(Math.random() * 16)}.${byte()}.${byte()}`;
}

let made = 0;

/**
 * A fresh staff member, made by the operator command as an operator would (owners have every site; the
 * other roles the site keys given). They enrol their authenticator at their first sign-in.
 */
export function addStaff({ role, sites = [] }: { role: E2EStaffRole; sites?: string[] }): E2EStaff {
  made += 1;
  const email = `e2e-${role.toLowerCase()}-${Date.now()}-${made}@staff.example.com`;
  operator(
    'staff',
    'add',
    '--email',
    email,
    '--name',
    `Test ${role}`,
    '--role',
    role,
    ...(sites.length > 0 ? ['--sites', sites.join(',')] : []),
    '--password',
    E2E_STAFF_PASSWORD,
  );
  return { email, password: E2E_STAFF_PASSWORD, role };
}

/** The current code for a secret, waiting for a new time step when this member's last code was in this one. */
async function freshCode(page: Page, staff: E2EStaff, secret: string): Promise<string> {
  const step = () => Math.floor(Date.now() / STEP_MS);
  if (staff.lastStep !== undefined && step() <= staff.lastStep) {
    await page.waitForTimeout((staff.lastStep + 1) * STEP_MS - Date.now() + 250);
  }
  staff.lastStep = step();
  return generate({ secret });
}

/**
 * Signs a staff member in through the screens: password, then the first-time enrolment (the key is read from
 * the page, as a person would type it into an authenticator) or, later, the authenticator's code; at the
 * first sign-in they then choose their own password.
 */
export async function signInStaff(page: Page, staff: E2EStaff): Promise<void> {
  staff.address ??= staffAddress();
  // The suite's server trusts loopback's X-Forwarded-For (TRUST_PROXY), as it would a load balancer's.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': staff.address });
  await page.goto(siteUrl(ADMIN_HOST, '/'));
  await expect(page.getByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  if (staff.secret === undefined) {
    await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
    staff.secret = (await page.getByTestId('enrolment-secret').textContent())?.trim() ?? '';
    expect(staff.secret).not.toBe('');
    await page.getByLabel('Six-digit code').fill(await freshCode(page, staff, staff.secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  } else {
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await page.getByLabel('Six-digit code').fill(await freshCode(page, staff, staff.secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page.getByTestId('staff-name')).toBeVisible();
  // The operator gave the password: the member chooses their own before anything else opens.
  const choose = page.getByRole('heading', { name: 'Choose your own password' });
  if (await choose.isVisible()) {
    const own = `${staff.password}-own`;
    await page.getByLabel('Current password').fill(staff.password);
    await page.getByLabel('New password', { exact: true }).fill(own);
    await page.getByLabel('New password again').fill(own);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(choose).toHaveCount(0);
    staff.password = own;
  }
}

/** Signs the staff member out and waits for the platform's answer (the sign-in screen shows once it came). */
export async function signOutStaff(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
}

/** At 1280 and 768 px: a screenshot (with E2E_SCREENSHOTS=1), no serious axe finding, nothing wider than the screen, no console error. */
export async function checkPage(
  page: Page,
  watch: PageWatch,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // For looking at the screens (E2E_SCREENSHOTS=1); a run that only checks them skips the full-page
    // captures, about half a second each on a busy machine.
    if (process.env['E2E_SCREENSHOTS']) {
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(watch.consoleErrors).toEqual([]);
}
