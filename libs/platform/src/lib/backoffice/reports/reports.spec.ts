import type { LedgerKind } from '../../players/ledger';
import { gameRounds } from '../../db/schema';
import { PASSWORD, phoneOf } from '../../players/testing/player-test-kit';
import { startBackofficeKit, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(60_000);

const DAY = 86_400;

describe('the back-office reports', () => {
  let kit: BackofficeKit;
  let owner: string;
  let ids: { ann: number; ben: number; cat: number };
  let posted = 0;

  /** Posts a ledger line for a player now (on the test clock). */
  const post = (siteId: number, playerId: number, kind: LedgerKind, amountMinor: number) =>
    kit.platform.operator.ledger.post[kind]({
      siteId,
      playerId,
      asset: 'game',
      amountMinor,
      idempotencyKey: `report-spec:${(posted += 1)}`,
    });

  const round = (siteId: number, playerId: number, game: string, bet: number, win: number, refund = 0) =>
    kit.platform.database.db.insert(gameRounds).values({
      providerCode: 'JILI',
      roundId: `r-${playerId}-${game}-${bet}-${win}-${refund}-${kit.clock.now().getTime()}`,
      siteId,
      playerId,
      gameCode: game,
      gameName: game === 'JL-FORTUNE' ? 'Fortune Gems' : 'Super Ace',
      gameType: 'slot',
      betMinor: bet,
      winMinor: win,
      refundMinor: refund,
      status: 'closed',
      startedAt: kit.clock.now(),
    });

  beforeAll(async () => {
    kit = await startBackofficeKit();
    const make = async (site: string, accountId: string) =>
      (
        await kit.platform.operator.createPlayer(site, {
          accountId,
          password: PASSWORD,
          contactPhone: phoneOf(accountId),
          contactEmail: `${accountId}@example.com`,
        })
      ).id;
    // 2026-03-01 (the kit's clock): two players join alpha, one beta.
    ids = {
      ann: await make('alpha', 'ann01'),
      ben: await make('alpha', 'ben01'),
      cat: await make('beta', 'cat01'),
    };
    const { siteA, siteB } = kit;
    await post(siteA.id, ids.ann, 'deposit', 10_000);
    await post(siteA.id, ids.ann, 'bet', 2_000);
    await post(siteA.id, ids.ann, 'win', 500);
    await post(siteA.id, ids.ben, 'deposit', 5_000);
    await post(siteA.id, ids.ben, 'bet', 3_000);
    await post(siteA.id, ids.ben, 'win', 5_000);
    await post(siteB.id, ids.cat, 'deposit', 50_000);
    await post(siteB.id, ids.cat, 'bet', 9_999);
    await round(siteA.id, ids.ann, 'JL-FORTUNE', 2_000, 500);
    await round(siteA.id, ids.ben, 'JL-FORTUNE', 3_000, 5_000);
    await round(siteB.id, ids.cat, 'JL-FORTUNE', 9_999, 0);
    // 2026-03-02: ann bets, has a bet refunded, gets a reward, an adjustment, and a withdrawal paid out.
    kit.clock.advance(DAY);
    await post(siteA.id, ids.ann, 'bet', 1_000);
    await post(siteA.id, ids.ann, 'bet', 400);
    await post(siteA.id, ids.ann, 'refund', 400);
    await post(siteA.id, ids.ann, 'reward', 200);
    await post(siteA.id, ids.ann, 'credit', 100);
    await post(siteA.id, ids.ann, 'debit', 50);
    await post(siteA.id, ids.ann, 'withdrawalHold', 2_000);
    await post(siteA.id, ids.ann, 'withdrawalPayout', 2_000);
    await round(siteA.id, ids.ann, 'JL-SUPERACE', 1_000, 0);
    await round(siteA.id, ids.ann, 'JL-SUPERACE', 400, 0, 400);
    // Signed in last: a session idles out after 15 minutes of the test clock.
    owner = await kit.signIn(await kit.addStaff('owner@reports.example.com', 'owner'));
  });

  afterAll(() => kit.close());

  it('gives every day of the period its figures, and the totals, from the site own ledger only', async () => {
    const answer = await kit.staffCall(
      'reports/daily',
      { site_id: kit.siteA.id, from: '2026-02-28', to: '2026-03-03' },
      { session: owner },
    );
    const body = answer.json<{ currency: string; days: { day: string }[]; totals: object }>();
    expect(body.currency).toBe('PHP');
    const zero = {
      deposits: 0,
      withdrawals: 0,
      bets: 0,
      wins: 0,
      ggr: 0,
      bonus_cost: 0,
      adjustments: 0,
      new_players: 0,
      active_players: 0,
    };
    expect(body.days).toEqual([
      { day: '2026-02-28', ...zero },
      {
        day: '2026-03-01',
        ...zero,
        deposits: 150,
        bets: 50,
        wins: 55,
        ggr: -5,
        new_players: 2,
        active_players: 2,
      },
      {
        day: '2026-03-02',
        ...zero,
        withdrawals: 20,
        bets: 10,
        ggr: 10,
        bonus_cost: 2,
        adjustments: 0.5,
        active_players: 1,
      },
      { day: '2026-03-03', ...zero },
    ]);
    // ann was active on both days: the period counts her once.
    expect(body.totals).toEqual({
      deposits: 150,
      withdrawals: 20,
      bets: 60,
      wins: 55,
      ggr: 5,
      bonus_cost: 2,
      adjustments: 0.5,
      new_players: 2,
      active_players: 2,
    });
  });

  it('sums the rounds by provider and by game, highest revenue first', async () => {
    const answer = await kit.staffCall(
      'reports/games',
      { site_id: kit.siteA.id, from: '2026-03-01', to: '2026-03-02' },
      { session: owner },
    );
    expect(answer.json()).toMatchObject({
      statusCode: 1,
      currency: 'PHP',
      providers: [{ provider: 'JILI', rounds: 4, players: 2, bets: 60, wins: 55, ggr: 5 }],
      games: [
        {
          provider: 'JILI',
          game: 'JL-SUPERACE',
          name: 'Super Ace',
          rounds: 2,
          players: 1,
          bets: 10,
          wins: 0,
          ggr: 10,
        },
        {
          provider: 'JILI',
          game: 'JL-FORTUNE',
          name: 'Fortune Gems',
          rounds: 2,
          players: 2,
          bets: 50,
          wins: 55,
          ggr: -5,
        },
      ],
    });
  });

  it('refuses support, another site, an unknown site and a backwards or too long period', async () => {
    const support = await kit.signIn(
      await kit.addStaff('support@reports.example.com', 'support', [kit.siteA.id]),
    );
    const betaFinance = await kit.signIn(
      await kit.addStaff('finance@reports.example.com', 'finance', [kit.siteB.id]),
    );
    const period = { site_id: kit.siteA.id, from: '2026-03-01', to: '2026-03-02' };
    const refusal = async (path: string, body: object, session: string) =>
      (await kit.staffCall(path, body, { session })).json<{ message: string }>().message;

    expect(await refusal('reports/daily', period, support)).toBe('staffForbidden');
    expect(await refusal('reports/games', period, betaFinance)).toBe('staffSiteForbidden');
    expect(await refusal('reports/daily', { ...period, site_id: 999_999 }, owner)).toBe('siteNotFound');
    expect(await refusal('reports/daily', { ...period, from: '2026-03-03' }, owner)).toBe('invalidRequest');
    expect(await refusal('reports/daily', { ...period, from: '2025-01-01' }, owner)).toBe('invalidRequest');
    const audited = (await kit.auditEntries()).filter((entry) => entry.action.startsWith('reports/'));
    expect(audited.filter((entry) => entry.outcome === 'refused')).toHaveLength(5);
  });
});
