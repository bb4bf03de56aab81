import { WALLET_REQUESTS, type WalletAnswer, type WalletCall, type WalletRequest } from '@wl/contract';
import type { ProviderRow } from '../providers/provider-records';
import type { OfferedGames } from '../providers/offered-games';
import { WalletError } from './wallet-error';
import type { WalletProtocol } from './wallet-protocol';
import { checkWalletSignature } from './wallet-signature';

type Handlers = {
  [C in WalletCall]: (
    provider: ProviderRow,
    request: WalletRequest<C>,
  ) => Promise<Omit<WalletAnswer, 'status'>>;
};

export interface SignedWalletCall {
  providerCode: string | undefined;
  signature: string | undefined;
  rawBody: string;
}

/**
 * One signed call of a provider, from the bytes received to the answer: the provider and its signature
 * first (nothing is parsed before the signature holds), then the body's schema, then the call itself.
 * Unexpected failures propagate (the route answers INTERNAL_ERROR, which the provider retries).
 */
export function createWalletCalls(offered: OfferedGames, clock: () => Date, protocol: WalletProtocol) {
  const handlers: Handlers = {
    authenticate: (provider, request) => protocol.authenticate(provider, request),
    balance: (provider, request) => protocol.balance(provider, request),
    bet: (provider, request) => protocol.bet(provider, request),
    win: (provider, request) => protocol.win(provider, request),
    rollback: (provider, request) => protocol.rollback(provider, request),
    round_end: (provider, request) => protocol.roundEnd(provider, request),
  };

  async function run<C extends WalletCall>(
    call: C,
    provider: ProviderRow,
    body: unknown,
  ): Promise<WalletAnswer> {
    const parsed = WALLET_REQUESTS[call].safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') || 'body';
      return { status: 'INVALID_REQUEST', message: `${where}: ${issue?.message ?? 'invalid'}` };
    }
    try {
      const handler = handlers[call] as (
        p: ProviderRow,
        r: WalletRequest<C>,
      ) => Promise<Omit<WalletAnswer, 'status'>>;
      return { status: 'OK', ...(await handler(provider, parsed.data as WalletRequest<C>)) };
    } catch (error) {
      if (!(error instanceof WalletError)) throw error;
      const balance =
        error.playerId === undefined ? undefined : await protocol.balanceForError(error.playerId);
      return {
        status: error.status,
        message: error.message,
        ...(balance === undefined ? {} : { balance, player_id: String(error.playerId) }),
      };
    }
  }

  return async function handle(call: WalletCall, signed: SignedWalletCall): Promise<WalletAnswer> {
    const provider = signed.providerCode ? await offered.provider(signed.providerCode) : undefined;
    if (!provider) return { status: 'INVALID_SIGNATURE', message: 'unknown provider' };
    const check = checkWalletSignature(provider.walletSecret, signed.rawBody, signed.signature, clock());
    if (check === 'invalid') return { status: 'INVALID_SIGNATURE', message: 'bad or missing signature' };
    if (check === 'stale') return { status: 'STALE_REQUEST', message: 'the signature time is too far off' };
    let body: unknown;
    try {
      body = JSON.parse(signed.rawBody);
    } catch {
      return { status: 'INVALID_REQUEST', message: 'the body is not JSON' };
    }
    return run(call, provider, body);
  };
}

export type WalletCallHandler = ReturnType<typeof createWalletCalls>;
