import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GamePage } from '../../sites/games/game-types';
import { startPlayKit, type PlayKit } from '../testing/play-test-kit';

jest.setTimeout(60_000);

interface Asked {
  games: { game_code: string; game_type: string; game_name: string }[];
}

/** A provider's catalogue endpoint whose answer the test sets; it records what it was asked. */
class FakeCatalogue {
  answer: (asked: Asked) => { status: number; body: unknown } = (asked) => ({
    status: 200,
    body: { games: asked.games.map((g) => ({ game_code: g.game_code, plays_as: null })) },
  });
  readonly asked: Asked[] = [];
  private readonly server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const asked = JSON.parse(raw) as Asked;
      this.asked.push(asked);
      const { status, body } = this.answer(asked);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }
  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('catalogue sync (what a game plays as)', () => {
  let kit: PlayKit;
  let studio: FakeCatalogue;

  beforeAll(async () => {
    kit = await startPlayKit();
    studio = await new FakeCatalogue().start();
    await kit.platform.play.setProvider('JILI', { launchUrl: `${studio.url}/play/JILI` });
  });
  afterAll(async () => {
    await studio.close();
    await kit.close();
  });

  const lobby = async () => {
    const page = (
      await kit.call('/product/get_games', {
        domain_name: 'alpha.test',
        category: 'slots',
        page: 1,
        page_size: 20,
      })
    ).json<GamePage>();
    return Object.fromEntries(page.value.map((g) => [g.game_code, g.plays_as]));
  };

  it('asks the provider about its games and the lobby answers what each plays as', async () => {
    studio.answer = (asked) => ({
      status: 200,
      body: {
        games: asked.games.map((g) => ({
          game_code: g.game_code,
          plays_as: g.game_code === 'JL-BOXING' ? 'crash' : null,
        })),
      },
    });
    const result = await kit.platform.play.syncCatalogue('JILI');
    expect(result).toEqual({ described: 3, standIns: 1, changed: 1, unknown: [] });
    expect(studio.asked.at(-1)?.games).toContainEqual({
      game_code: 'JL-BOXING',
      game_type: 'slots',
      game_name: 'Boxing King',
    });
    expect(await lobby()).toEqual({ 'JL-FORTUNE': null, 'JL-SUPERACE': null, 'JL-BOXING': 'crash' });
    // The same answer again writes nothing.
    expect((await kit.platform.play.syncCatalogue('JILI')).changed).toBe(0);
  });

  it('leaves unsaid an engine the lobby cannot name, and reports it', async () => {
    studio.answer = (asked) => ({
      status: 200,
      body: { games: asked.games.map((g) => ({ game_code: g.game_code, plays_as: 'dice' })) },
    });
    const result = await kit.platform.play.syncCatalogue('JILI');
    expect(result).toMatchObject({ described: 3, standIns: 0, unknown: ['dice'] });
    expect(await lobby()).toEqual({ 'JL-FORTUNE': null, 'JL-SUPERACE': null, 'JL-BOXING': null });
  });

  it('changes nothing when the provider fails or answers something else', async () => {
    studio.answer = (asked) => ({
      status: 200,
      body: { games: asked.games.map((g) => ({ game_code: g.game_code, plays_as: 'keno' })) },
    });
    await kit.platform.play.syncCatalogue('JILI');
    const before = await lobby();
    studio.answer = () => ({ status: 500, body: { error: 'down' } });
    await expect(kit.platform.play.syncCatalogue('JILI')).rejects.toThrow(/HTTP 500/);
    studio.answer = () => ({ status: 200, body: { list: [] } });
    await expect(kit.platform.play.syncCatalogue('JILI')).rejects.toThrow(/not a catalogue description/);
    expect(await lobby()).toEqual(before);
    await expect(kit.platform.play.syncCatalogue('NOPE')).rejects.toThrow(/no provider "NOPE"/);
  });

  it('touches only the asked provider’s games, whatever codes the answer names', async () => {
    studio.answer = () => ({ status: 200, body: { games: [{ game_code: 'PG-MAHJONG', plays_as: 'keno' }] } });
    expect((await kit.platform.play.syncCatalogue('JILI')).changed).toBe(0);
    const beta = (
      await kit.call(
        '/product/get_games',
        { domain_name: 'beta.test', category: 'slots', page: 1, page_size: 20 },
        { host: 'beta.test' },
      )
    ).json<GamePage>();
    expect(beta.value.map((g) => g.plays_as)).toEqual([null]);
  });
});
