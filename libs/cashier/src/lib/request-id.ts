/** A fresh id for one request: a UUID, also where `randomUUID` is missing (a page served without TLS). */
export function newRequestId(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `request_id` of one intended request (a deposit, a withdrawal): the same id while that request is
 * sent again after its answer was lost, so the platform makes it once; a new id once its outcome is
 * known, or when the player asks for something else (another method, amount or account).
 */
export class RequestIdentity {
  private current: { request: string; id: string } | null = null;

  constructor(private readonly newId: () => string = newRequestId) {}

  /** The id to send for `request` (what is asked for, written as one string). */
  idFor(request: string): string {
    if (this.current?.request !== request) this.current = { request, id: this.newId() };
    return this.current.id;
  }

  /** The request's outcome is known (made, or refused): the next request is a new one. */
  settle(): void {
    this.current = null;
  }
}
