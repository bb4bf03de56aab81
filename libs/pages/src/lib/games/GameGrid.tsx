import type { Game } from '@wl/api';
import type { TileShape } from '../site-look';
import { GameTile } from './GameTile';
import './games.css';

export interface GameGridProps {
  games: readonly Game[];
  shape: TileShape;
  /** Names the list for assistive technology (e.g. the section's heading text). */
  label?: string;
  className?: string;
}

/**
 * Tiles whose images load at once: the first row at the widest layout. One of them is usually the page's
 * largest paint, which a lazily loaded image would delay.
 */
const EAGER_TILES = 6;

/** Games as a responsive grid of tiles: 2 columns at 320 px, up to 6 or more on wide screens. */
export function GameGrid({ games, shape, label, className }: GameGridProps) {
  return (
    <ul
      className={['wl-game-grid', `wl-game-grid--${shape}`, className].filter(Boolean).join(' ')}
      aria-label={label}
    >
      {games.map((game, index) => (
        <li className="wl-game-grid__item" key={`${game.provider_code}/${game.game_code}`}>
          <GameTile game={game} shape={shape} eager={index < EAGER_TILES} />
        </li>
      ))}
    </ul>
  );
}
