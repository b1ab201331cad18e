import { ApiError, playersApi } from '@casino/contract/routes';
import {
  PASSWORD_RESET_MODAL_CLOSE_MS,
  REQUIRED_MESSAGE,
  resetPasswordSchema,
  validateValuesSync,
} from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { Dialog, DialogContent, DialogTitle } from '@casino/ui/Dialog';
import { PasswordField } from '@casino/ui/PasswordField';
import { Stack } from '@casino/ui/Stack';
import { TextField } from '@casino/ui/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { useFieldErrorText } from '../../i18n/translate';
import { notifyPromise } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import { useTwoFactorStatus } from '../../data/player';
import { errorFields, errorMessage } from '../../data/errors';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Values = typeof empty;

/**
 * Reset Password modal of Account Settings (spec points 4 and 5): the current password (the
 * platform asks for it, so a left-open session cannot take the account), then the new one twice.
 * On success the fields clear and the modal closes after 500 ms. With two-factor sign-in on, a
 * code is asked for too (issue 17).
 */
export function ResetPasswordDialog() {
  const { t } = useTranslation();
  const { merge, playerDetails } = usePlayer();
  const twoFactor = useTwoFactorStatus(playerDetails?.uuid);
  const [codeAsked, setCodeAsked] = useState(false);
  const needsCode = Boolean(twoFactor.data?.enabled) || codeAsked;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const fieldErrorText = useFieldErrorText();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  const [closeSoon, setCloseSoon] = useState(false);

  useEffect(() => {
    if (!closeSoon) return;
    const timer = window.setTimeout(() => {
      setCloseSoon(false);
      setOpen(false);
    }, PASSWORD_RESET_MODAL_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [closeSoon]);

  const change = (open: boolean) => {
    setOpen(open);
    if (!open) {
      setValues(empty);
      setErrors({});
      setCode('');
      setCodeError(undefined);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const checked = validateValuesSync(resetPasswordSchema, values);
    const found: Record<string, string> = checked.ok ? {} : { ...checked.errors };
    if (!values.currentPassword) found.currentPassword = REQUIRED_MESSAGE;
    setCodeError(needsCode && !code.trim() ? fieldErrorText({ code: REQUIRED_MESSAGE }).code : undefined);
    if (Object.keys(found).length > 0) return setErrors(fieldErrorText(found));
    if (needsCode && !code.trim()) return;
    setErrors({});
    setSubmitting(true);
    try {
      const body = { action: 'password' as const, ...values, ...(needsCode ? { twoFactorCode: code.trim() } : {}) };
      const player = await notifyPromise(callApi(playersApi.update, { body }), {
        pending: t('toast.passwordResetPending'),
        success: t('toast.passwordResetSuccess'),
        error: (error) => `${t('toast.passwordResetError')}${errorMessage(error) && `: ${errorMessage(error)}`}`,
      });
      merge(player);
      setValues(empty);
      setCode('');
      setCloseSoon(true);
    } catch (error) {
      if (error instanceof ApiError && error.reason?.startsWith('two_factor')) setCodeAsked(true);
      const fields = errorFields(error);
      setErrors(fields);
      setCodeError(fields.twoFactorCode);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: keyof Values, label: string, autoComplete: string) => ({
    name,
    label,
    autoComplete,
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    messages: { show: t('auth.showPassword'), hide: t('auth.hidePassword') },
  });

  return (
    <Dialog open={open} onOpenChange={change}>
      <Button variant="secondary" onClick={() => change(true)}>
        {t('account.resetPassword')}
      </Button>
      <DialogContent size="sm" aria-describedby={undefined} messages={{ close: t('common.close') }}>
        <DialogTitle>{t('account.resetPassword')}</DialogTitle>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('account.resetPassword')}>
          <Stack gap="md">
            <PasswordField {...field('currentPassword', t('account.currentPassword'), 'current-password')} />
            <PasswordField {...field('newPassword', t('resetPassword.newPassword'), 'new-password')} />
            <PasswordField {...field('confirmPassword', t('resetPassword.confirmPassword'), 'new-password')} />
            {needsCode && (
              <TextField
                label={t('security.codeOrRecovery')}
                name="twoFactorCode"
                autoComplete="one-time-code"
                required
                value={code}
                error={codeError}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
            <Button type="submit" fullWidth loading={submitting}>
              {t('resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
