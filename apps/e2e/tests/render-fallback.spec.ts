import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, waitFor } from '../../../tools/testing/loopback.mjs';
import { E2E_PORT } from '../playwright.config';
import { untilLive } from './page-live';
import { rootMarkup } from './server-markup';

/**
 * A second site server whose families' server builds cannot load (their address answers nothing), in
 * front of the suite's platform: every page's server render fails, as when a skin team's server build is
 * broken or its host is down. Players must still get a working page, rendered in their browser.
 */
const repoRoot = path.resolve(__dirname, '../../..');

let server: ChildProcess | undefined;
let base = '';
let log = '';

test.beforeAll(async () => {
  const [port, deadPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${port}`;
  server = spawn('node', ['dist/apps/server/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PLATFORM_URL: `http://127.0.0.1:${E2E_PORT}`,
      SERVER_REMOTES_BASE_URL: `http://127.0.0.1:${deadPort}/remotes`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitFor(
    'the second site server serving',
    async () => (await fetch(`${base}/api/media/logo/casino3.svg`)).ok,
    30_000,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${log}`);
  });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test("a page whose family's server build cannot load is rendered in the browser, works, and is logged", async ({
  page,
  request,
}) => {
  const host = 'casino3.localhost';
  // The server sent the page without its render (not a 500, not an error page) ...
  expect(await rootMarkup(request, base, host, '/casino')).toBe('');
  // ... every time: a failed render is not kept as the page.
  expect(await rootMarkup(request, base, host, '/casino')).toBe('');
  await expect.poll(() => log).toContain('the server render failed: the browser renders this page');

  // The browser renders the whole page: the lobby lists its games and its search answers.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://${host}:${new URL(base).port}/casino`);
  await untilLive(page);
  const tiles = page.locator('.wl-game-tile');
  await expect(tiles.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await page.getByRole('searchbox').first().fill('zzzz-no-such-game');
  await expect(tiles).toHaveCount(0);
  expect(errors).toEqual([]);
});
