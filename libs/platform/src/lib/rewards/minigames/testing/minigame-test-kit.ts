import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { startPlayKit, type PlayKit } from '../../../play/testing/play-test-kit';
import type { Member } from '../../../players/player-types';
import { businessSnapshot } from '../../../players/testing/db-snapshot';
import { SITE_A, signUp } from '../../../players/testing/player-test-kit';
import { writeRewardsSettings, type RewardsSettings } from '../../rewards-settings';

export type Session = { account_id: string; auth: string };

export interface Answer {
  statusCode: number;
  message: string;
  [field: string]: unknown;
}

export interface MinigameKit extends PlayKit {
  /** A member call's answer as JSON. */
  ask(path: string, session: Session, extra?: object): Promise<Answer>;
  /** Signs a player up on site A (rewards on) and answers the session and the player's id. */
  player(accountId: string, tokens?: number): Promise<{ session: Session; id: number }>;
  /** Credits tokens through the ledger's `credit` posting. */
  creditTokens(playerId: number, tokens: number): Promise<void>;
  tokens(playerId: number): Promise<{ tokens: number; frozenTokens: number; gameMinor: number }>;
  /** The member a session's calls act as, for calls through the service layer. */
  memberOf(session: Session): Promise<Member>;
  setRewards(change: Partial<RewardsSettings>, siteId?: number): Promise<void>;
  /** Turns site A's rewards (gamify_status) on or off. */
  setRewardsOn(on: boolean): Promise<void>;
  /** Every row a rewards call may change (the players' tables and the rewards' own). */
  snapshot(): Promise<Record<string, string>>;
}

async function rewardsTables(db: Db): Promise<Record<string, string>> {
  const tables = ['fairness_seeds', 'minigame_rounds', 'token_earnings', 'site_rewards'];
  const columns = tables.map(
    (name) =>
      `(select count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${name} t) as "${name}"`,
  );
  const result = await db.execute(sql.raw(`select ${columns.join(', ')}`));
  const [row] = (result as unknown as { rows: Array<Record<string, string>> }).rows;
  return row ?? {};
}

let credits = 0;

/** Site A's time zone in the kit: eight hours ahead of UTC, so its day is not the UTC day. */
export const KIT_TIME_ZONE = 'Asia/Manila';

/** The play kit (site A plays JILI) with site A's rewards on, in Asia/Manila; site B's rewards off. */
export async function startMinigameKit(): Promise<MinigameKit> {
  const kit = await startPlayKit();
  const { platform } = kit;
  const { db } = platform.database;
  const setRewardsOn = async (on: boolean) => {
    await platform.sites.upsertSite({
      ...SITE_A,
      themeCode: 'casino1',
      themeColor: 'gold',
      currency: 'PHP',
      settings: { gamify_status: on },
    });
  };
  await setRewardsOn(true);
  await writeRewardsSettings(db, kit.siteA.id, { time_zone: KIT_TIME_ZONE }, kit.clock.now());
  const creditTokens = async (playerId: number, tokens: number) => {
    credits += 1;
    await platform.operator.ledger.post.credit({
      siteId: kit.siteA.id,
      playerId,
      asset: 'token',
      amountMinor: tokens,
      idempotencyKey: `test-tokens-${credits}`,
    });
  };
  return {
    ...kit,
    ask: async (path, session, extra = {}) => (await kit.member(path, session, extra)).json<Answer>(),
    async player(accountId, tokens = 0) {
      const session = await signUp(kit, accountId);
      const { id } = await kit.playerOf(accountId);
      if (tokens > 0) await creditTokens(id, tokens);
      return { session, id };
    },
    creditTokens,
    async tokens(playerId) {
      const balances = await platform.operator.ledger.balance(playerId);
      return { tokens: balances.tokens, frozenTokens: balances.frozenTokens, gameMinor: balances.gameMinor };
    },
    memberOf: (session) =>
      platform.players.authenticate(
        { domainName: 'alpha.test', address: '203.0.113.9' },
        session.account_id,
        session.auth,
      ),
    async setRewards(change, siteId = kit.siteA.id) {
      await writeRewardsSettings(db, siteId, change, kit.clock.now());
    },
    setRewardsOn,
    async snapshot() {
      return { ...(await businessSnapshot(db)), ...(await rewardsTables(db)) };
    },
  };
}
