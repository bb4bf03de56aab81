import type { Page } from '@playwright/test';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface FirstVisit {
  shell: Bytes;
  shared: Bytes;
  remote: Bytes;
  total: Bytes;
  files: string[];
  /** Each downloaded file with its sizes and the workspace libs it holds. */
  byFile: (Bytes & { pathname: string; libs: string[] })[];
  /** The workspace libs (`@wl/core`) whose code a downloaded file holds. */
  libs: string[];
}

export function measureFirstVisit(page: Page, url: string, distDir: string): Promise<FirstVisit>;
export const FIRST_VISIT_GZIP_BUDGETS: Record<'casino' | 'slot' | 'sportsbook', number>;
export function firstVisitBudget(host: string): number;
/** The first visit's bytes by who wrote them: an npm package, `bundler runtime`, `product`, `unmapped`. */
export function firstVisitAuthors(visit: FirstVisit, distDir: string): Record<string, Bytes>;
