import type { ResponsibleGaming } from '@casino/contract';
import { Button } from '@casino/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@casino/ui/Dialog';
import { ExclusionConfirmation, type ExclusionConfirmationValues } from '@casino/ui/ExclusionConfirmation';
import { TwoFactorCodeForm } from '@casino/ui/TwoFactorCodeForm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@casino/contract/routes';
import { notify } from '../notify/notify';
import { useProtectionUpdates } from './state';
import { twoFactorCodeFormMessages } from '../profile/security/codeFormMessages';
import { errorFields, errorMessage } from '../data/errors';

export interface ProtectionStepProps {
  /** The dialog's title. */
  title: string;
  /** What the step means. */
  help: string;
  /** The button that opens the confirmation. */
  trigger: string;
  /** The confirmation's submit button. */
  confirm: string;
  /** The consent box's label. */
  consent: string;
  /** Periods to choose (none for account closure). */
  periods: { value: string; label: string }[];
  /** Sends the step (with a two-factor code once the platform asked for one); answers the new state. */
  send: (values: ExclusionConfirmationValues, twoFactorCode?: string) => Promise<ResponsibleGaming>;
  /** Said once the step is taken. */
  done: string;
}

/**
 * A time-out, self-exclusion or closure: a button, then a dialog asking for the period, password and
 * consent; with two-factor sign-in on, the platform then asks for a code, which the dialog's second
 * step takes (issue 17).
 */
export function ProtectionStep({ title, help, trigger, confirm, consent, periods, send, done }: ProtectionStepProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const updates = useProtectionUpdates();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'period' | 'password' | 'form', string>>>({});
  const [awaitingCode, setAwaitingCode] = useState<ExclusionConfirmationValues | null>(null);
  const [codeError, setCodeError] = useState<string>();

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setErrors({});
      setAwaitingCode(null);
      setCodeError(undefined);
    }
  };

  const submit = async (values: ExclusionConfirmationValues, twoFactorCode?: string) => {
    setSubmitting(true);
    setErrors({});
    setCodeError(undefined);
    try {
      const state = await send(values, twoFactorCode);
      await updates.show(state);
      close(false);
      notify.success(done);
    } catch (error) {
      if (error instanceof ApiError && error.reason?.startsWith('two_factor')) {
        setAwaitingCode(values);
        if (error.reason === 'two_factor_invalid') setCodeError(errorMessage(error));
        return;
      }
      const fields = errorFields(error);
      const message = errorMessage(error, t('toast.somethingWentWrong'));
      setErrors({
        password: fields.password,
        period: fields.period,
        form: fields.password || fields.period ? undefined : message,
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {trigger}
        </Button>
      </div>
      <DialogContent size="md" messages={{ close: t('common.close') }}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{help}</DialogDescription>
        {awaitingCode ? (
          <TwoFactorCodeForm
            onSubmit={(code) => (code ? void submit(awaitingCode, code) : setCodeError(t('security.codeNeeded')))}
            onCancel={() => setAwaitingCode(null)}
            submitting={submitting}
            error={codeError}
            messages={twoFactorCodeFormMessages(t, { submit: confirm })}
          />
        ) : (
          <ExclusionConfirmation
            periods={periods}
            onConfirm={(values) => void submit(values)}
            errors={errors}
            submitting={submitting}
            messages={{
              period: t('rg.chooseLength'),
              password: t('rg.password'),
              consent,
              confirm,
              choosePeriod: t('rg.choosePeriod'),
              passwordRequired: t('rg.passwordRequired'),
              consentRequired: t('rg.consentRequired'),
              showPassword: t('auth.showPassword'),
              hidePassword: t('auth.hidePassword'),
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
