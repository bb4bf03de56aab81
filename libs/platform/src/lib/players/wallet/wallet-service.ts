import { currencyDigits, toMajor } from '@wl/money';
import type { LedgerService } from '../ledger';
import type { Member, WalletView } from '../player-types';

/** The member's balances as a player sees them: the game balance in major units, tokens whole. */
export class WalletService {
  constructor(private readonly ledger: LedgerService) {}

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
