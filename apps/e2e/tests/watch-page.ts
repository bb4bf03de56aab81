import type { Page, Request } from '@playwright/test';

export interface PageWatch {
  requests: string[];
  consoleErrors: string[];
  /**
   * Resolves once no request has been in flight for half a second, counting those already under way
   * when it is called. Live streams (the sportsbook's) stay open and do not count. Unlike the
   * 'networkidle' load state it also works after a move inside the site, and a request started late
   * (a chunk asked for after a long task) is waited for, not cut off by the test's next page.
   */
  settled(): Promise<void>;
}

const QUIET_MS = 500;

/** Records every request and every console error or uncaught exception of a page. */
export function watchPage(page: Page): PageWatch {
  const inFlight = new Set<Request>();
  const waiting = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Restarts the quiet period whenever the count changes; resolves every waiter once it runs out.
  const settle = () => {
    clearTimeout(timer);
    if (inFlight.size > 0 || waiting.size === 0) return;
    timer = setTimeout(() => {
      for (const resolve of waiting) resolve();
      waiting.clear();
    }, QUIET_MS);
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) settle();
  };

  const watch: PageWatch = {
    requests: [],
    consoleErrors: [],
    settled: () =>
      new Promise<void>((resolve) => {
        waiting.add(resolve);
        settle();
      }),
  };
  page.on('request', (request) => {
    watch.requests.push(request.url());
    if (request.resourceType() === 'eventsource') return;
    inFlight.add(request);
    settle();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('console', (message) => {
    if (message.type() === 'error') watch.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => watch.consoleErrors.push(error.message));
  return watch;
}
