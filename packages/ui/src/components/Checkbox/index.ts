export { Checkbox } from './Checkbox';
export type { CheckboxCheckedState, CheckboxProps } from './Checkbox';
