export { DetailsDialog, defaultDetailsDialogMessages } from './DetailsDialog';
export type { DetailsDialogField, DetailsDialogMessages, DetailsDialogProps } from './DetailsDialog';
