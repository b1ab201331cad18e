import { playersApi } from '@casino/contract/routes';
import { changeGamertagSchema, validateValuesSync } from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { Dialog, DialogContent, DialogTitle } from '@casino/ui/Dialog';
import { Stack } from '@casino/ui/Stack';
import { TextField } from '@casino/ui/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { useFieldErrorText } from '../../i18n/translate';
import { notifyPromise } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import { errorFields } from '../../data/errors';

/** Change Gamertag modal of Account Settings (spec point 5: lowercase letters and digits, 5 to 250). */
export function ChangeGamertagDialog() {
  const { t } = useTranslation();
  const { merge } = usePlayer();
  const fieldErrorText = useFieldErrorText();
  const [open, setOpen] = useState(false);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setUsername('');
      setError(undefined);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const checked = validateValuesSync(changeGamertagSchema, { username });
    if (!checked.ok) return setError(fieldErrorText(checked.errors).username);
    setError(undefined);
    setSubmitting(true);
    try {
      const player = await notifyPromise(
        callApi(playersApi.update, { body: { action: 'username', username: checked.values.username } }),
        { pending: t('toast.updating'), success: t('toast.updated'), error: t('toast.detailsUpdateError') },
      );
      merge(player);
      change(false);
    } catch (failure) {
      setError(errorFields(failure).username);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <Button variant="secondary" onClick={() => change(true)}>
        {t('account.changeGamertag')}
      </Button>
      <DialogContent size="sm" aria-describedby={undefined} messages={{ close: t('common.close') }}>
        <DialogTitle>{t('account.changeGamertag')}</DialogTitle>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('account.changeGamertag')}>
          <Stack gap="md">
            <TextField
              label={t('account.newGamertag')}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              required
              value={username}
              error={error}
              onChange={(event) => setUsername(event.target.value)}
            />
            <Button type="submit" fullWidth loading={submitting}>
              {t('account.changeGamertag')}
            </Button>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
