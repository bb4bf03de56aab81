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
    };
  }
}
