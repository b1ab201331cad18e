import type { ReactNode } from 'react';
import { useReturnFocus } from '../../private/returnFocus';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTitle } from '../Dialog';
import * as styles from './DetailsDialog.css';

/** Every text of {@link DetailsDialog} besides its title. */
export interface DetailsDialogMessages {
  /** The button that closes the dialog. */
  close: string;
}

export const defaultDetailsDialogMessages: DetailsDialogMessages = { close: 'Close' };

/** One labelled value of the record. */
export interface DetailsDialogField {
  label: string;
  value: ReactNode;
}

export interface DetailsDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when the player closes the dialog. */
  onOpenChange: (open: boolean) => void;
  /** The title, e.g. 'Withdraw Request Details'. */
  title: string;
  /** The record's values, in order. */
  fields: readonly DetailsDialogField[];
  /** Texts, merged over the English defaults (`defaultDetailsDialogMessages`). */
  messages?: Partial<DetailsDialogMessages>;
}

/** A modal that shows one record as a list of labelled values (a withdrawal request, a cancelled transaction). */
export function DetailsDialog({ open, onOpenChange, title, fields, messages }: DetailsDialogProps) {
  const returnFocus = useReturnFocus(open);
  const text = { ...defaultDetailsDialogMessages, ...messages };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" aria-describedby={undefined} onCloseAutoFocus={returnFocus} hideClose>
        <div className={styles.content}>
          <DialogTitle>{title}</DialogTitle>
          <dl className={styles.list}>
            {fields.map((field) => (
              <div key={field.label} style={{ display: 'contents' }}>
                <dt className={styles.term}>{field.label}</dt>
                <dd className={styles.value}>{field.value}</dd>
              </div>
            ))}
          </dl>
          <DialogFooter>
            <DialogClose variant="primary">{text.close}</DialogClose>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}
