import type { Db } from '../../db/database';
import { PlatformError } from '../../http/envelope';
import type { SiteRef } from '../../sites/site-types';
import type { PlayerRow } from '../../players/player-records';
import {
  findOfferedGame,
  findProvider,
  isPlayable,
  type OfferedGame,
  type ProviderRow,
} from '../providers/provider-records';
import type { ProviderHealthCheck } from '../providers/provider-health';
import { createGameSession } from './game-session-records';

export interface LaunchInput {
  providerCode: string;
  gameCode: string;
  language?: string;
  /**
   * The site's origin as the player's browser reached it (`https://casino1.example`), when it is one of
   * the site's own addresses: the game page links back to the lobby and the deposit page with it.
   */
  siteOrigin?: string;
}

export interface Launch {
  url: string;
  mode: 'real' | 'fun';
  provider_code: string;
  provider_name: string;
  game_code: string;
  game_name: string;
  game_type: string;
}

const fail = (key: 'gameUnavailable' | 'providerUnavailable' | 'funModeUnavailable') =>
  new PlatformError(key, 0, 200);

/** Opens games at their providers: real play with a one-time game session token, or fun mode for guests. */
export class LaunchService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly health: ProviderHealthCheck,
  ) {}

  private async open(
    site: SiteRef,
    input: LaunchInput,
  ): Promise<{ game: OfferedGame; provider: ProviderRow }> {
    const game = await findOfferedGame(this.db, site.id, input.providerCode, input.gameCode);
    if (!game) throw fail('gameUnavailable');
    const provider = await findProvider(this.db, input.providerCode);
    if (!isPlayable(provider, site.currency)) throw fail('gameUnavailable');
    if (!(await this.health(provider.launchUrl))) throw fail('providerUnavailable');
    return { game, provider };
  }

  private launch(
    provider: ProviderRow,
    game: OfferedGame,
    site: SiteRef,
    input: LaunchInput,
    mode: Launch['mode'],
    token?: string,
  ): Launch {
    const url = new URL(provider.launchUrl);
    const params: Record<string, string | undefined> = {
      token,
      game: game.gameCode,
      type: game.gameType,
      name: game.gameName,
      currency: site.currency,
      lang: input.language?.toUpperCase(),
      mode,
      lobby: input.siteOrigin ? `${input.siteOrigin}/` : undefined,
      cashier: input.siteOrigin ? `${input.siteOrigin}/deposit` : undefined,
    };
    for (const [key, value] of Object.entries(params))
      if (value !== undefined) url.searchParams.set(key, value);
    return {
      url: url.toString(),
      mode,
      provider_code: provider.code,
      provider_name: provider.name,
      game_code: game.gameCode,
      game_name: game.gameName,
      game_type: game.gameType,
    };
  }

  /** `endsAt`: the player's session time limit ends the game session then (null: no limit). */
  async real(site: SiteRef, player: PlayerRow, input: LaunchInput, endsAt: Date | null): Promise<Launch> {
    const { game, provider } = await this.open(site, input);
    const token = await createGameSession(
      this.db,
      {
        siteId: site.id,
        playerId: player.id,
        providerCode: provider.code,
        gameCode: game.gameCode,
        currency: site.currency,
        endsAt,
      },
      this.clock(),
    );
    return this.launch(provider, game, site, input, 'real', token);
  }

  async fun(site: SiteRef, input: LaunchInput): Promise<Launch> {
    const { game, provider } = await this.open(site, input);
    if (!game.funMode) throw fail('funModeUnavailable');
    return this.launch(provider, game, site, input, 'fun');
  }
}
