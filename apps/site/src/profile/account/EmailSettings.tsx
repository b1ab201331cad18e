import type { PlayerDetails } from '@casino/contract';
import { playersApi } from '@casino/contract/routes';
import { emailEditSchema, SAME_EMAIL_MESSAGE, sameEmailError, validateValuesSync } from '@casino/rules';
import { Button, Chip, Inline, Stack, TextField } from '@casino/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { readSession } from '../../api/session';
import { useFieldErrorText } from '../../i18n/translate';
import { notify, notifyPromise } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import { errorFields, errorText } from './errorText';

/**
 * Account e-mail of Account Settings (spec point 4): locked by default; Edit email unlocks, Update
 * email saves, Cancel relocks. Verify email shows while the address is unverified and is disabled
 * after one click.
 */
export function EmailSettings({ player }: { player: PlayerDetails }) {
  const { t } = useTranslation();
  const { merge } = usePlayer();
  const fieldErrorText = useFieldErrorText();
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState(player.email);
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [verifySent, setVerifySent] = useState(false);

  const cancel = () => {
    setEditing(false);
    setEmail(player.email);
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing || submitting) return;
    if (sameEmailError(email, player.email)) {
      setError(undefined);
      notify.error(t('toast.sameEmail', { defaultValue: SAME_EMAIL_MESSAGE }));
      return;
    }
    const checked = validateValuesSync(emailEditSchema(player.email), { email });
    if (!checked.ok) return setError(fieldErrorText(checked.errors).email);
    setError(undefined);
    setSubmitting(true);
    try {
      const updated = await notifyPromise(
        callApi(playersApi.update, { body: { action: 'email', email: checked.values.email } }),
        { pending: t('toast.updating'), success: t('toast.updated'), error: t('toast.detailsUpdateError') },
      );
      merge(updated);
      setEmail(updated.email);
      setEditing(false);
      setVerifySent(false);
    } catch (failure) {
      setError(fieldErrorText(errorFields(failure)).email);
    } finally {
      setSubmitting(false);
    }
  };

  const verify = async () => {
    setVerifySent(true);
    try {
      const token = readSession()?.token ?? '';
      const result = await callApi(playersApi.resendEmail, { params: { token } });
      notify.success(result.message);
    } catch (failure) {
      notify.error(errorText(failure, t('toast.somethingWentWrong')));
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
