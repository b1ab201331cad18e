export { Select, defaultSelectMessages } from './Select';
export type { SelectMessages, SelectOption, SelectProps } from './Select';
