import { clsx } from 'clsx';
import { forwardRef, useId } from 'react';
import { Button } from '../Button';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './AmountField.css';

/** Every text of {@link AmountField} besides its label. */
export interface AmountFieldMessages {
  /** Accessible name of the group of quick-amount buttons. */
  quickAmounts: string;
  /** Text of a quick-amount button. */
  quickAmount: (amount: number, symbol: string) => string;
}

export const defaultAmountFieldMessages: AmountFieldMessages = {
  quickAmounts: 'Quick amounts',
  quickAmount: (amount, symbol) => `${symbol}${amount}`,
};

export interface AmountFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'startAdornment'> {
  /** The amount as typed (controlled): text, so '12.' or '' stay as the player typed them. */
  value: string;
  /** Called with the new text, typed or from a quick-amount button. */
  onValueChange: (value: string) => void;
  /** The quick-amount buttons, e.g. 20, 30, 50, 100. The one equal to the value is shown pressed. */
  amounts: readonly number[];
  /** Currency symbol shown before the input and on the buttons, e.g. '€'. */
  symbol?: string;
  /** Texts, merged over the English defaults (`defaultAmountFieldMessages`). */
  messages?: Partial<AmountFieldMessages>;
}

/**
 * A money amount with quick-amount buttons (deposit and withdraw). The text is the app's to
 * validate; a quick amount fills the field. Its `error` shows under the field as `* {message}`.
 */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { value, onValueChange, amounts, symbol = '', messages, className, disabled, ...field },
  ref,
) {
  const text = { ...defaultAmountFieldMessages, ...messages };
  const groupId = useId();
  const numeric = value.trim() === '' ? Number.NaN : Number(value);
  return (
    <div className={clsx(styles.root, className)}>
      <TextField
        ref={ref}
        inputMode="decimal"
        autoComplete="off"
        startAdornment={symbol || undefined}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        {...field}
      />
      <div role="group" aria-labelledby={groupId} className={styles.amounts}>
        <span id={groupId} hidden>
          {text.quickAmounts}
        </span>
        {amounts.map((amount) => (
          <Button
            key={amount}
            variant={numeric === amount ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={numeric === amount}
            disabled={disabled}
            onClick={() => onValueChange(String(amount))}
          >
            {text.quickAmount(amount, symbol)}
          </Button>
        ))}
      </div>
    </div>
  );
});
