export { GameFrame, defaultGameFrameMessages } from './GameFrame';
export type { GameFrameMessages, GameFrameProps } from './GameFrame';
