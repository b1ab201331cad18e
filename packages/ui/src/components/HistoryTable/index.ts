export { HistoryTable } from './HistoryTable';
export type { HistoryTableProps } from './HistoryTable';
export { HistoryKind } from './HistoryKind';
export type { HistoryKindName, HistoryKindProps } from './HistoryKind';
export { HistoryStatus } from './HistoryStatus';
export type { HistoryStatusProps } from './HistoryStatus';
