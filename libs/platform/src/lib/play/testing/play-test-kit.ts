import type { WalletAnswer, WalletCall } from '@wl/contract';
import { startMemberKit, signUp, type MemberKit } from '../../players/testing/player-test-kit';
import { signWalletBody } from '../wallet/wallet-signature';

export const JILI_SECRET = 'jili-test-secret-0123456789abcdef';
export const PGSOFT_SECRET = 'pgsoft-test-secret-0123456789abcd';
export const STUDIO_URL = 'https://studio.test';

export interface PlayKit extends MemberKit {
  /** Whether the fake studio answers its health check. */
  studioUp: boolean;
  /** A signed wallet call as the provider sends it; `raw` overrides the body bytes, `headers` the headers. */
  wallet(
    call: WalletCall,
    body: unknown,
    options?: {
      provider?: string;
      secret?: string;
      at?: number;
      headers?: Record<string, string>;
      raw?: string;
    },
  ): Promise<{ status: number; answer: WalletAnswer }>;
  /** Signs up a player on site A, gives them money, launches JL-FORTUNE and authenticates: ready to bet. */
  seatedPlayer(accountId: string, depositMinor: number): Promise<SeatedPlayer>;
}

export interface SeatedPlayer {
  session: { account_id: string; auth: string };
  token: string;
  playerId: string;
  id: number;
}

/** The member kit with JILI (site A) and PGSOFT (site B) playable at a fake studio. */
export async function startPlayKit(): Promise<PlayKit> {
  const state = { up: true };
  const kit = await startMemberKit({ providerHealth: async () => state.up });
  await kit.platform.play.setProvider('JILI', {
    launchUrl: `${STUDIO_URL}/play/JILI`,
    walletSecret: JILI_SECRET,
  });
  await kit.platform.play.setProvider('PGSOFT', {
    launchUrl: `${STUDIO_URL}/play/PGSOFT`,
    walletSecret: PGSOFT_SECRET,
  });
  const play: PlayKit = {
    ...kit,
    get studioUp() {
      return state.up;
    },
    set studioUp(up: boolean) {
      state.up = up;
    },
    async wallet(call, body, options = {}) {
      const provider = options.provider ?? 'JILI';
      const secret = options.secret ?? (provider === 'PGSOFT' ? PGSOFT_SECRET : JILI_SECRET);
      const raw = options.raw ?? JSON.stringify(body);
      const at = options.at ?? Math.floor(kit.clock.now().getTime() / 1000);
      const response = await kit.app.inject({
        method: 'POST',
        url: `/api/wallet/${call}`,
        headers: {
          'content-type': 'application/json',
          'x-provider-code': provider,
          'x-signature': signWalletBody(secret, raw, at),
          ...options.headers,
        },
        payload: raw,
      });
      return { status: response.statusCode, answer: response.json<WalletAnswer>() };
    },
    async seatedPlayer(accountId, depositMinor) {
      const session = await signUp(kit, accountId);
      const player = await kit.playerOf(accountId);
      if (depositMinor > 0) {
        await kit.platform.operator.ledger.post.deposit({
          siteId: kit.siteA.id,
          playerId: player.id,
          asset: 'game',
          amountMinor: depositMinor,
          idempotencyKey: `deposit-${accountId}`,
        });
      }
      const launch = await kit.member('/product/launch_game', session, {
        provider_code: 'JILI',
        game_code: 'JL-FORTUNE',
      });
      const url = new URL(launch.json<{ url: string }>().url);
      const token = url.searchParams.get('token') ?? '';
      const auth = await play.wallet('authenticate', { token });
      if (auth.answer.status !== 'OK') throw new Error(`authenticate: ${auth.answer.status}`);
      return { session, token, playerId: auth.answer.player_id ?? '', id: player.id };
    },
  };
  return play;
}
