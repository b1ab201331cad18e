export { SportsNav, defaultSportsNavMessages } from './SportsNav';
export type { SportCount, SportsNavMessages, SportsNavProps } from './SportsNav';
