import { CALLS } from '@wl/contract';
import { memberRoutes } from '../../http/member-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import { balanceFields } from '../wallet/balance-answer';

/** The player's inbox, marking a message read, and claiming a message's reward. */
export function registerInboxRoutes(api: ZodApp, platform: Platform): void {
  const { players } = platform;
  const memberRoute = memberRoutes(api, platform);

  memberRoute(CALLS.getInbox, async (member) => ({
    value: (await players.inbox(member)).map((m) => ({
      inbox_id: m.id,
      title: m.title,
      content: m.body,
      created_at: m.createdAt.toISOString(),
      reward_type: m.rewardAsset,
      reward_amount: m.rewardAmount,
      expires_at: m.expiresAt?.toISOString() ?? null,
      read: m.readAt !== null,
      claimed: m.claimedAt !== null,
      claimed_at: m.claimedAt?.toISOString() ?? null,
      claimable: m.claimable,
    })),
  }));

  memberRoute(CALLS.claimInbox, async (member, { inbox_id }) => {
    const claim = await players.claimInbox(member, inbox_id);
    return {
      inbox_id: claim.inboxId,
      reward_type: claim.rewardAsset,
      reward_amount: claim.rewardAmount,
      ...balanceFields(claim.wallet),
    };
  });

  memberRoute(CALLS.readInbox, async (member, { inbox_id }) => ({
    inbox_id,
    unread: await players.readInbox(member, inbox_id),
  }));
}
