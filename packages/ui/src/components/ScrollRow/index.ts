export { ScrollRow, defaultScrollRowMessages } from './ScrollRow';
export type { ScrollRowMessages, ScrollRowProps } from './ScrollRow';
