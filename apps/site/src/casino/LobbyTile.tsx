import type { Game } from '@casino/contract';
import { GameTile, type GameTileMessages } from '@casino/ui/GameTile';
import { memo } from 'react';
import { playHref, tileImage } from './data';
import { WithJackpot } from './JackpotAmount';

export interface LobbyTileProps {
  game: Game;
  priority: boolean;
  locked: boolean;
  /** A stable function (the same on every render), or undefined for a visitor. */
  onToggle?: (game: Game) => void;
  /** A stable object (memoised by the lobby). */
  messages: GameTileMessages;
}

/**
 * One game of a lobby grid. Memoised: typing in the search or a favourite change re-renders only
 * the tiles whose game, lock or texts changed, not every visible tile.
 */
export const LobbyTile = memo(function LobbyTile({ game, priority, locked, onToggle, messages }: LobbyTileProps) {
  return (
    <WithJackpot game={game}>
      <GameTile
        priority={priority}
        name={game.name}
        provider={game.gameProvider.name}
        imageSrc={tileImage(game)}
        // The catalogue's artwork carries the game's name and studio: the name shows once.
        nameInArtwork
        href={playHref(game)}
        live={game.isLive}
        favourite={game.isFavourite}
        favouriteLocked={locked}
        onFavouriteToggle={onToggle ? () => onToggle(game) : undefined}
        messages={messages}
      />
    </WithJackpot>
  );
});
