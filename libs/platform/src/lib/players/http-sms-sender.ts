import type { SmsSender } from './sms-sender';

export interface HttpSmsSenderOptions {
  /** Extra headers for the gateway (an API key, for example). */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * Posts each message as JSON { site_id, phone, text } to an SMS gateway URL; any answer other than
 * 2xx, or no answer within the timeout, is a failed delivery.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly options: HttpSmsSenderOptions = {},
  ) {}

  async send(siteId: number, phone: string, text: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.options.headers },
      body: JSON.stringify({ site_id: siteId, phone, text }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
  }
}
