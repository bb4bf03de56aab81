import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { players } from '../../db/schema';
import { checkEmail, checkFullName } from '../auth/account-rules';
import type { Member, PlayerStatusView, ProfileView } from '../player-types';

/** The member's own account: profile and status. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async updateProfile(member: Member, fullName: string, contactEmail: string): Promise<ProfileView> {
    const name = checkFullName(fullName);
    const email = checkEmail(contactEmail);
    const [row] = await this.db
      .update(players)
      .set({ fullName: name, contactEmail: email, updatedAt: this.clock() })
      .where(eq(players.id, member.player.id))
      .returning({
        accountId: players.accountId,
        fullName: players.fullName,
        contactEmail: players.contactEmail,
      });
    if (!row) throw new Error('player vanished during a profile update');
    return row;
  }

  /** Blocked and closed accounts never get here: authentication answers BLOCK or CLOSE for them. */
  checkStatus(member: Member): PlayerStatusView {
    return {
      accountId: member.player.accountId,
      status: 'active',
      phoneVerified: member.player.phoneVerifiedAt !== null,
      phoneMasked: maskedPhone(member.player.contactPhone),
      registeredAt: member.player.createdAt,
    };
  }
}

/** A phone number as the player's own screens show it: enough to recognise, too little to reuse. */
export function maskedPhone(phone: string): string {
  if (phone.length <= 6) return '•'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'•'.repeat(phone.length - 6)}${phone.slice(-3)}`;
}
