export { SessionMeter, defaultSessionMeterMessages } from './SessionMeter';
export type { SessionMeterMessages, SessionMeterProps } from './SessionMeter';
