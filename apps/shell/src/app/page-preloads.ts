import { SHELL_ACCOUNT_PAGE_PRELOADS } from '@wl/auth';
import type { PageName, TemplateModule } from '@wl/core';

type Preloads = Partial<Record<PageName, () => Promise<unknown>>>;

/**
 * What each route's page needs loaded, by route name: the template's lazy pages, and the shell's own
 * account pages (login, sign-up, forgotten password) where the template brings none. A hovered link
 * fetches them; the browser loads the current page's before hydrating the server's render of it.
 */
export function pagePreloads(template: TemplateModule): Preloads {
  const preloads: Preloads = { ...template.preload };
  for (const [name, preload] of Object.entries(SHELL_ACCOUNT_PAGE_PRELOADS) as [
    PageName,
    () => Promise<unknown>,
  ][]) {
    if (!template.pages[name]) preloads[name] = preload;
  }
  return preloads;
}
