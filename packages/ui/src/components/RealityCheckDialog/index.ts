export { RealityCheckDialog, defaultRealityCheckDialogMessages } from './RealityCheckDialog';
export type { RealityCheckDialogMessages, RealityCheckDialogProps } from './RealityCheckDialog';
