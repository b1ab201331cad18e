export { LobbySkeleton, defaultLobbySkeletonMessages, defaultLobbySkeletonSections } from './LobbySkeleton';
export type {
  LobbySkeletonMessages,
  LobbySkeletonProps,
  LobbySkeletonSection,
  LobbySkeletonSectionKey,
} from './LobbySkeleton';
