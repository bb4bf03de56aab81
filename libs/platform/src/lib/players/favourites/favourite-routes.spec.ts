import { GAMES_A, GAMES_B, signUp, startMemberKit, type MemberKit } from '../testing/player-test-kit';
import { MAX_FAVOURITES } from './favourite-service';

jest.setTimeout(60_000);

const SESSION_EXPIRED = { statusCode: 0, message: 'sessionExpired' };

describe('member calls over HTTP: favourite', () => {
  let kit: MemberKit;

  beforeAll(async () => {
    kit = await startMemberKit();
  });

  afterAll(() => kit.close());

  const member: MemberKit['member'] = (...args) => kit.member(...args);

  describe('favourites', () => {
    const [fortune, superAce] = GAMES_A;

    it('keeps at most 100 favourites even when the adds arrive all at once', async () => {
      const session = await signUp(kit, 'faver99');
      const many = Array.from({ length: MAX_FAVOURITES + 30 }, (_, i) => `JL-MANY-${i}`);
      await kit.platform.sites.games.importCatalogue(
        [{ code: 'JILI', name: 'JILI' }],
        many.map((gameCode) => ({
          providerCode: 'JILI',
          gameCode,
          gameName: `Many ${gameCode}`,
          gameType: 'slots',
          hot: false,
          featured: false,
          popular: false,
          isNew: false,
        })),
      );
      const answers = await Promise.all(
        many.map((gameCode) =>
          member('/home/fav_add', session, { provider_code: 'JILI', game_code: gameCode }),
        ),
      );
      const messages = answers.map((answer) => answer.json<{ message: string }>().message);
      expect(messages.filter((message) => message === 'OK')).toHaveLength(MAX_FAVOURITES);
      expect(messages.filter((message) => message === 'favouritesFull')).toHaveLength(30);
      const listed = (await member('/home/fav_list', session)).json<{ value: unknown[] }>();
      expect(listed.value).toHaveLength(MAX_FAVOURITES);
    });

    it('adds games of the catalogue with its name, type and art, lists them newest first, removes them', async () => {
      const session = await signUp(kit, 'faver01');
      expect((await member('/home/fav_list', session)).json()).toEqual({
        statusCode: 1,
        message: 'OK',
        value: [],
      });
      const added = await member('/home/fav_add', session, {
        provider_code: fortune[0],
        game_code: fortune[1],
        game_name: 'Made-up name',
        game_type: 'fish',
        img_url: 'https://evil.example/x.png',
      });
      expect(added.json()).toMatchObject({
        statusCode: 1,
        value: [{ game_name: 'Fortune Gems', game_type: 'slots' }],
      });
      kit.clock.advance(1);
      await member('/home/fav_add', session, { provider_code: superAce[0], game_code: superAce[1] });
      // Adding again changes nothing.
      await member('/home/fav_add', session, { provider_code: fortune[0], game_code: fortune[1] });
      const list = (await member('/home/fav_list', session)).json<{ value: Array<Record<string, string>> }>();
      expect(list.value.map((g) => g['game_code'])).toEqual([superAce[1], fortune[1]]);
      expect(list.value[1]).toEqual({
        provider_code: 'JILI',
        game_code: fortune[1],
        game_name: 'Fortune Gems',
        game_type: 'slots',
        img_url: expect.stringMatching(/\S/) as unknown as string,
      });
      expect(list.value[1]?.['img_url']).not.toContain('evil');

      expect(
        (
          await member('/home/fav_remove', session, { provider_code: fortune[0], game_code: fortune[1] })
        ).json(),
      ).toEqual({ statusCode: 1, message: 'OK' });
      expect(
        (
          await member('/home/fav_remove', session, { provider_code: fortune[0], game_code: fortune[1] })
        ).json(),
      ).toEqual({ statusCode: 0, message: 'notFound' });
      const after = (await member('/home/fav_list', session)).json<{
        value: Array<Record<string, string>>;
      }>();
      expect(after.value.map((g) => g['game_code'])).toEqual([superAce[1]]);
    });

    it("refuses a game that is not in the site's catalogue with notFound", async () => {
      const session = await signUp(kit, 'faver02');
      const [mahjong] = GAMES_B;
      for (const [provider_code, game_code] of [
        ['JILI', 'NO-SUCH-GAME'],
        [mahjong[0], mahjong[1]],
      ]) {
        expect((await member('/home/fav_add', session, { provider_code, game_code })).json()).toEqual({
          statusCode: 0,
          message: 'notFound',
        });
      }
      expect((await member('/home/fav_list', session)).json()).toMatchObject({ value: [] });
    });

    it('answers sessionExpired without a valid session', async () => {
      const bad = { account_id: 'faver01', auth: 'nope' };
      expect((await member('/home/fav_list', bad)).json()).toEqual(SESSION_EXPIRED);
      expect(
        (await member('/home/fav_add', bad, { provider_code: 'JILI', game_code: fortune[1] })).json(),
      ).toEqual(SESSION_EXPIRED);
      expect(
        (await member('/home/fav_remove', bad, { provider_code: 'JILI', game_code: fortune[1] })).json(),
      ).toEqual(SESSION_EXPIRED);
    });
  });
});
