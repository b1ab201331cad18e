import type { SportsbookBet } from '@casino/contract';
import { ApiError } from '@casino/contract/routes';
import { parseMoney, toMinorUnits } from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { Checkbox } from '@casino/ui/Checkbox';
import { TextField } from '@casino/ui/TextField';
import { useId, useState } from 'react';
import type { TextKey, Translator } from './texts';
import * as styles from './Widget.css';

export interface CashOutProps {
  bet: SportsbookBet;
  cashOut(id: number, body: { value: string; amount?: string }, idempotencyKey: string): Promise<unknown>;
  translator: Translator;
  euros(amount: string): string;
  /** After a cash-out (or a refusal that changed the value): the open bets are read again. */
  onChanged(): void;
}

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Minor units of a decimal string ("12.34" -> 1234n), never through a float; null when it is no amount. */
function cents(amount: string): bigint | null {
  const parsed = parseMoney(amount.trim().replace(',', '.'), 2);
  return parsed === null ? null : toMinorUnits(parsed);
}

/**
 * Cash-out of an open bet in My bets (docs/cash-out.md): "Cash out €12.34" with the platform's
 * value (refreshed whenever the bets are read again, which the feed's price changes trigger), a
 * confirmation, a part of the value for a single, and the platform's refusals in words.
 */
export function CashOut({ bet, cashOut, translator, euros, onChanged }: CashOutProps) {
  const { t } = translator;
  const [confirming, setConfirming] = useState(false);
  const [partial, setPartial] = useState(false);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; tone: 'done' | 'error' } | null>(null);
  const [amountError, setAmountError] = useState<string | undefined>();
  const headingId = useId();
  // A closed bet keeps the notice of its cash-out (the list is read again right after it).
  const quote = bet.status === 'open' ? bet.cashOut : undefined;
  if (!quote && !notice) return null;

  const value = quote?.value ?? '0.00';
  const reasonText = quote?.reason ? t(`sportsbook.cashOut.unavailable.${quote.reason}` as TextKey) : null;

  const submit = async () => {
    let part: string | undefined;
    if (partial) {
      const asked = cents(amount);
      const whole = cents(value);
      if (asked === null || whole === null || asked <= 0n || asked > whole) {
        setAmountError(t('sportsbook.cashOut.amountRange'));
        return;
      }
      if (asked < whole) part = `${asked / 100n}.${String(asked % 100n).padStart(2, '0')}`;
    }
    setAmountError(undefined);
    setBusy(true);
    setNotice(null);
    try {
      await cashOut(bet.id, part ? { value, amount: part } : { value }, newKey());
      setNotice({ text: t('sportsbook.cashOut.done', { amount: euros(part ?? value) }), tone: 'done' });
      setConfirming(false);
      setPartial(false);
      setAmount('');
    } catch (failure) {
      setNotice({ text: refusalText(failure), tone: 'error' });
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const refusalText = (failure: unknown): string => {
    if (!(failure instanceof ApiError)) return t('sportsbook.requestFailed');
    const moved = failure.fields.value;
    if (failure.status === 409 && moved) return t('sportsbook.cashOut.moved', { amount: euros(moved) });
    if (failure.status === 409 && failure.reason && failure.reason !== 'valueChanged') {
      return t(`sportsbook.cashOut.unavailable.${failure.reason}` as TextKey);
    }
    const code = failure.messageCode;
    if (code?.startsWith('sportsbook.cashOut.')) return t(code as TextKey);
    return translator.message(failure.message);
  };

  return (
    <div className={styles.cashOut}>
      {notice && (
        <p role={notice.tone === 'error' ? 'alert' : 'status'} className={styles.cashOutNotice} data-tone={notice.tone}>
          {notice.text}
        </p>
      )}
      {quote && !quote.available && reasonText && quote.reason !== 'notOpen' && (
        <p className={styles.cashOutNote}>{reasonText}</p>
      )}
      {quote?.available && !confirming && (
        <Button
          variant="secondary"
          size="sm"
          fullWidth
          onClick={() => {
            setNotice(null);
            setConfirming(true);
          }}
        >
          {t('sportsbook.cashOut.button', { amount: euros(value) })}
        </Button>
      )}
      {quote?.available && confirming && (
        <div role="group" aria-labelledby={headingId} className={styles.cashOutConfirm}>
          <p id={headingId}>
            <strong>{t('sportsbook.cashOut.confirmTitle')}</strong>
          </p>
          <p>
            {partial
              ? t('sportsbook.cashOut.partialText', {
                  amount: euros(amount.trim() ? amount.trim().replace(',', '.') : value),
                })
              : t('sportsbook.cashOut.confirmText', { amount: euros(value) })}
          </p>
          {quote.partial && (
            <Checkbox
              label={t('sportsbook.cashOut.partial')}
              checked={partial}
              onCheckedChange={(checked) => {
                setPartial(checked === true);
                setAmountError(undefined);
              }}
            />
          )}
          {partial && (
            <TextField
              label={t('sportsbook.cashOut.amount')}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              placeholder={value}
              error={amountError}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
          <div className={styles.cashOutActions}>
            <Button size="sm" loading={busy} onClick={() => void submit()}>
              {t('sportsbook.cashOut.confirm')}
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
              {t('sportsbook.cashOut.cancel')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
