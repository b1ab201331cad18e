export { DateRangeFilter, defaultDateRangeFilterMessages } from './DateRangeFilter';
export type { DateRange, DateRangeFilterMessages, DateRangeFilterProps } from './DateRangeFilter';
