import type { KitPlayer } from '../missions/testing/rewards-test-kit';
import type { PromotionInput } from './promotion-input';
import { startPromotionKit, type PromotionKit } from './testing/promotion-test-kit';

jest.setTimeout(300_000);

const TERMS = 'Bet the bonus five times within seven days; bonus money is not withdrawable.';
const WELCOME: PromotionInput = {
  code: 'welcome',
  title: 'Welcome bonus',
  terms: TERMS,
  bonusPercent: 100,
  maxBonusMinor: 50_000,
  minDepositMinor: 20_000,
  wageringMultiplier: 5,
  validDays: 7,
};
/** No wagering: the bonus is cash as soon as it is granted. */
const INSTANT: PromotionInput = {
  code: 'instant',
  title: 'Cashback on deposit',
  terms: 'Ten percent of your deposit, paid at once.',
  bonusPercent: 10,
  maxBonusMinor: 10_000,
  minDepositMinor: 10_000,
  wageringMultiplier: 0,
  validDays: 1,
};

const DAY = 86_400;

/**
 * The money of a deposit bonus, end to end through the HTTP calls, the PSP's notifications and the
 * provider's wallet calls: granted into the bonus pocket on a qualifying deposit, counted from the kept
 * bets, released exactly at the requirement, never staked or withdrawn, removed on expiry or forfeit.
 */
describe('bonus money', () => {
  let kit: PromotionKit;
  /** Opted in and granted by the first test; wagered by the third. */
  let ana: KitPlayer;

  const idOf = (code: string) => kit.promotionId(code);
  const betAndWin = async (player: KitPlayer, amountMinor: number) => {
    const bet = await kit.bet(player, amountMinor);
    expect((await kit.win(player, bet.round, amountMinor)).status).toBe('OK');
    return bet;
  };
  const openBonus = async (player: KitPlayer) => {
    const { bonus } = await kit.list(player);
    if (!bonus) throw new Error(`${player.accountId} has no open bonus`);
    return bonus;
  };

  beforeAll(async () => {
    kit = await startPromotionKit();
    await kit.setPromotions([WELCOME, INSTANT]);
  });
  afterAll(() => kit.close());

  it('grants the bonus once on a qualifying deposit, into the bonus pocket, however often the PSP tells it', async () => {
    ana = await kit.player('ana00001');
    const opted = await kit.optIn(ana, idOf('welcome'));
    expect(opted).toMatchObject({
      statusCode: 1,
      bonus: { state: 'opted_in', title: 'Welcome bonus', amount: 0, wagering_required: 0, granted_at: null },
    });

    // Below the minimum: credited as cash, the opt-in waits for the next deposit.
    expect((await (await kit.startDeposit(ana, '150')).notify()).outcome).toBe('credited');
    expect(await kit.balances(ana)).toMatchObject({ gameMinor: 15_000, bonusGameMinor: 0 });
    expect((await openBonus(ana)).state).toBe('opted_in');

    const deposit = await kit.startDeposit(ana, '300');
    const first = await deposit.notify();
    expect(first.outcome).toBe('credited');
    // The same event delivered again, and another event of the same payment.
    expect((await deposit.notify(first.eventId)).outcome).toBe('duplicate');
    expect((await deposit.notify()).outcome).toBe('duplicate');

    expect(await kit.balances(ana)).toMatchObject({ gameMinor: 45_000, bonusGameMinor: 30_000 });
    expect(await kit.postings(ana, 'bonusGrant')).toEqual({ count: 1, total: 30_000 });
    const now = kit.clock.now().getTime();
    expect(await kit.list(ana)).toMatchObject({
      statusCode: 1,
      currency: 'PHP',
      bonus_balance: 300,
      bonus: {
        state: 'active',
        amount: 300,
        wagering_required: 1_500,
        wagered: 0,
        granted_at: new Date(now).toISOString(),
        expires_at: new Date(now + 7 * DAY * 1000).toISOString(),
      },
    });
    // The game balance the player plays with is cash only.
    expect(await kit.request(ana, '/auth/get_balance')).toMatchObject({ statusCode: 1, game_balance: 450 });

    // The next deposit is cash only: one bonus at a time.
    expect((await (await kit.startDeposit(ana, '200')).notify()).outcome).toBe('credited');
    expect(await kit.postings(ana, 'bonusGrant')).toEqual({ count: 1, total: 30_000 });
    expect(await kit.balances(ana)).toMatchObject({ gameMinor: 65_000, bonusGameMinor: 30_000 });
  });

  it('caps the bonus at its maximum and grants once when two notifications of the payment arrive at once', async () => {
    const ben = await kit.player('ben00001');
    await kit.optIn(ben, idOf('welcome'));
    const deposit = await kit.startDeposit(ben, '800');
    const outcomes = await Promise.all([deposit.notify(), deposit.notify(), deposit.notify()]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['credited', 'duplicate', 'duplicate']);
    expect(await kit.balances(ben)).toMatchObject({ gameMinor: 80_000, bonusGameMinor: 50_000 });
    expect(await openBonus(ben)).toMatchObject({ amount: 500, wagering_required: 2_500 });
  });

  it('never stakes bonus money, counts kept bets only, and releases it exactly at the requirement, once', async () => {
    const player = ana;

    // Cash 650.00 and bonus 300.00: a bet of 700.00 is more than the cash.
    await expect(kit.bet(player, 70_000)).rejects.toThrow('INSUFFICIENT_FUNDS');
    expect(await kit.balances(player)).toMatchObject({ gameMinor: 65_000, bonusGameMinor: 30_000 });

    await betAndWin(player, 60_000);
    expect((await openBonus(player)).wagered).toBe(600);
    // A rolled-back bet is not kept: it counts for nothing.
    const rolled = await kit.bet(player, 20_000);
    expect((await openBonus(player)).wagered).toBe(800);
    expect((await kit.rollback(player, rolled)).status).toBe('OK');
    expect((await openBonus(player)).wagered).toBe(600);

    await betAndWin(player, 60_000);
    await betAndWin(player, 29_999);
    expect(await openBonus(player)).toMatchObject({ state: 'active', wagered: 1_499.99 });
    expect(await kit.balances(player)).toMatchObject({ gameMinor: 65_000, bonusGameMinor: 30_000 });
    expect(await kit.postings(player, 'bonusRelease')).toEqual({ count: 0, total: 0 });

    // The last minor unit meets the requirement: the bonus becomes cash in the bet's own statement.
    await kit.bet(player, 1);
    expect(await kit.balances(player)).toMatchObject({ gameMinor: 94_999, bonusGameMinor: 0 });
    expect(await kit.postings(player, 'bonusRelease')).toEqual({ count: 1, total: 30_000 });
    await betAndWin(player, 10_000);
    expect(await kit.postings(player, 'bonusRelease')).toEqual({ count: 1, total: 30_000 });

    const listed = await kit.list(player);
    expect(listed).toMatchObject({ bonus: null, bonus_balance: 0 });
    expect(listed.history[0]).toMatchObject({
      state: 'completed',
      amount: 300,
      wagering_required: 1_500,
      wagered: 1_500,
      ended_at: kit.clock.now().toISOString(),
    });
  });

  it('releases a bonus without wagering at once', async () => {
    const ivy = await kit.grantedPlayer('ivy00001', 'instant', '500');
    expect(await kit.balances(ivy)).toMatchObject({ gameMinor: 55_000, bonusGameMinor: 0 });
    expect(await kit.postings(ivy, 'bonusGrant')).toEqual({ count: 1, total: 5_000 });
    expect(await kit.postings(ivy, 'bonusRelease')).toEqual({ count: 1, total: 5_000 });
    expect((await kit.list(ivy)).history[0]).toMatchObject({ state: 'completed', amount: 50 });
  });

  it('lets no bonus money be withdrawn, and keeps it off the statement until it is cash', async () => {
    // Deposits need no wagering here, so the withdrawable is exactly the cash.
    await kit.platform.cashier.setup.setSettings(kit.siteA.id, { wageringPercent: 0 });
    try {
      const wes = await kit.grantedPlayer('wes00001', 'welcome', '300');
      expect(await kit.balances(wes)).toMatchObject({ gameMinor: 30_000, bonusGameMinor: 30_000 });
      expect(await kit.request(wes, '/cashier/withdrawal_summary')).toMatchObject({
        statusCode: 1,
        balance: 300,
        withdrawable: 300,
      });
      const added = await kit.request(wes, '/cashier/bank_add', {
        bank_code: 'BDO',
        holder_name: 'Wes Ramos',
        account_number: '001234567890',
      });
      const account = (added['bank_account'] as { bank_account_id: number }).bank_account_id;
      const withdraw = (amount: string, id: string) =>
        kit.request(wes, '/cashier/withdraw', {
          method_code: 'bank',
          amount,
          bank_account_id: account,
          request_id: id,
        });
      expect(await withdraw('300.01', 'wes-req-1')).toMatchObject({
        statusCode: 0,
        message: 'notWithdrawable',
      });
      expect((await withdraw('300', 'wes-req-2')).statusCode).toBe(1);
      expect(await kit.balances(wes)).toMatchObject({
        gameMinor: 0,
        heldGameMinor: 30_000,
        bonusGameMinor: 30_000,
      });
      expect(await kit.request(wes, '/cashier/withdrawal_summary')).toMatchObject({
        balance: 0,
        held: 300,
        withdrawable: 0,
      });

      // The statement is the cash's: the deposit and the hold, no line for the bonus kept apart.
      const statement = await kit.request(wes, '/cashier/statement', { page_size: 20 });
      const lines = statement['value'] as Array<{ kind: string; balance: number }>;
      expect(lines.map((l) => l.kind)).toEqual(['withdrawalHold', 'deposit']);
      expect(lines[0]?.balance).toBe(0);
    } finally {
      await kit.platform.cashier.setup.setSettings(kit.siteA.id, { wageringPercent: 100 });
    }
  });

  it('moves the bonus money once when bets past the requirement and a forfeit arrive at once', async () => {
    // Bonus 200.00, wagering 1000.00; ten bets of 150.00 at once pass it.
    const cal = await kit.grantedPlayer('cal00001', 'welcome', '200', 500_000);
    await Promise.all(Array.from({ length: 10 }, () => kit.bet(cal, 15_000)));
    expect(await kit.postings(cal, 'bonusRelease')).toEqual({ count: 1, total: 20_000 });
    expect(await kit.balances(cal)).toMatchObject({ gameMinor: 390_000, bonusGameMinor: 0 });

    // Bets that meet the wagering and the player's forfeit race: the money moves one way, once.
    const dan = await kit.grantedPlayer('dan00001', 'welcome', '200', 500_000);
    const bonusId = (await openBonus(dan)).id;
    const [forfeited] = await Promise.all([
      kit.forfeit(dan, bonusId),
      ...Array.from({ length: 10 }, () => kit.bet(dan, 15_000)),
    ]);
    const released = await kit.postings(dan, 'bonusRelease');
    const removed = await kit.postings(dan, 'bonusForfeit');
    expect(released.count + removed.count).toBe(1);
    expect(released.total + removed.total).toBe(20_000);
    expect(forfeited?.statusCode === 1).toBe(removed.count === 1);
    expect(await kit.balances(dan)).toMatchObject({
      gameMinor: 370_000 + released.total,
      bonusGameMinor: 0,
    });
  });

  it('keeps the ledger balanced: every posting sums to zero, every pocket is the sum of its entries', async () => {
    const check = await kit.ledgerBalanced();
    expect(check.entries).toBeGreaterThan(50);
    expect(check).toMatchObject({ total: 0, unbalanced: 0, drifted: 0, negative: 0 });
  });
});
