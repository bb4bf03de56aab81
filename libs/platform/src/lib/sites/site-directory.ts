import type { StartupResponse } from '@wl/api';
import type { DemoSite } from '../demo/demo-sites';
import { buildStartupResponse, siteNotFoundResponse } from './startup-response';

/** Finds sites by host name. Several host names may lead to one site; none leads to two. */
export class SiteDirectory {
  private readonly byHost = new Map<string, DemoSite>();
  private readonly byKey = new Map<string, DemoSite>();

  constructor(sites: readonly DemoSite[]) {
    for (const site of sites) {
      this.byKey.set(site.key, site);
      for (const host of site.hosts) {
        const key = normaliseHost(host);
        if (this.byHost.has(key)) throw new Error(`Host ${host} is configured for two sites`);
        this.byHost.set(key, site);
      }
    }
  }

  findByHost(host: string): DemoSite | undefined {
    return this.byHost.get(normaliseHost(host));
  }

  findByKey(key: string): DemoSite | undefined {
    return this.byKey.get(key);
  }

  startup(domainName: string, now: Date = new Date()): StartupResponse {
    const site = this.findByHost(domainName);
    return site ? buildStartupResponse(site, now) : siteNotFoundResponse();
  }
}

/** Host names compare case-insensitively and without a port or a trailing dot. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}
