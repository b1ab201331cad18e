export { LimitEditor, defaultLimitEditorMessages } from './LimitEditor';
export type {
  LimitEditorLimit,
  LimitEditorMessages,
  LimitEditorPending,
  LimitEditorPeriod,
  LimitEditorProps,
} from './LimitEditor';
