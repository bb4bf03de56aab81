import { defineConfig } from '@playwright/test';

/** Port of the site server the suite starts from the built front end (kept away from the demo's 4200). */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4310);
/** Port of the demo game studio the suite starts beside it (its games are framed by /playnow). */
export const E2E_STUDIO_PORT = Number(process.env['E2E_STUDIO_PORT'] ?? 4410);
export const E2E_PSP_PORT = Number(process.env['E2E_PSP_PORT'] ?? 4420);
/** The run's own PostgreSQL database, created afresh when the site server starts and dropped after. */
export const E2E_DATABASE_URL =
  process.env['E2E_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/wl_e2e';

export default defineConfig({
  testDir: './tests',
  // Two browsers at once: the files share one site server, and each test signs up or signs in its own
  // players, so no file depends on another's order.
  fullyParallel: false,
  workers: 2,
  // Bounds for a hung test, not speed checks: a template test opens three pages and audits each, and a
  // sign-in hashes the password at scrypt 2^17 (about a second while two browsers share the 2 cores).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: process.env['CI'] ? 'list' : [['list']],
  outputDir: '../../tmp/e2e-results',
  globalTeardown: './global-teardown.ts',
  use: {
    launchOptions: {
      // Debian's Chromium; no browser is downloaded. The flags keep it off the network it cannot reach.
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 800 },
  },
  webServer: [
    {
      // A fresh database per run, seeded with the demo sites and players at start.
      command: 'node apps/e2e/e2e-database.mjs create && node dist/apps/server/main.js',
      cwd: '../..',
      url: `http://localhost:${E2E_PORT}/api/media/logo/casino1.svg`,
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // The browsers stand for players on addresses of their own (accounts.ts signUp sends one in
        // X-Forwarded-For, as the sites' load balancer does): one loopback address would meet the
        // sign-up limit per address (30 in 10 minutes) long before the suite has its players.
        TRUST_PROXY: '127.0.0.1',
        DATABASE_URL: E2E_DATABASE_URL,
        E2E_DATABASE_URL,
        DEMO_DATA: '1',
        DEMO_STUDIO_URL: `http://127.0.0.1:${E2E_STUDIO_PORT}`,
        DEMO_PSP_URL: `http://127.0.0.1:${E2E_PSP_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'node dist/apps/game-studio/main.js',
      cwd: '../..',
      url: `http://127.0.0.1:${E2E_STUDIO_PORT}/health`,
      env: {
        STUDIO_PORT: String(E2E_STUDIO_PORT),
        STUDIO_HOST: '127.0.0.1',
        PLATFORM_URL: `http://127.0.0.1:${E2E_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The demo payment provider, notifying the site server's platform.
      command: 'node dist/apps/payment-provider/main.js',
      cwd: '../..',
      url: `http://127.0.0.1:${E2E_PSP_PORT}/health`,
      env: {
        PSP_PORT: String(E2E_PSP_PORT),
        PSP_HOST: '127.0.0.1',
        PLATFORM_URL: `http://127.0.0.1:${E2E_PORT}`,
        PSP_PAYOUT_DELAY_MS: '500',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
