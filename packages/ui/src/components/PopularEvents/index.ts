export { PopularEvents, defaultPopularEventsMessages } from './PopularEvents';
export type { EventsMode, FeaturedTournament, PopularEventsMessages, PopularEventsProps } from './PopularEvents';
