import { requestId, startBettingKit, type BettingKit } from '../testing/betting-test-kit';

jest.setTimeout(60_000);

describe('placing sports bets', () => {
  let kit: BettingKit;

  beforeAll(async () => {
    kit = await startBettingKit();
  });
  afterAll(() => kit.close());

  it('takes a single at the price on the slip: the stake leaves the balance once, however often it is sent', async () => {
    const { session, id } = await kit.bettor('single1', 100_000);
    const [line] = await kit.board();
    if (!line) throw new Error('no price on the board');
    const ask = {
      request_id: requestId(),
      stake: '250.50',
      legs: [{ line_id: line.line_id, odds: line.odds }],
    };
    const placed = await kit.ask('/sports/place_bet', session, ask);
    expect(placed.statusCode).toBe(1);
    expect(placed.bet).toMatchObject({ kind: 'single', state: 'open', stake: 250.5, odds: line.odds });
    expect(placed.bet?.potential_return).toBe(Math.round(25_050 * line.odds) / 100);
    expect(placed.game_balance).toBe(749.5);
    expect(await kit.balance(id)).toBe(74_950);

    const again = await kit.ask('/sports/place_bet', session, ask);
    expect(again.bet?.bet_id).toBe(placed.bet?.bet_id);
    expect(await kit.balance(id)).toBe(74_950);

    const before = await kit.snapshot();
    const other = await kit.ask('/sports/place_bet', session, { ...ask, stake: '10' });
    expect(other.message).toBe('requestConflict');
    expect(await kit.snapshot()).toEqual(before);
  });

  it('takes a parlay of separate matches at the product of the prices', async () => {
    const { session, id } = await kit.bettor('parlay1', 100_000);
    const legs = (await kit.board()).slice(0, 3);
    const placed = await kit.ask('/sports/place_bet', session, {
      request_id: requestId(),
      stake: '100',
      legs: legs.map((l) => ({ line_id: l.line_id, odds: l.odds })),
    });
    expect(placed.statusCode).toBe(1);
    const product = legs.reduce((p, l) => p * l.odds, 1);
    expect(placed.bet?.kind).toBe('parlay');
    expect(placed.bet?.odds).toBeCloseTo(product, 2);
    expect(placed.bet?.legs.map((l) => l.line_id)).toEqual(legs.map((l) => l.line_id));
    expect(await kit.balance(id)).toBe(90_000);
  });

  it('refuses bad slips with their error and changes nothing', async () => {
    const { session } = await kit.bettor('badslip1', 100_000);
    const board = await kit.board('1X2', '*');
    const [first, second] = board;
    if (!first || !second) throw new Error('too few matches');
    const sameMatch = (await kit.board('1X2', 'A')).find((l) => l.matchId === first.matchId);
    if (!sameMatch) throw new Error('no second price of the match');
    const leg = (l: { line_id: number; odds: number }) => ({ line_id: l.line_id, odds: l.odds });
    const cases: [string, object][] = [
      ['stakeBelowMinimum', { stake: '0.50', legs: [leg(first)] }],
      ['stakeAboveMaximum', { stake: '100001', legs: [leg(first)] }],
      ['invalidAmount', { stake: '-5', legs: [leg(first)] }],
      ['invalidAmount', { stake: '1.234', legs: [leg(first)] }],
      ['invalidAmount', { stake: 'ten', legs: [leg(first)] }],
      ['invalidAmount', { stake: '99999999999999999999', legs: [leg(first)] }],
      ['sameMatchLegs', { stake: '10', legs: [leg(first), leg(sameMatch)] }],
      ['sameMatchLegs', { stake: '10', legs: [leg(first), leg(first)] }],
      [
        'tooManyLegs',
        { stake: '10', legs: Array.from({ length: 11 }, (_, i) => ({ line_id: 1000 + i, odds: 2 })) },
      ],
      ['marketClosed', { stake: '10', legs: [{ line_id: 2_000_000_000, odds: 2 }] }],
      ['priceChanged', { stake: '10', legs: [{ ...leg(first), odds: first.odds + 0.5 }] }],
      ['insufficientFunds', { stake: '1000.01', legs: [leg(first)] }],
      ['invalidRequest', { stake: '10', legs: [] }],
    ];
    for (const [message, body] of cases) {
      const before = await kit.snapshot();
      const answer = await kit.ask('/sports/place_bet', session, { request_id: requestId(), ...body });
      expect({ body, message: answer.message }).toEqual({ body, message });
      expect(await kit.snapshot()).toEqual(before);
    }
  });

  it('applies the player’s price-change policy to a moved price and answers the new one', async () => {
    const { session } = await kit.bettor('policy1', 100_000);
    const [line] = await kit.board('1X2', 'D');
    if (!line) throw new Error('no price');
    const place = (odds: number, policy: string) =>
      kit.ask('/sports/place_bet', session, {
        request_id: requestId(),
        stake: '10',
        legs: [{ line_id: line.line_id, odds }],
        price_change: policy,
      });
    await kit.setLine(line.line_id, { odds: line.odds + 0.2 });
    const refused = await place(line.odds, 'none');
    expect(refused.message).toBe('priceChanged');
    expect(refused.lines).toEqual([{ line_id: line.line_id, odds: line.odds + 0.2, suspended: false }]);
    const higher = await place(line.odds, 'higher');
    expect(higher.bet?.legs[0]?.odds).toBeCloseTo(line.odds + 0.2, 2);
    await kit.setLine(line.line_id, { odds: line.odds - 0.1 });
    expect((await place(line.odds, 'higher')).message).toBe('priceChanged');
    const any = await place(line.odds, 'any');
    expect(any.bet?.legs[0]?.odds).toBeCloseTo(line.odds - 0.1, 2);
    await kit.setLine(line.line_id, { suspended: true });
    const suspended = await place(line.odds - 0.1, 'any');
    expect(suspended.message).toBe('marketSuspended');
    expect(suspended.lines?.[0]?.suspended).toBe(true);
    await kit.setLine(line.line_id, { odds: line.odds, suspended: false });
  });

  it('refuses a pre-match price once the match has kicked off', async () => {
    const { session } = await kit.bettor('cutoff1', 100_000);
    const [line] = await kit.board();
    if (!line) throw new Error('no price');
    // The match kicked off a second ago and the feed has not reported it yet.
    await kit.setKickoff(line.matchId, new Date(kit.clock.now().getTime() - 1000));
    const late = await kit.ask('/sports/place_bet', session, {
      request_id: requestId(),
      stake: '10',
      legs: [{ line_id: line.line_id, odds: line.odds }],
      price_change: 'any',
    });
    expect(late.message).toBe('marketSuspended');
    await kit.setKickoff(line.matchId, line.kickoffAt);
  });

  it('never takes the balance below zero under concurrent bets', async () => {
    const { session, id } = await kit.bettor('burst1', 50_000);
    const board = await kit.board();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        kit.ask('/sports/place_bet', session, {
          request_id: requestId(),
          stake: '100',
          legs: [
            { line_id: board[i % board.length]?.line_id ?? 0, odds: board[i % board.length]?.odds ?? 0 },
          ],
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 1)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode !== 1).map((a) => a.message)).toEqual(
      Array(7).fill('insufficientFunds'),
    );
    expect(await kit.balance(id)).toBe(0);
  });

  it('refuses a stake that would take the player past their loss limit, and changes nothing', async () => {
    const { session, id } = await kit.bettor('limit1', 100_000);
    const limit = await kit.ask('/protection/set_limit', session, {
      type: 'loss',
      period: '24h',
      amount: '50',
    });
    expect(limit.statusCode).toBe(1);
    const [line] = await kit.board();
    if (!line) throw new Error('no price');
    const bet = (stake: string) =>
      kit.ask('/sports/place_bet', session, {
        request_id: requestId(),
        stake,
        legs: [{ line_id: line.line_id, odds: line.odds }],
      });
    expect((await bet('40')).statusCode).toBe(1);
    const before = await kit.snapshot();
    const refused = await bet('20');
    expect(refused).toMatchObject({ message: 'lossLimitReached', period: '24h' });
    // The refusal leaves the player a note in the inbox; the money and bets are as they were.
    const after = await kit.snapshot();
    expect({ ...after, inbox_messages: '' }).toEqual({ ...before, inbox_messages: '' });
    expect(await kit.balance(id)).toBe(96_000);
  });

  it('shows a player only their own bets, and refuses a cash out of another player’s', async () => {
    const a = await kit.bettor('owner1', 10_000);
    const b = await kit.bettor('other1', 10_000);
    const [line] = await kit.board();
    if (!line) throw new Error('no price');
    const placed = await kit.ask('/sports/place_bet', a.session, {
      request_id: requestId(),
      stake: '10',
      legs: [{ line_id: line.line_id, odds: line.odds }],
    });
    const mine = await kit.ask('/sports/bets', a.session);
    expect((mine['value'] as unknown[]).length).toBe(1);
    expect((await kit.ask('/sports/bets', b.session))['value']).toEqual([]);
    const stolen = await kit.ask('/sports/cash_out', b.session, {
      bet_id: placed.bet?.bet_id,
      amount: placed.bet?.cash_out ?? 1,
    });
    expect(stolen.message).toBe('notFound');
  });
});
