export { PaymentFrameDialog, defaultPaymentFrameDialogMessages } from './PaymentFrameDialog';
export type { PaymentFrameDialogMessages, PaymentFrameDialogProps } from './PaymentFrameDialog';
