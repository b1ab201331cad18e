/** Minimal structural types of the lobby (spec point 3); API objects with more fields fit. */

export interface GameProviderRef {
  id: number | string;
  name: string;
}

export interface Game {
  id: number | string;
  gameId: number | string;
  name: string;
  gameType: { name: string };
  gameProvider: GameProviderRef;
  images?: { link: string }[];
  isFavourite?: boolean;
}

export interface GameProvider {
  name: string;
}

export interface GameTypeCount {
  name: string;
  gameCount: number;
}
