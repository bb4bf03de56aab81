/** sessionStorage key of the last reload made for a failed chunk. */
export const CHUNK_RELOAD_KEY = 'wl.chunkReload';
/** Reload guard: at most one reload per path within 10 seconds (spec section 9). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** A failed download of a code chunk (webpack, Module Federation or a browser dynamic import). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message) ||
    /error loading dynamically imported module/i.test(error.message)
  );
}

interface ReloadMark {
  path: string;
  expires: number;
}

/**
 * Reloads the page for a failed chunk, once per path within 10 s: a page that fails again right after its
 * reload is left to show its error instead of reloading forever.
 */
export class ChunkReloadGuard {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null,
    private readonly reload: () => void,
    private readonly now: () => number = Date.now,
  ) {}

  reloadOnce(path: string): boolean {
    const now = this.now();
    const last = this.read();
    if (last && last.path === path && last.expires > now) return false;
    try {
      this.storage?.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ path, expires: now + CHUNK_RELOAD_GUARD_MS }));
    } catch {
      // Without storage there is no guard across the reload: do not risk a loop.
      return false;
    }
    this.reload();
    return true;
  }

  private read(): ReloadMark | null {
    try {
      const value: unknown = JSON.parse(this.storage?.getItem(CHUNK_RELOAD_KEY) ?? 'null');
      if (typeof value !== 'object' || value === null) return null;
      const { path, expires } = value as Record<string, unknown>;
      return typeof path === 'string' && typeof expires === 'number' ? { path, expires } : null;
    } catch {
      return null;
    }
  }
}
