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
export const FIRST_VISIT_GZIP_BUDGET: number;
