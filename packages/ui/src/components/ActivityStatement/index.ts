export { ActivityStatement, defaultActivityStatementMessages } from './ActivityStatement';
export type {
  ActivityStatementMessages,
  ActivityStatementProps,
  ActivityStatementRow,
  ActivityWindow,
} from './ActivityStatement';
