import type { Db } from '../db/database';
import { smsOutbox } from '../db/schema';

/** Delivers text messages (one-time codes) to a phone. */
export interface SmsSender {
  send(siteId: number, phone: string, text: string): Promise<void>;
}

/**
 * The default sender: records each message in the sms_outbox table, where the operator command reads
 * it, so sign-up and code login work without an SMS gateway.
 */
export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async send(siteId: number, phone: string, text: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ siteId, phone, body: text, createdAt: this.clock() });
  }
}
