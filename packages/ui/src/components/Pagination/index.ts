export { Pagination, defaultPaginationMessages } from './Pagination';
export type { PaginationMessages, PaginationProps } from './Pagination';
