import { clsx } from 'clsx';
import { createElement, forwardRef, type HTMLAttributes } from 'react';
import { FallbackImage } from '../../private/fallbackImage';
import { GamePlaceholderIcon, HeartIcon, PlayIcon } from '../../private/lobbyIcons';
import { Chip } from '../Chip';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './GameTile.css';
import { gameTileImageSize } from './gameTileSize';

/** Every text of {@link GameTile}. */
export interface GameTileMessages {
  /** The badge on live-dealer games. */
  live: string;
  /** Accessible name of the tile's link. It contains the visible name, so speech input finds it. */
  play: (name: string) => string;
  /** Accessible name of the heart while the game is not a favourite. */
  addFavourite: (name: string) => string;
  /** Accessible name of the heart while the game is a favourite. */
  removeFavourite: (name: string) => string;
}

export const defaultGameTileMessages: GameTileMessages = {
  live: 'Live',
  play: (name) => `Play ${name}`,
  addFavourite: (name) => `Add ${name} to favourites`,
  removeFavourite: (name) => `Remove ${name} from favourites`,
};

export interface GameTileProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** One of the first images on the page (above the fold): loaded at once with high priority instead of lazily. */
  priority?: boolean;
  /** The game's name, on one line (cut with an ellipsis; the full name stays in the accessible name). */
  name: string;
  /** The game provider's name, under the game's name. */
  provider?: string;
  /** The image URL. Without one, or when it fails to load, a themed placeholder shows in the same 4:3 box. */
  imageSrc?: string;
  /**
   * Where playing the game goes (e.g. `/play-game?id=…&gameId=…`), through the `LinkProvider`'s link. The
   * whole tile is then the link and a play button shows on hover and keyboard focus. Leave undefined when
   * the game cannot be launched: the tile is then plain content.
   */
  href?: string;
  /** Shows the 'Live' badge on the image. */
  live?: boolean;
  /** Whether the game is one of the player's favourites (the heart's pressed state). */
  favourite?: boolean;
  /**
   * Locks the heart while a favourite change is saved (spec: 2 seconds after an add or remove, released at
   * once on error). The button keeps focus but ignores presses (`aria-disabled`).
   */
  favouriteLocked?: boolean;
  /** Called with the requested state when the heart is pressed. The heart shows only when this is given (a signed-in player). */
  onFavouriteToggle?: (favourite: boolean) => void;
  /** Texts, merged over the English defaults (`defaultGameTileMessages`). */
  messages?: Partial<GameTileMessages>;
  /**
   * The image shows the game's name and studio (as most studios' artwork does): the caption then takes
   * no room and only assistive technology reads it, so the tile shows the name once.
   */
  nameInArtwork?: boolean;
}

/**
 * A game in the lobby: a 4:3 image (or placeholder), the name and the provider, an optional 'Live' badge
 * and favourite heart. With an `href` the whole tile launches the game. Its size never depends on the
 * image, so a grid of tiles does not move while images load.
 */
// The same elements for every tile and render: React skips them when a tile shows another game.
const placeholderIcon = <GamePlaceholderIcon />;
const playIcon = <PlayIcon />;
const favouriteIcon = <HeartIcon filled />;
const notFavouriteIcon = <HeartIcon />;

export const GameTile = forwardRef<HTMLDivElement, GameTileProps>(function GameTile(
  {
    name,
    provider,
    imageSrc,
    href,
    live = false,
    favourite = false,
    favouriteLocked = false,
    onFavouriteToggle,
    messages,
    className,
    priority = false,
    nameInArtwork = false,
    ...rest
  },
  ref,
) {
  const text = { ...defaultGameTileMessages, ...messages };
  const linkComponent = useLinkComponent();
  const playable = href !== undefined;
  return (
    <div
      ref={ref}
      className={clsx(styles.tile, className)}
      data-playable={playable ? '' : undefined}
      data-name-in-artwork={nameInArtwork && imageSrc ? '' : undefined}
      {...rest}
    >
      <div className={styles.imageBox}>
        <FallbackImage
          src={imageSrc}
          width={gameTileImageSize.width}
          height={gameTileImageSize.height}
          icon={placeholderIcon}
          className={styles.image}
          priority={priority}
        />
        {playable && (
          <span className={styles.play} aria-hidden="true" data-play="">
            <span className={styles.playButton}>{playIcon}</span>
          </span>
        )}
        {live && (
          <Chip className={styles.live} tone="danger" size="sm" dot>
            {text.live}
          </Chip>
        )}
      </div>
      <div className={clsx(styles.caption, nameInArtwork && imageSrc && styles.captionInArtwork)}>
        {playable ? (
          createElement(
            linkComponent,
            { href, className: clsx(styles.name, styles.link), 'aria-label': text.play(name) },
            name,
          )
        ) : (
          <span className={styles.name}>{name}</span>
        )}
        {provider && <span className={styles.provider}>{provider}</span>}
      </div>
      {onFavouriteToggle && (
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={favourite}
          aria-disabled={favouriteLocked || undefined}
          aria-label={favourite ? text.removeFavourite(name) : text.addFavourite(name)}
          onClick={() => {
            if (!favouriteLocked) onFavouriteToggle(!favourite);
          }}
        >
          {favourite ? favouriteIcon : notFavouriteIcon}
        </button>
      )}
    </div>
  );
});
