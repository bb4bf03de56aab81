import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inboxMessages } from '../../db/schema';
import { invalidRequest } from '../../http/envelope';
import type { SiteRef } from '../../sites/site-types';
import { assetDigits, isAsset, type Asset, type LedgerService } from '../ledger';
import { toMajor } from '@wl/money';
import { playerErrors } from '../player-errors';
import type { PlayerRow } from '../player-records';
import type { InboxMessageInput } from '../operator/operator-types';
import type { ClaimResult, InboxMessageView, Member, WalletView } from '../player-types';

type InboxRow = typeof inboxMessages.$inferSelect;

const MAX_TITLE = 200;
const MAX_BODY = 5000;
const SHOWN = 100;

/** The inbox: messages to one player; a message's reward is paid once, through the ledger. */
export class InboxService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly ledger: LedgerService,
    private readonly wallet: (member: Member) => Promise<WalletView>,
  ) {}

  async list(member: Member): Promise<InboxMessageView[]> {
    const rows = await this.db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.playerId, member.player.id))
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(SHOWN);
    return rows.map((row) => this.view(row, member.site));
  }

  async send(site: SiteRef, player: PlayerRow, message: InboxMessageInput): Promise<number> {
    const title = message.title.trim();
    const body = message.body.trim();
    if (title === '' || title.length > MAX_TITLE || body.length > MAX_BODY) {
      throw invalidRequest(
        'an inbox message needs a title of at most 200 characters and a body of at most 5000',
      );
    }
    const reward = message.reward;
    if (
      reward &&
      (!isAsset(reward.asset) || !Number.isSafeInteger(reward.amountMinor) || reward.amountMinor <= 0)
    ) {
      throw invalidRequest('a reward is a positive whole number of minor units of game or token');
    }
    const [row] = await this.db
      .insert(inboxMessages)
      .values({
        siteId: site.id,
        playerId: player.id,
        title,
        body,
        rewardAsset: reward?.asset ?? null,
        rewardMinor: reward?.amountMinor ?? 0,
        expiresAt: message.expiresAt ?? null,
        createdAt: this.clock(),
      })
      .returning({ id: inboxMessages.id });
    if (!row) throw new Error('inbox message not stored');
    return row.id;
  }

  /**
   * Pays the message's reward. The ledger posting's idempotency key is the message, so however many
   * claims arrive at once, one pays and the others answer alreadyClaimed.
   */
  async claim(member: Member, inboxId: number): Promise<ClaimResult> {
    const [row] = await this.db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.id, inboxId), eq(inboxMessages.playerId, member.player.id)));
    if (!row) throw playerErrors.notFound();
    if (row.claimedAt) throw playerErrors.alreadyClaimed();
    const asset = row.rewardAsset;
    if (asset === null || !isAsset(asset) || row.rewardMinor <= 0) throw playerErrors.nothingToClaim();
    const now = this.clock();
    if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) throw playerErrors.rewardExpired();

    const posting = await this.ledger.post.reward({
      siteId: member.site.id,
      playerId: member.player.id,
      asset,
      amountMinor: row.rewardMinor,
      idempotencyKey: `inbox:${row.id}`,
      reason: `Inbox reward: ${row.title}`.slice(0, 500),
    });
    // Also when the posting is a replay: an earlier claim may have paid and stopped before this mark.
    await this.db
      .update(inboxMessages)
      .set({ claimedAt: posting.createdAt, claimTransactionId: posting.transactionId })
      .where(and(eq(inboxMessages.id, row.id), isNull(inboxMessages.claimedAt)));
    await this.markRead(member, row.id);
    if (posting.replayed) throw playerErrors.alreadyClaimed();
    return {
      inboxId: row.id,
      rewardAsset: asset,
      rewardAmount: this.amount(asset, row.rewardMinor, member.site),
      wallet: await this.wallet(member),
    };
  }

  /**
   * The player opened the message: read from now on, on every device (the first time counts). Another
   * player's message, or another site's, is notFound and unchanged. Answers the player's unread count.
   */
  async markRead(member: Member, inboxId: number): Promise<number> {
    const [row] = await this.db
      .select({ id: inboxMessages.id, readAt: inboxMessages.readAt })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.id, inboxId), eq(inboxMessages.playerId, member.player.id)));
    if (!row) throw playerErrors.notFound();
    if (!row.readAt) {
      await this.db
        .update(inboxMessages)
        .set({ readAt: this.clock() })
        .where(and(eq(inboxMessages.id, row.id), isNull(inboxMessages.readAt)));
    }
    return this.unreadCount(member);
  }

  /** The player's messages not opened yet (of those the inbox shows, the newest 100). */
  async unreadCount(member: Member): Promise<number> {
    const shown = this.db
      .select({ readAt: inboxMessages.readAt })
      .from(inboxMessages)
      .where(eq(inboxMessages.playerId, member.player.id))
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(SHOWN)
      .as('shown');
    const [result] = await this.db.select({ unread: count() }).from(shown).where(isNull(shown.readAt));
    return result?.unread ?? 0;
  }

  private amount(asset: Asset, minor: number, site: SiteRef): number {
    return toMajor(minor, assetDigits(asset, site.currency));
  }

  private view(row: InboxRow, site: SiteRef): InboxMessageView {
    const asset = row.rewardAsset !== null && isAsset(row.rewardAsset) ? row.rewardAsset : null;
    const expired = row.expiresAt !== null && row.expiresAt.getTime() <= this.clock().getTime();
    return {
      id: row.id,
      title: row.title,
      body: row.body,
      createdAt: row.createdAt,
      rewardAsset: asset,
      rewardAmount: asset ? this.amount(asset, row.rewardMinor, site) : 0,
      expiresAt: row.expiresAt,
      claimedAt: row.claimedAt,
      readAt: row.readAt,
      claimable: asset !== null && row.rewardMinor > 0 && row.claimedAt === null && !expired,
    };
  }
}
