import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Notice,
  Stack,
} from '@casino/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { LongTextField } from '../../app/PageParts';
import { errorFields, errorText, useText } from '../../i18n';

export interface ActionDialogProps {
  /** The button that opens the dialog. */
  label: string;
  title: string;
  description: string;
  submitLabel: string;
  /** A destructive action shows its button in the danger colour. */
  danger?: boolean;
  /** Fields of the action beside the reason (a limit, an amount). */
  children?: ReactNode;
  /** Whether a reason must be written (every action of the 360 except an approval). */
  reasonRequired?: boolean;
  /** Checks the action's own fields before sending: problems by field name. */
  check?: () => Record<string, string>;
  /** Sends the action with the reason; the dialog closes when it succeeds. */
  onSubmit: (reason: string) => Promise<unknown>;
  /** Errors of the action's own fields the platform sent back. */
  onFields?: (fields: Record<string, string>) => void;
  buttonVariant?: 'primary' | 'secondary' | 'outline' | 'danger';
}

/** A staff action on a player: a button, and a dialog that asks for the reason the audit keeps. */
export function ActionDialog({
  label,
  title,
  description,
  submitLabel,
  danger,
  children,
  reasonRequired = true,
  check,
  onSubmit,
  onFields,
  buttonVariant = 'outline',
}: ActionDialogProps) {
  const text = useText();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const own = check?.() ?? {};
    const missing = reasonRequired && reason.trim() === '';
    setReasonError(missing ? text('bo.player.reasonRequired') : undefined);
    onFields?.(own);
    if (missing || Object.keys(own).length) return;
    setSending(true);
    setError(undefined);
    try {
      await onSubmit(reason.trim());
      setOpen(false);
      setReason('');
    } catch (failure) {
      const fields = errorFields(failure);
      if (fields.reason) setReasonError(fields.reason);
      onFields?.(fields);
      if (!Object.keys(fields).length) setError(errorText(failure, text('bo.unexpectedError')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setError(undefined);
          setReasonError(undefined);
        }
      }}
    >
      {/* The dialog's trigger: focus returns to it when the dialog closes. */}
      <DialogTrigger variant={buttonVariant} size="sm">
        {label}
      </DialogTrigger>
      <DialogContent size="sm" messages={{ close: text('bo.player.close') }}>
        <DialogTitle>{title}</DialogTitle>
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <DialogDescription>{description}</DialogDescription>
            {error ? (
              <Notice tone="danger" role="alert">
                {error}
              </Notice>
            ) : null}
            {children}
            <LongTextField
              label={reasonRequired ? text('bo.player.reason') : text('bo.player.reasonOptional')}
              name="reason"
              required={reasonRequired}
              maxLength={1000}
              autoComplete="off"
              value={reason}
              error={reasonError}
              onChange={(event) => setReason(event.target.value)}
            />
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                {text('bo.player.cancel')}
              </Button>
              <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={sending}>
                {submitLabel}
              </Button>
            </DialogFooter>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
