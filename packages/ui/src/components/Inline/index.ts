export { Inline } from './Inline';
export type { InlineElement, InlineProps } from './Inline';
