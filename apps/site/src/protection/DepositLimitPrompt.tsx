import { playersApi } from '@casino/contract/routes';
import { Button } from '@casino/ui/Button';
import { Notice } from '@casino/ui/Notice';
import { TextField } from '@casino/ui/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api/client';
import { toBcp47 } from '../i18n/i18n';
import { notify } from '../notify/notify';
import { usePlayer } from '../player/PlayerProvider';
import { money } from './format';
import * as styles from './protection.css';
import { useResponsibleGaming } from '../data/protection';
import { useProtectionUpdates } from './state';
import { validLimitAmount } from './validation';
import { errorMessage } from '../data/errors';

const dismissedKey = (playerUuid: string) => `deposit-limit-prompt:${playerUuid}`;

function wasDismissed(playerUuid: string): boolean {
  try {
    return window.localStorage.getItem(dismissedKey(playerUuid)) === 'dismissed';
  } catch {
    return false;
  }
}

/**
 * At the first deposit (issue 16): while the player has never deposited and has no deposit
 * limit, an optional step offers a daily deposit limit. 'Not now' puts it away for good.
 */
export function DepositLimitPrompt() {
  const { t, i18n } = useTranslation();
  const { playerDetails } = usePlayer();
  const state = useResponsibleGaming();
  const updates = useProtectionUpdates();
  const uuid = playerDetails?.uuid ?? '';
  const [dismissed, setDismissed] = useState(() => (uuid ? wasDismissed(uuid) : true));
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const data = state.data;
  if (!data || dismissed || !uuid) return null;
  const hasDeposited = data.activity.some((row) => row.window === 'all' && /[1-9]/.test(row.deposits));
  const hasDepositLimit = data.limits.some((limit) => limit.kind === 'deposit' && (limit.amount || limit.pending));
  if (hasDeposited || hasDepositLimit) return null;
  const symbol = playerDetails?.accounts[0]?.currency.symbolNative ?? '';
  const currency = playerDetails?.accounts[0]?.currency.code ?? '';

  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissedKey(uuid), 'dismissed');
    } catch {
      // Private mode: the prompt comes back next time, which is harmless.
    }
    setDismissed(true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = amount.trim();
    if (!validLimitAmount('deposit', typed)) return setError(t('rg.amountInvalid'));
    setError(undefined);
    setSaving(true);
    try {
      const next = await callApi(playersApi.setLimit, { body: { kind: 'deposit', period: 'day', amount: typed } });
      await updates.show(next);
      notify.success(t('rg.limitInForce', { amount: money(typed, currency, toBcp47(i18n.language)) }));
    } catch (failure) {
      setError(errorMessage(failure, t('toast.somethingWentWrong')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Notice tone="info" title={t('rg.promptTitle')} headingLevel={3} className={styles.promptNotice}>
      <form className={styles.prompt} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.help}>{t('rg.promptText')}</p>
        <TextField
          label={t('rg.promptAmount')}
          name="depositLimit"
          inputMode="decimal"
          autoComplete="off"
          startAdornment={symbol || undefined}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={error}
        />
        <div className={styles.actions}>
          <Button type="submit" size="sm" loading={saving}>
            {t('rg.promptSave')}
          </Button>
          <Button variant="ghost" size="sm" onClick={dismiss}>
            {t('rg.promptSkip')}
          </Button>
        </div>
      </form>
    </Notice>
  );
}
