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

/** Games as a responsive grid of tiles: 2 columns at 320 px, up to 6 or more on wide screens. */
export function GameGrid({ games, shape, label, className }: GameGridProps) {
  return (
    <ul
      className={['wl-game-grid', `wl-game-grid--${shape}`, className].filter(Boolean).join(' ')}
      aria-label={label}
    >
      {games.map((game) => (
        <li className="wl-game-grid__item" key={`${game.provider_code}/${game.game_code}`}>
          <GameTile game={game} shape={shape} />
        </li>
      ))}
    </ul>
  );
}
