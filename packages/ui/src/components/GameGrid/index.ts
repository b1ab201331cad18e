export { GameGrid, gameGridVirtualizeThreshold } from './GameGrid';
export type { GameGridProps } from './GameGrid';
export { GameSection, defaultGameSectionMessages } from './GameSection';
export type { GameSectionMessages, GameSectionProps } from './GameSection';
