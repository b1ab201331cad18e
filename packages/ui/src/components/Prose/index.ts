export { Prose } from './Prose';
export type { ProseElement, ProseProps } from './Prose';
