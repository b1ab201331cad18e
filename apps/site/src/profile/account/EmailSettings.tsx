import type { PlayerDetails } from '@casino/contract';
import { ApiError, playersApi } from '@casino/contract/routes';
import {
  emailEditSchema,
  REQUIRED_MESSAGE,
  SAME_EMAIL_MESSAGE,
  sameEmailError,
  validateValuesSync,
} from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { Chip } from '@casino/ui/Chip';
import { Inline } from '@casino/ui/Inline';
import { Notice } from '@casino/ui/Notice';
import { PasswordField } from '@casino/ui/PasswordField';
import { Stack } from '@casino/ui/Stack';
import { TextField } from '@casino/ui/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { readSession } from '../../api/session';
import { resultMessage, useFieldErrorText } from '../../i18n/translate';
import { notify, notifyPromise } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import { useTwoFactorStatus } from '../../data/player';
import { errorFields, errorMessage } from '../../data/errors';

/**
 * Account e-mail of Account Settings (spec point 4): locked by default; Edit email unlocks, Update
 * email saves, Cancel relocks. Verify email shows while the address is unverified and is disabled
 * after one click. A change needs the password (and a code with two-factor sign-in on) and waits
 * for the link sent to the new address (issue 17): the pending address is shown meanwhile.
 */
export function EmailSettings({ player }: { player: PlayerDetails }) {
  const { t } = useTranslation();
  const { merge } = usePlayer();
  const fieldErrorText = useFieldErrorText();
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState(player.email);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeAsked, setCodeAsked] = useState(false);
  const twoFactor = useTwoFactorStatus(player.uuid);
  const needsCode = Boolean(twoFactor.data?.enabled) || codeAsked;
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [verifySent, setVerifySent] = useState(false);

  const cancel = () => {
    setEditing(false);
    setEmail(player.email);
    setPassword('');
    setCode('');
    setError(undefined);
    setFieldErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing || submitting) return;
    if (sameEmailError(email, player.email)) {
      setError(undefined);
      notify.error(t('validation.sameEmail', { defaultValue: SAME_EMAIL_MESSAGE }));
      return;
    }
    const checked = validateValuesSync(emailEditSchema(player.email), { email });
    const missing: Record<string, string> = {};
    if (!password) missing.password = REQUIRED_MESSAGE;
    if (needsCode && !code.trim()) missing.twoFactorCode = REQUIRED_MESSAGE;
    setFieldErrors(fieldErrorText(missing));
    if (!checked.ok) return setError(fieldErrorText(checked.errors).email);
    setError(undefined);
    if (Object.keys(missing).length) return;
    setSubmitting(true);
    try {
      const updated = await notifyPromise(
        callApi(playersApi.update, {
          body: {
            action: 'email',
            email: checked.values.email,
            password,
            ...(needsCode ? { twoFactorCode: code.trim() } : {}),
          },
        }),
        { pending: t('toast.updating'), success: t('toast.updated'), error: t('toast.detailsUpdateError') },
      );
      merge(updated);
      setEmail(updated.email);
      setPassword('');
      setCode('');
      setEditing(false);
      setVerifySent(false);
    } catch (failure) {
      if (failure instanceof ApiError && failure.reason?.startsWith('two_factor')) setCodeAsked(true);
      const fields = errorFields(failure);
      setError(fields.email);
      setFieldErrors(fields);
    } finally {
      setSubmitting(false);
    }
  };

  const verify = async () => {
    setVerifySent(true);
    try {
      const token = readSession()?.token ?? '';
      const result = await callApi(playersApi.resendEmail, { params: { token } });
      notify.success(resultMessage(result));
    } catch (failure) {
      notify.error(errorMessage(failure, t('toast.somethingWentWrong')));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('account.accountEmail')}>
      <Stack gap="sm">
        <TextField
          label={t('account.accountEmail')}
          type="email"
          name="email"
          autoComplete="email"
          readOnly={!editing}
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
          hint={
            <Chip tone={player.isVerified ? 'success' : 'warning'} size="sm">
              {player.isVerified ? t('account.emailVerified') : t('account.emailNotVerified')}
            </Chip>
          }
        />
        {editing && (
          <PasswordField
            label={t('account.emailPassword')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={fieldErrors.password}
            onChange={(event) => setPassword(event.target.value)}
            messages={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
          />
        )}
        {editing && needsCode && (
          <TextField
            label={t('security.codeOrRecovery')}
            name="twoFactorCode"
            autoComplete="one-time-code"
            required
            value={code}
            error={fieldErrors.twoFactorCode}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        {player.pendingEmail && (
          <Notice tone="info" role="status">
            {t('account.emailPending', { email: player.pendingEmail })}
          </Notice>
        )}
        <Inline gap="sm">
          {editing ? (
            <>
              <Button type="submit" loading={submitting}>
                {t('account.updateEmail')}
              </Button>
              <Button variant="outline" onClick={cancel} disabled={submitting}>
                {t('common.cancel')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('account.editEmail')}
            </Button>
          )}
          {!player.isVerified && (
            <Button variant="outline" disabled={verifySent} onClick={() => void verify()}>
              {t('account.verifyEmail')}
            </Button>
          )}
        </Inline>
      </Stack>
    </form>
  );
}
