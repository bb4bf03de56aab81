import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import type { Game } from '@wl/api';
import { useStores } from '@wl/core';
import { Link, useLocation } from '@wl/router';
import { LazyImage } from '@wl/ui';
import type { TileShape } from '../site-look';
import { favouriteTogglesFor } from './favourites';
import { playsAsNote } from './plays-as';
import './games.css';

/** The launch address of a game (the launch itself is the /playnow page's). */
export function playPath(game: Pick<Game, 'provider_code' | 'game_code'>): string {
  const query = new URLSearchParams({ provider_code: game.provider_code, game_code: game.game_code });
  return `/playnow?${query.toString()}`;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.7 1.2 5.4 3.1 1.7-1.9 3.3-3.1 5.4-3.1 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * A game of the catalogue: picture (loaded near the viewport), name, provider, a favourite toggle, what
 * it plays as when its provider stands another kind's engine in for it, and a
 * Play link to /playnow: real money for a player, fun mode for a guest (the game page offers the sign-in).
 * A guest pressing the heart is sent to the template's sign-in, then back.
 */
export const GameTile = observer(function GameTile({
  game,
  shape,
  eager = false,
}: {
  game: Game;
  shape: TileShape;
  /** Above the fold: its image loads at once. */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const store = useStores();
  const location = useLocation();
  const toggles = favouriteTogglesFor(store);
  const favourite = toggles.isOn(game);
  const name = game.game_name;
  const play = store.locale.path(playPath(game));
  // Until a server-rendered page has taken up the player's session, the heart waits rather than act
  // for a guest.
  const pending = store.session.pending;
  return (
    <article className={`wl-game-tile wl-game-tile--${shape}`}>
      <div className="wl-game-tile__media">
        <LazyImage className="wl-game-tile__image" src={game.game_image} alt={name} eager={eager} />
        <button
          type="button"
          className="wl-game-tile__fav"
          aria-pressed={favourite}
          disabled={pending}
          aria-label={favourite ? t('gamesFavouriteRemove', { name }) : t('gamesFavouriteAdd', { name })}
          onClick={() => void toggles.toggle(game, `${location.pathname}${location.search}`)}
        >
          <HeartIcon filled={favourite} />
        </button>
      </div>
      <div className="wl-game-tile__body">
        <p className="wl-game-tile__name">{name}</p>
        <p className="wl-game-tile__provider">{game.provider_code}</p>
        {game.plays_as ? <p className="wl-game-tile__plays-as">{playsAsNote(t, game.plays_as)}</p> : null}
        <Link className="wl-game-tile__play" to={play} aria-label={t('gamesPlayGame', { name })}>
          {t('gamesPlay')}
        </Link>
      </div>
    </article>
  );
});
