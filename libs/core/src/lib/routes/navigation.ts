export interface NavigateOptions {
  replace?: boolean;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface BrowserLocation {
  pathname: string;
  search: string;
  hash: string;
  assign(url: string): void;
  replace(url: string): void;
}

/**
 * How stores move the player to another page: through the router once the shell attached it, else by a
 * full page load (before the router exists).
 */
export class NavigationPort {
  private navigateFn: NavigateFunction | null = null;

  constructor(private readonly browserLocation: BrowserLocation | null = globalThis.location ?? null) {}

  attach(navigate: NavigateFunction): () => void {
    this.navigateFn = navigate;
    return () => {
      if (this.navigateFn === navigate) this.navigateFn = null;
    };
  }

  navigate(to: string, options: NavigateOptions = {}): void {
    if (this.navigateFn) return this.navigateFn(to, options);
    if (options.replace) this.browserLocation?.replace(to);
    else this.browserLocation?.assign(to);
  }

  /** The current path, query and hash. */
  current(): { pathname: string; search: string; hash: string } {
    const { pathname = '/', search = '', hash = '' } = this.browserLocation ?? {};
    return { pathname, search, hash };
  }
}
