import { signIn, signUp, startMemberKit, type MemberKit } from '../testing/player-test-kit';

jest.setTimeout(60_000);

const SESSION_EXPIRED = { statusCode: 0, message: 'sessionExpired' };

describe('member calls over HTTP: inbox', () => {
  let kit: MemberKit;

  beforeAll(async () => {
    kit = await startMemberKit();
  });

  afterAll(() => kit.close());

  const member: MemberKit['member'] = (...args) => kit.member(...args);

  describe('inbox', () => {
    it('lists messages newest first and pays a claim once', async () => {
      const session = await signUp(kit, 'inbox001');
      const send = kit.platform.operator.sendInboxMessage;
      const hello = await send('alpha', 'inbox001', { title: 'Hello', body: 'Welcome aboard.' });
      kit.clock.advance(1);
      const sentAt = kit.clock.now().toISOString();
      const bonus = await send('alpha', 'inbox001', {
        title: 'Bonus',
        body: 'A gift.',
        reward: { asset: 'game', amountMinor: 25_50 },
      });
      const inbox = (await member('/settings/get_inbox', session)).json<{
        value: Array<Record<string, unknown>>;
      }>();
      expect(inbox.value).toEqual([
        {
          inbox_id: bonus,
          title: 'Bonus',
          content: 'A gift.',
          created_at: sentAt,
          reward_type: 'game',
          reward_amount: 25.5,
          expires_at: null,
          read: false,
          claimed: false,
          claimed_at: null,
          claimable: true,
        },
        expect.objectContaining({ inbox_id: hello, reward_type: null, reward_amount: 0, claimable: false }),
      ]);

      expect((await member('/settings/claim_inbox', session, { inbox_id: bonus })).json()).toEqual({
        statusCode: 1,
        message: 'OK',
        inbox_id: bonus,
        reward_type: 'game',
        reward_amount: 25.5,
        currency: 'PHP',
        game_balance: 25.5,
        game_token: 0,
        frozen_token: 0,
      });
      expect((await member('/settings/claim_inbox', session, { inbox_id: String(bonus) })).json()).toEqual({
        statusCode: 0,
        message: 'alreadyClaimed',
      });
      expect((await member('/auth/get_balance', session)).json()).toMatchObject({ game_balance: 25.5 });
      const after = (await member('/settings/get_inbox', session)).json<{
        value: Array<Record<string, unknown>>;
      }>();
      expect(after.value[0]).toMatchObject({ claimed: true, claimable: false, claimed_at: sentAt });
      expect((await member('/settings/claim_inbox', session, { inbox_id: hello })).json()).toEqual({
        statusCode: 0,
        message: 'nothingToClaim',
      });
    });

    it('pays once when many claims of one message arrive together', async () => {
      const session = await signUp(kit, 'inbox002');
      const id = await kit.platform.operator.sendInboxMessage('alpha', 'inbox002', {
        title: 'Tokens',
        body: 'Ten tokens.',
        reward: { asset: 'token', amountMinor: 10 },
      });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => member('/settings/claim_inbox', session, { inbox_id: id })),
      );
      const messages = answers.map((a) => a.json<{ message: string }>().message);
      expect(messages.filter((m) => m === 'OK')).toHaveLength(1);
      expect(messages.filter((m) => m === 'alreadyClaimed')).toHaveLength(19);
      expect((await member('/auth/get_balance', session)).json()).toMatchObject({ game_token: 10 });
    });

    it("answers notFound for another player's message and rewardExpired after its expiry", async () => {
      const session = await signUp(kit, 'inbox003');
      await signUp(kit, 'inbox004');
      const foreign = await kit.platform.operator.sendInboxMessage('alpha', 'inbox004', {
        title: 'Yours',
        body: 'Not theirs.',
        reward: { asset: 'game', amountMinor: 100 },
      });
      expect((await member('/settings/claim_inbox', session, { inbox_id: foreign })).json()).toEqual({
        statusCode: 0,
        message: 'notFound',
      });
      expect((await member('/settings/claim_inbox', session, { inbox_id: 999_999 })).json()).toMatchObject({
        message: 'notFound',
      });
      const expiring = await kit.platform.operator.sendInboxMessage('alpha', 'inbox003', {
        title: 'Hurry',
        body: 'One hour only.',
        reward: { asset: 'game', amountMinor: 100 },
        expiresAt: new Date(kit.clock.now().getTime() + 600_000),
      });
      kit.clock.advance(600);
      expect((await member('/settings/claim_inbox', session, { inbox_id: expiring })).json()).toEqual({
        statusCode: 0,
        message: 'rewardExpired',
      });
      expect((await member('/auth/get_balance', session)).json()).toMatchObject({ game_balance: 0 });
    });

    it('keeps a message read on every device once opened, counts the unread, and never reads for another player', async () => {
      const phone = await signUp(kit, 'inbox005');
      const laptopSession = await signIn(kit, 'inbox005');
      const other = await signUp(kit, 'inbox006');
      const send = kit.platform.operator.sendInboxMessage;
      const first = await send('alpha', 'inbox005', { title: 'One', body: 'First.' });
      await send('alpha', 'inbox005', { title: 'Two', body: 'Second.' });
      const theirs = await send('alpha', 'inbox006', { title: 'Theirs', body: 'Private.' });
      expect((await member('/settings/check_status', phone)).json()).toMatchObject({ unread_inbox: 2 });

      expect((await member('/settings/read_inbox', phone, { inbox_id: first })).json()).toEqual({
        statusCode: 1,
        message: 'OK',
        inbox_id: first,
        unread: 1,
      });
      // Again, from the other device: still read, counted once.
      expect((await member('/settings/read_inbox', laptopSession, { inbox_id: first })).json()).toMatchObject(
        {
          unread: 1,
        },
      );
      const seen = (await member('/settings/get_inbox', laptopSession)).json<{
        value: Array<{ inbox_id: number; read: boolean }>;
      }>();
      expect(seen.value.map((m) => [m.inbox_id === first, m.read])).toEqual([
        [false, false],
        [true, true],
      ]);

      expect((await member('/settings/read_inbox', other, { inbox_id: first })).json()).toEqual({
        statusCode: 0,
        message: 'notFound',
      });
      expect((await member('/settings/check_status', phone)).json()).toMatchObject({ unread_inbox: 1 });
      expect((await member('/settings/check_status', other)).json()).toMatchObject({ unread_inbox: 1 });
      expect((await member('/settings/read_inbox', other, { inbox_id: theirs })).json()).toMatchObject({
        unread: 0,
      });
    });

    it('answers sessionExpired without a valid session', async () => {
      const bad = { account_id: 'inbox001', auth: 'nope' };
      expect((await member('/settings/get_inbox', bad)).json()).toEqual(SESSION_EXPIRED);
      expect((await member('/settings/claim_inbox', bad, { inbox_id: 1 })).json()).toEqual(SESSION_EXPIRED);
      expect((await member('/settings/read_inbox', bad, { inbox_id: 1 })).json()).toEqual(SESSION_EXPIRED);
    });
  });
});
