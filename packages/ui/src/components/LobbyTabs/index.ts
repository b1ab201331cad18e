export { LobbyTabs, defaultLobbyTabsMessages } from './LobbyTabs';
export type { LobbyTab, LobbyTabsMessages, LobbyTabsProps } from './LobbyTabs';
