export { EventRow, defaultEventRowMessages } from './EventRow';
export type { EventMarket, EventOutcome, EventRowMessages, EventRowProps, SportEvent } from './EventRow';
export { OddsButton } from './OddsButton';
export type { OddsButtonProps } from './OddsButton';
