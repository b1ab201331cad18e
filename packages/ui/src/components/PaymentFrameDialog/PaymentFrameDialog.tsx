import { Button } from '../Button';
import { useReturnFocus } from '../../private/returnFocus';
import { Dialog, DialogContent, DialogFooter, DialogTitle } from '../Dialog';
import * as styles from './PaymentFrameDialog.css';

/** Every text of {@link PaymentFrameDialog}. */
export interface PaymentFrameDialogMessages {
  /** The dialog's title. */
  title: string;
  /** Accessible name of the frame. */
  frameTitle: string;
  /** The button that cancels the payment. */
  cancel: string;
  /** Accessible name of the close icon button. */
  close: string;
}

export const defaultPaymentFrameDialogMessages: PaymentFrameDialogMessages = {
  title: 'Payment',
  frameTitle: 'Payment provider checkout',
  cancel: 'Cancel Transaction',
  close: 'Close',
};

export interface PaymentFrameDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when Escape, the close button or a click outside asks to close (the payment stays open to reopen). */
  onOpenChange: (open: boolean) => void;
  /** The provider's checkout page, loaded in the frame. */
  src: string;
  /** Called by Cancel Transaction; the app cancels the payment and closes the dialog. */
  onCancel: () => void;
  /** Shows the cancel button busy while the cancellation runs. */
  cancelling?: boolean;
  /** Texts, merged over the English defaults (`defaultPaymentFrameDialogMessages`). */
  messages?: Partial<PaymentFrameDialogMessages>;
}

/** The deposit's payment modal: the provider's checkout page in a frame and a Cancel Transaction button. */
export function PaymentFrameDialog({
  open,
  onOpenChange,
  src,
  onCancel,
  cancelling = false,
  messages,
}: PaymentFrameDialogProps) {
  const returnFocus = useReturnFocus(open);
  const text = { ...defaultPaymentFrameDialogMessages, ...messages };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocus}
        messages={{ close: text.close }}
      >
        <div className={styles.content}>
          <DialogTitle>{text.title}</DialogTitle>
          <iframe className={styles.frame} src={src} title={text.frameTitle} />
          <DialogFooter>
            <Button variant="danger" loading={cancelling} onClick={onCancel}>
              {text.cancel}
            </Button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}
