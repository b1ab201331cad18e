export { DateField, defaultDateFieldMessages } from './DateField';
export type { DateFieldMessages, DateFieldProps } from './DateField';
