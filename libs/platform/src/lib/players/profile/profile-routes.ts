import { CALLS } from '@wl/contract';
import { memberRoutes } from '../../http/member-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';

/** The player's profile: name and e-mail. */
export function registerProfileRoutes(api: ZodApp, platform: Platform): void {
  const { players } = platform;
  const memberRoute = memberRoutes(api, platform);

  memberRoute(CALLS.profileUpdate, async (member, { full_name, contact_email }) => {
    const profile = await players.updateProfile(member, full_name, contact_email);
    return {
      value: [
        { account_id: profile.accountId, full_name: profile.fullName, contact_email: profile.contactEmail },
      ],
    };
  });
}

/** Whether the account may still play (a call of its own so that it keeps its place in the API document). */
export function registerStatusRoutes(api: ZodApp, platform: Platform): void {
  const { players } = platform;
  const memberRoute = memberRoutes(api, platform);

  memberRoute(CALLS.checkStatus, async (member) => {
    const [status, unread] = await Promise.all([players.checkStatus(member), players.unreadInbox(member)]);
    return {
      account_id: status.accountId,
      status: status.status,
      phone_verified: status.phoneVerified,
      phone: status.phoneMasked,
      registered_at: status.registeredAt.toISOString(),
      unread_inbox: unread,
    };
  });
}
