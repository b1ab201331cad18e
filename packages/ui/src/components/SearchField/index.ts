export { SearchField, defaultSearchFieldMessages } from './SearchField';
export type { SearchFieldMessages, SearchFieldProps } from './SearchField';
