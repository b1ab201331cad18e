export { Stack } from './Stack';
export type { StackElement, StackProps } from './Stack';
