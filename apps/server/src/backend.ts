import type { FastifyInstance } from 'fastify';
import type { StartupResponse } from '@wl/api';

/**
 * Where the site server gets its API from: the platform mounted in-process (the default) or a platform
 * elsewhere reached over HTTP (PLATFORM_URL). Either way it answers /api/* and the startup of a host.
 */
export interface SiteBackend {
  kind: 'embedded' | 'proxy';
  /** Registers /api/* on the server. */
  registerApi(app: FastifyInstance): Promise<void>;
  /** The startup answer for a host, written into that host's HTML: read only (it may be shared, frozen). */
  startup(host: string): Promise<StartupResponse>;
  /**
   * Calls the listener whenever any site's data changed (its settings, hosts, maintenance, menus, products,
   * content, the game catalogue), or such a change may have been missed; returns the unsubscribe. Embedded:
   * the platform's own signal (in this process on PGlite; LISTEN/NOTIFY across processes on PostgreSQL).
   * Proxy (PLATFORM_URL): there is no signal, the listener is never called, and a cache of pages relies on
   * its TTL alone. Every subscription ends with close().
   */
  watchSiteChanges(listener: () => void): () => void;
  /** The origins of the game providers' pages, which the site's pages may frame (frame-src). */
  gameOrigins(): Promise<string[]>;
  close(): Promise<void>;
}
