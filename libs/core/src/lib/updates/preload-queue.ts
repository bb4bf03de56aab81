/** Route preloading: at most 4 pending at once (spec section 9). */
export const MAX_PENDING_PRELOADS = 4;

/** What the browser says of the connection (Network Information API, where it exists). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching on a slow connection (2G) or when the player asked to save data. */
export function canPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

type Loader = () => Promise<unknown>;

/**
 * Preloads route code before the player gets there (a link is hovered or focused): each route once, at
 * most 4 downloads pending, the rest waiting their turn; nothing at all on a slow or data-saving
 * connection. A failed preload is forgotten so the navigation itself can try again.
 */
export class PreloadQueue {
  private readonly loaders = new Map<string, Loader>();
  private readonly done = new Set<string>();
  private readonly waiting: string[] = [];
  private pending = 0;

  constructor(
    private readonly connection: () => ConnectionInfo | undefined | null = () => undefined,
    private readonly maxPending = MAX_PENDING_PRELOADS,
  ) {}

  register(key: string, loader: Loader): void {
    this.loaders.set(key, loader);
  }

  get pendingCount(): number {
    return this.pending;
  }

  /** Asks for a route's code; false when nothing will be fetched for it. */
  preload(key: string): boolean {
    if (!this.loaders.has(key) || this.done.has(key) || this.waiting.includes(key)) return false;
    if (!canPrefetch(this.connection())) return false;
    this.waiting.push(key);
    this.pump();
    return true;
  }

  private pump(): void {
    while (this.pending < this.maxPending && this.waiting.length > 0) {
      const key = this.waiting.shift() as string;
      const loader = this.loaders.get(key);
      if (!loader) continue;
      this.done.add(key);
      this.pending += 1;
      loader()
        .catch(() => this.done.delete(key))
        .finally(() => {
          this.pending -= 1;
          this.pump();
        });
    }
  }
}
