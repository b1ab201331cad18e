export { GameTile, defaultGameTileMessages } from './GameTile';
export type { GameTileMessages, GameTileProps } from './GameTile';
export { GameTileSkeleton } from './GameTileSkeleton';
export type { GameTileSkeletonProps } from './GameTileSkeleton';
export { gameTileImageSize } from './gameTileSize';
