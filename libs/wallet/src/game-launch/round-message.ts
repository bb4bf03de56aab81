/**
 * What a game page posts to the site when one of its rounds ended (docs/wallet-protocol.md, Launch 3):
 * `{ type: 'wl:round', balance }`. Only the type is read: the balance is asked of the platform, never
 * taken from a message any page could have sent.
 */
export const ROUND_MESSAGE_TYPE = 'wl:round';

export function isRoundMessage(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === ROUND_MESSAGE_TYPE
  );
}

/** The origin a game page's messages must come from: its launch URL's. Null for a URL a frame must not show. */
export function gameOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    // Anything but a web page (javascript:, data:...) would run in the site's own context or none.
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}
