import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { players } from '../../db/schema';
import { checkEmail, checkFullName } from '../auth/account-rules';
import type { LedgerService } from '../ledger/ledger-types';
import { currencyDigits, toMajor } from '../ledger/money';
import type { Member, PlayerStatusView, ProfileView, WalletView } from '../player-types';

/** The member's own account: profile, status and wallet balances. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly ledger: LedgerService,
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

  async wallet(member: Member): Promise<WalletView> {
    const balances = await this.ledger.balance(member.player.id);
    return {
      currency: member.site.currency,
      gameBalance: toMajor(balances.gameMinor, currencyDigits(member.site.currency)),
      tokens: balances.tokens,
      frozenTokens: balances.frozenTokens,
    };
  }
}
