import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATABASE_URL } from '../playwright.config';

const repoRoot = path.resolve(__dirname, '../../..');

/** The operator command on the suite's database, beside the running site server. */
export function operator(...args: string[]): string {
  const result = spawnSync('node', [path.join(repoRoot, 'dist/apps/platform/operator.js'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL, SECURITY_LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}
