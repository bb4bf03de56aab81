import type { WalletAnswer } from '@wl/contract';
import { toMinorUnits } from '@wl/money';
import { sql } from 'drizzle-orm';
import { FakePsp, PSP_SECRET } from '../../../cashier/testing/cashier-test-kit';
import { signBody } from '../../../http/hmac-signature';
import { startPlayKit, type PlayKit } from '../../../play/testing/play-test-kit';
import { businessSnapshot } from '../../../players/testing/db-snapshot';
import { freshAddress, signIn, signUp, SITE_A, SITE_B } from '../../../players/testing/player-test-kit';
import { writeRewardsSettings, type RewardsSettings } from '../../rewards-settings';

/** The site time zone of the kit's sites: eight hours ahead of UTC, so a site day is not a UTC day. */
export const KIT_TIME_ZONE = 'Asia/Manila';

export interface KitPlayer {
  accountId: string;
  id: number;
  host: string;
  session: { account_id: string; auth: string };
}

export interface Answer {
  statusCode: number;
  message: string;
  [field: string]: unknown;
}

export interface RewardsKit extends PlayKit {
  psp: FakePsp;
  /** Signs a player up on site A (or `host`), with `creditMinor` from the operator (not a deposit). */
  player(accountId: string, options?: { host?: string; creditMinor?: number }): Promise<KitPlayer>;
  /** A member call as the player; a session the moved clock ended is replaced by a new sign-in first. */
  request(player: KitPlayer, path: string, extra?: object): Promise<Answer>;
  /** A bet at the clock's time in a fresh game session; answers its round and transaction ids. */
  bet(player: KitPlayer, amountMinor: number, game?: string): Promise<{ round: string; transaction: string }>;
  win(player: KitPlayer, round: string, amountMinor: number, game?: string): Promise<WalletAnswer>;
  rollback(player: KitPlayer, bet: { round: string; transaction: string }): Promise<WalletAnswer>;
  /** A deposit through the cashier, credited by the PSP's notification (site A). */
  deposit(player: KitPlayer, amount: string): Promise<void>;
  setRewards(siteId: number, change: Partial<RewardsSettings>): Promise<void>;
  setGamify(site: 'alpha' | 'beta', on: boolean): Promise<void>;
  /** The business tables and the rewards' own, one fingerprint each. */
  snapshot(): Promise<Record<string, string>>;
}

const GAMES = { alpha: ['JILI', 'JL-FORTUNE'], beta: ['PGSOFT', 'PG-MAHJONG'] } as const;

/**
 * The play kit (JILI on site A in PHP, PGSOFT on site B in USD) with rewards on for both sites in
 * Asia/Manila, a live casino game on site A (JL-BACCARAT) beside its slots, and a fake PSP for deposits.
 */
export async function startRewardsKit(): Promise<RewardsKit> {
  const kit = await startPlayKit();
  const { platform } = kit;
  await platform.sites.games.importCatalogue(
    [{ code: 'JILI', name: 'JILI' }],
    [
      {
        providerCode: 'JILI',
        gameCode: 'JL-BACCARAT',
        gameName: 'Baccarat Live',
        gameType: 'livecasino',
        hot: false,
        featured: false,
        popular: false,
        isNew: false,
      },
    ],
  );
  await platform.sites.games.setProducts(kit.siteA.id, [
    { category: 'slots', providerCode: 'JILI' },
    { category: 'livecasino', providerCode: 'JILI' },
  ]);
  const psp = await new FakePsp().start();
  await platform.cashier.setup.setProvider({
    code: 'DEMOPSP',
    name: 'Test Pay',
    apiUrl: psp.url,
    merchantId: 'alpha',
    secret: PSP_SECRET,
  });
  await platform.cashier.setup.setMethods(kit.siteA.id, [
    {
      code: 'bank',
      name: 'Bank transfer',
      kind: 'bank_transfer',
      providerCode: 'DEMOPSP',
      minMinor: 10_000,
      maxMinor: 5_000_000,
      feeFixedMinor: 0,
      feeBasisPoints: 0,
      deposits: true,
      payouts: true,
    },
  ]);

  let seq = 0;
  const next = (prefix: string) => `${prefix}-${++seq}`;
  const sites = {
    alpha: { ...SITE_A, themeCode: 'casino1', themeColor: 'gold', currency: 'PHP' },
    beta: { ...SITE_B, themeCode: 'slot2', themeColor: 'sunset', currency: 'USD' },
  };
  const setGamify = async (site: 'alpha' | 'beta', on: boolean) => {
    await platform.sites.upsertSite({ ...sites[site], settings: { gamify_status: on } });
  };
  const setRewards = async (siteId: number, change: Partial<RewardsSettings>) => {
    await writeRewardsSettings(platform.database.db, siteId, change, kit.clock.now());
  };
  await setGamify('alpha', true);
  await setGamify('beta', true);
  await setRewards(kit.siteA.id, { time_zone: KIT_TIME_ZONE });
  await setRewards(kit.siteB.id, { time_zone: KIT_TIME_ZONE });

  const siteOf = (player: KitPlayer) => (player.host === 'beta.test' ? 'beta' : 'alpha');

  async function request(player: KitPlayer, path: string, extra: object = {}): Promise<Answer> {
    const send = () =>
      kit.call(path, { ...player.session, ...extra }, { host: player.host }).then((r) => r.json<Answer>());
    const answer = await send();
    if (answer.message !== 'sessionExpired') return answer;
    player.session = await signIn(kit, player.accountId, { host: player.host, ip: freshAddress() });
    return send();
  }

  const wallet = (player: KitPlayer, kind: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) =>
    kit.wallet(kind, { player_id: String(player.id), ...body }, { provider: GAMES[siteOf(player)][0] });

  return {
    ...kit,
    psp,
    setGamify,
    setRewards,
    request,
    async player(accountId, options = {}) {
      const host = options.host ?? 'alpha.test';
      const site = host === 'beta.test' ? 'beta' : 'alpha';
      const session = await signUp(kit, accountId, { host });
      const found = await platform.operator.findPlayer(site, accountId);
      if (!found) throw new Error(`no player ${accountId}`);
      if (options.creditMinor) {
        await platform.operator.ledger.post.credit({
          siteId: found.siteId,
          playerId: found.id,
          asset: 'game',
          amountMinor: options.creditMinor,
          idempotencyKey: next(`credit-${accountId}`),
        });
      }
      return { accountId, id: found.id, host, session };
    },
    async bet(player, amountMinor, game) {
      const [provider, defaultGame] = GAMES[siteOf(player)];
      const gameCode = game ?? defaultGame;
      const launch = await request(player, '/product/launch_game', {
        provider_code: provider,
        game_code: gameCode,
      });
      const token = new URL(String(launch['url'])).searchParams.get('token') ?? '';
      const auth = await kit.wallet('authenticate', { token }, { provider });
      if (auth.answer.status !== 'OK') throw new Error(`authenticate: ${auth.answer.status}`);
      const placed = { round: next('round'), transaction: next('bet') };
      const answer = await wallet(player, 'bet', {
        token,
        transaction_id: placed.transaction,
        round_id: placed.round,
        game_code: gameCode,
        amount: amountMinor,
        currency: player.host === 'beta.test' ? 'USD' : 'PHP',
      });
      if (answer.answer.status !== 'OK') throw new Error(`bet: ${answer.answer.status}`);
      return placed;
    },
    async win(player, round, amountMinor, game) {
      const answer = await wallet(player, 'win', {
        transaction_id: next('win'),
        round_id: round,
        game_code: game ?? GAMES[siteOf(player)][1],
        amount: amountMinor,
        currency: player.host === 'beta.test' ? 'USD' : 'PHP',
      });
      return answer.answer;
    },
    async rollback(player, bet) {
      const answer = await wallet(player, 'rollback', {
        transaction_id: next('rollback'),
        reference_transaction_id: bet.transaction,
        round_id: bet.round,
      });
      return answer.answer;
    },
    async deposit(player, amount) {
      const made = await request(player, '/cashier/deposit', {
        method_code: 'bank',
        amount,
        request_id: next('deposit'),
      });
      const reference = (made['deposit'] as { id: string } | undefined)?.id;
      if (!reference) throw new Error(`deposit: ${JSON.stringify(made)}`);
      const payment = psp.object(reference) ?? {};
      // The bank method has no fee: the PSP is paid the deposit's amount.
      const raw = JSON.stringify({
        id: next('evt'),
        type: 'payment.succeeded',
        created: Math.floor(kit.clock.now().getTime() / 1000),
        data: {
          id: String(payment['id']),
          reference,
          amount: toMinorUnits(amount, 'PHP'),
          currency: 'PHP',
          status: 'succeeded',
        },
      });
      const notified = await kit.app.inject({
        method: 'POST',
        url: '/api/cashier/psp/notify/DEMOPSP',
        headers: {
          'content-type': 'application/json',
          'psp-signature': signBody(PSP_SECRET, raw, Math.floor(kit.clock.now().getTime() / 1000)),
        },
        payload: raw,
      });
      if (notified.statusCode !== 200) throw new Error(`notify: ${notified.body}`);
    },
    async snapshot() {
      const { db } = platform.database;
      const own = await db.execute(
        sql.raw(
          ['mission_claims', 'missions', 'leaderboard_periods', 'leaderboard_results']
            .map(
              (t) =>
                `(select count(*)::text || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${t} x) as ${t}`,
            )
            .reduce((all, column) => `${all}${all ? ', ' : 'select '}${column}`, ''),
        ),
      );
      const [row] = (own as unknown as { rows: Array<Record<string, string>> }).rows;
      return { ...(await businessSnapshot(db)), ...row };
    },
    async close() {
      await psp.close();
      await kit.close();
    },
  };
}
