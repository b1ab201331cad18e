import { ApiError, playersApi } from '@casino/contract/routes';
import { REDIRECT_AFTER_RESET_OR_VERIFICATION_MS, resetPasswordSchema, validateValuesSync } from '@casino/rules';
import { MessagePage } from '@casino/ui/MessagePage';
import { ResetPasswordForm } from '@casino/ui/ResetPasswordForm';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { callApi } from '../api/client';
import { useFieldErrorText } from '../i18n/translate';
import { notify, notifyPromise } from '../notify/notify';
import { errorFields, errorMessage } from '../data/errors';
import { paths } from '../paths';

/**
 * `/reset-password?token=` (spec point 2): a new password for the account of the e-mailed link;
 * after success the site goes home after 3 seconds with a page reload.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const fieldErrorText = useFieldErrorText();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    notify.info(t('toast.redirectingHome'));
    const timer = window.setTimeout(
      () => window.location.assign(paths.home()),
      REDIRECT_AFTER_RESET_OR_VERIFICATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, t]);

  if (!token)
    return <MessagePage tone="error" title={t('resetPassword.title')} description={t('resetPassword.tokenMissing')} />;
  if (done)
    return (
      <MessagePage live tone="success" title={t('resetPassword.title')} description={t('resetPassword.success')} />
    );

  const submit = async (values: { newPassword: string; confirmPassword: string }) => {
    const checked = validateValuesSync(resetPasswordSchema, values);
    setFormError(undefined);
    if (!checked.ok) return setErrors(fieldErrorText(checked.errors));
    setErrors({});
    setSubmitting(true);
    try {
      await notifyPromise(callApi(playersApi.resetPassword, { params: { hash: token }, body: checked.values }), {
        pending: t('toast.passwordResetPending'),
        success: t('toast.passwordResetSuccess'),
        error: (error) => `${t('toast.passwordResetError')}${errorMessage(error) && `: ${errorMessage(error)}`}`,
      });
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError) setErrors(errorFields(error));
      setFormError(errorMessage(error, t('toast.passwordResetError')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ResetPasswordForm
      headingLevel={1}
      submitting={submitting}
      errors={errors}
      formError={formError}
      onSubmit={(values) => void submit(values)}
      messages={{
        title: t('resetPassword.title'),
        newPassword: t('resetPassword.newPassword'),
        confirmPassword: t('resetPassword.confirmPassword'),
        submit: t('resetPassword.submit'),
        showPassword: t('auth.showPassword'),
        hidePassword: t('auth.hidePassword'),
      }}
    />
  );
}
