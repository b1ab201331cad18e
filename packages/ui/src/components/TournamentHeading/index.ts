export { TournamentHeading, defaultTournamentHeadingMessages } from './TournamentHeading';
export type { TournamentHeadingMessages, TournamentHeadingProps } from './TournamentHeading';
