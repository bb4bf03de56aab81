/** Whether a provider's launch page answers; the launch refuses a provider that does not. */
export type ProviderHealthCheck = (launchUrl: string) => Promise<boolean>;

const TIMEOUT_MS = 1500;
const KEEP_MS = 15_000;

/**
 * Asks `<origin of the launch URL>/health` (docs/wallet-protocol.md), waiting at most 1.5 s, and keeps
 * each answer for 15 s so that a lobby of players pressing Play costs the provider one request.
 */
export function httpProviderHealth(clock: () => Date): ProviderHealthCheck {
  const kept = new Map<string, { ok: boolean; at: number }>();
  return async (launchUrl) => {
    let origin: string;
    try {
      origin = new URL(launchUrl).origin;
    } catch {
      return false;
    }
    const now = clock().getTime();
    const known = kept.get(origin);
    if (known && now - known.at < KEEP_MS) return known.ok;
    const ok = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      .then((response) => response.ok)
      .catch(() => false);
    kept.set(origin, { ok, at: now });
    return ok;
  };
}
