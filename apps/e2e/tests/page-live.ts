import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page is live: the shell has run and marked it (`html[data-hydrated]`, set on every
 * page, maintenance and unavailable ones too). The server's page shows before its scripts start, so a
 * visible element or a quiet network alone can come first; a press then is held, but a typed value or a
 * pushed address is not seen.
 */
export async function untilLive(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}
