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
  /** The startup answer for a host, written into that host's HTML. */
  startup(host: string): Promise<StartupResponse>;
  close(): Promise<void>;
}
