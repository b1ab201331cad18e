export { AmountField, defaultAmountFieldMessages } from './AmountField';
export type { AmountFieldMessages, AmountFieldProps } from './AmountField';
