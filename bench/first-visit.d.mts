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
  /** Each downloaded file with its sizes. */
  byFile: (Bytes & { pathname: string })[];
  /** The workspace libs (`@wl/core`) whose code a downloaded file holds. */
  libs: string[];
}

export function measureFirstVisit(page: Page, url: string, distDir: string): Promise<FirstVisit>;
export const FIRST_VISIT_GZIP_BUDGET: number;
