export { HistoryTable } from './HistoryTable';
export type { HistoryTableProps } from './HistoryTable';
export { HISTORY_KIND_NAMES, HistoryKind } from './HistoryKind';
export type { HistoryKindName, HistoryKindProps } from './HistoryKind';
export { HistoryStatus } from './HistoryStatus';
export type { HistoryStatusProps } from './HistoryStatus';
