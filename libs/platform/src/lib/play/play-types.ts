import type { CatalogueSyncResult } from './providers/catalogue-sync';
import type { AnswerInputOf, WalletAnswer, WalletCall } from '@wl/contract';
import type { CALLS } from '@wl/contract';
import type { ClientContext, Member } from '../players/player-types';
import type { FreeRoundGrants } from './free-rounds/free-round-service';
import type { Launch, LaunchInput } from './launch/launch-service';
import type { RoundQuery } from './rounds/round-queries';
import type { SignedWalletCall } from './wallet/wallet-calls';

export type BetHistoryPage = AnswerInputOf<typeof CALLS.betHistory>;
export type RoundDetail = AnswerInputOf<typeof CALLS.roundDetail>;

export interface ProviderInputSettings {
  launchUrl?: string;
  walletSecret?: string;
  currencies?: string[];
  enabled?: boolean;
}

export interface CloseRoundResult {
  refundedBets: number;
  refundedMinor: number;
}

/** Game play: launches, the providers' wallet calls, the player's rounds, and the operator's round tools. */
export interface PlayServices {
  launch(member: Member, input: LaunchInput): Promise<Launch>;
  launchDemo(context: ClientContext, input: LaunchInput): Promise<Launch>;
  betHistory(member: Member, query: RoundQuery): Promise<BetHistoryPage>;
  roundDetail(member: Member, providerCode: string, roundId: string): Promise<RoundDetail>;
  /** One signed call of a provider (the bytes as received): the answer and its status. */
  walletCall(call: WalletCall, signed: SignedWalletCall): Promise<WalletAnswer>;
  /** Free rounds granted in a studio slot (wheel prizes, promotions, the operator), played through the wallet. */
  freeRounds: FreeRoundGrants;

  /** The origins of the providers' game pages, for the site's frame-src (enabled providers only). */
  providerOrigins(): Promise<string[]>;

  // Operator.
  /** Asks the provider what each of its games plays as (docs/wallet-protocol.md, Catalogue) and stores it. */
  syncCatalogue(code: string): Promise<CatalogueSyncResult>;
  setProvider(code: string, settings: ProviderInputSettings): Promise<void>;
  /** The demo seed's settings, only where the operator has set none (no launch URL yet). */
  setDemoProvider(
    code: string,
    settings: Required<Pick<ProviderInputSettings, 'launchUrl' | 'walletSecret'>>,
  ): Promise<void>;
  playerRounds(siteKey: string, accountId: string, query: RoundQuery): Promise<BetHistoryPage>;
  /** Ends a round a provider left open, giving back its bets that no win paid (as rollbacks). */
  closeRound(providerCode: string, roundId: string): Promise<CloseRoundResult>;
}
