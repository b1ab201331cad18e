export { GameSearchPanel, defaultGameSearchPanelMessages } from './GameSearchPanel';
export type { GameSearchPanelMessages, GameSearchPanelProps } from './GameSearchPanel';
