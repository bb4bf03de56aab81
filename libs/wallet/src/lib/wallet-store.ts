import { makeAutoObservable } from 'mobx';
import { getBalance, type BalanceResponse } from '@wl/api';
import { currencyDigits, fromMajor, type MinorUnits } from '@wl/money';
import { PlatformRequests, type FeatureStore, type MemberSource, type PlatformPort } from '@wl/core';

/** The balance fields of the platform's answers (the site currency, the game balance, tokens). */
type BalanceFields = Pick<BalanceResponse, 'currency' | 'game_balance' | 'game_token' | 'frozen_token'>;

/** The signed-in player's wallet (spec section 3's user store fields `game` and `minigame`). */
export class WalletStore implements FeatureStore {
  /** `balance` in minor units of the site's currency (the wire's major units are converted on arrival). */
  game: { balance: MinorUnits; token: number } = { balance: 0, token: 0 };
  minigame = { frozen_token: 0, token_balance: 0 };
  /** The balance call is the one that tells an expired session: it goes before the other member loads. */
  readonly checksSession = true;
  private readonly requests: PlatformRequests;

  constructor(platform: PlatformPort, session: MemberSource) {
    this.requests = new PlatformRequests(platform, session);
    // Every field is replaced whole, never changed in place.
    makeAutoObservable<this, 'requests'>(this, { requests: false, checksSession: false }, { deep: false });
  }

  /** True while the balance is on its way. */
  get loading(): boolean {
    return this.requests.isLoading('game');
  }

  async fetchBalance(): Promise<void> {
    const outcome = await this.requests.forMember('game', (member) => getBalance(this.requests.api, member));
    if (!outcome?.current || !outcome.ok) return;
    this.applyBalance(outcome.answer);
  }

  /**
   * The balances another call answered with (an inbox reward's claim carries them): shown at once,
   * without asking the balance again.
   */
  applyBalance(answer: Partial<BalanceFields>): void {
    const digits = currencyDigits(answer.currency ?? '');
    this.game = { balance: fromMajor(answer.game_balance ?? 0, digits), token: answer.game_token ?? 0 };
    const frozen = typeof answer.frozen_token === 'number' ? answer.frozen_token : 0;
    this.minigame = { frozen_token: frozen, token_balance: answer.game_token ?? 0 };
  }

  loadMember(): Promise<void> {
    return this.fetchBalance();
  }

  clear(): void {
    this.requests.clear();
    this.game = { balance: 0, token: 0 };
    this.minigame = { frozen_token: 0, token_balance: 0 };
  }
}
