/** The shell build's metadata file at the site root, polled for a newer build. */
export const BUILD_META_URL = '/build-meta.json';
/** The meta tag through which the page names the build it was served from. */
export const BUILD_META_TAG = 'wl-build';
/** Build-update polling interval: 1 hour (spec section 9). */
export const UPDATE_POLL_MS = 60 * 60 * 1000;

export interface BuildMeta {
  version: string;
  builtAt?: string;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

function isBuildMeta(value: unknown): value is BuildMeta {
  return typeof value === 'object' && value !== null && typeof (value as BuildMeta).version === 'string';
}

/** The deployed build's metadata, or null when the site serves none (404) or it cannot be read. */
export async function fetchBuildMeta(fetchFn: Fetch, url = BUILD_META_URL): Promise<BuildMeta | null> {
  try {
    const response = await fetchFn(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isBuildMeta(body) && body.version ? body : null;
  } catch {
    return null;
  }
}

/** The build the page was served from, named by <meta name="wl-build">. */
export function pageBuildVersion(doc: Pick<Document, 'querySelector'>): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_TAG}"]`)?.content || null;
}
