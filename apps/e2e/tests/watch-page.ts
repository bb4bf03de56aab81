import type { Page } from '@playwright/test';

export interface PageWatch {
  requests: string[];
  consoleErrors: string[];
}

/** Records every request and every console error or uncaught exception of a page. */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { requests: [], consoleErrors: [] };
  page.on('request', (request) => watch.requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') watch.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => watch.consoleErrors.push(error.message));
  return watch;
}
