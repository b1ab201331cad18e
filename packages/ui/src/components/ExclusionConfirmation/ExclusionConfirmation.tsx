import { clsx } from 'clsx';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { defaultPasswordFieldMessages, PasswordField } from '../PasswordField';
import * as field from '../../private/formField.css';
import * as styles from './ExclusionConfirmation.css';

/** One period the player can choose. */
export interface ExclusionPeriodOption {
  value: string;
  /** '24 hours', '6 months', 'Permanently'. */
  label: string;
}

/** Every text of {@link ExclusionConfirmation} besides the explanation. */
export interface ExclusionConfirmationMessages {
  /** Legend of the period radio group. */
  period: string;
  password: string;
  /** The consent checkbox's label. */
  consent: string;
  confirm: string;
  choosePeriod: string;
  passwordRequired: string;
  consentRequired: string;
  /** Accessible name of the password field's button that shows the password. */
  showPassword: string;
  /** Its name while the password shows. */
  hidePassword: string;
}

export const defaultExclusionConfirmationMessages: ExclusionConfirmationMessages = {
  period: 'For how long?',
  password: 'Your password',
  consent: 'I understand this cannot be shortened or lifted before it ends.',
  confirm: 'Confirm',
  choosePeriod: 'Choose a period',
  passwordRequired: 'Enter your password to confirm',
  consentRequired: 'Tick the box to confirm you understand',
  showPassword: defaultPasswordFieldMessages.show,
  hidePassword: defaultPasswordFieldMessages.hide,
};

/** What the player confirmed. */
export interface ExclusionConfirmationValues {
  period: string;
  password: string;
}

export interface ExclusionConfirmationProps {
  /** The periods to choose from, in order. */
  periods: readonly ExclusionPeriodOption[];
  /** What the step means for the player (deposits, play, withdrawals, e-mails), shown above the choice. */
  explanation?: ReactNode;
  /** Called with the period and password once every field is filled and the box ticked. */
  onConfirm: (values: ExclusionConfirmationValues) => void;
  /** Errors from the platform: `password` (wrong password), `period`, or `form` (anything else). */
  errors?: Partial<Record<'period' | 'password' | 'form', string>>;
  /** The confirmation is being sent. */
  submitting?: boolean;
  /** Texts, merged over the English defaults (`defaultExclusionConfirmationMessages`). */
  messages?: Partial<ExclusionConfirmationMessages>;
  className?: string;
}

/**
 * Confirms a time-out, a self-exclusion or an account closure: a period (radio group), what it
 * means, the password and a consent box. Checks that each is given before `onConfirm`; the
 * platform's errors come back through `errors`. Without periods (account closure) only the
 * password and consent are asked.
 */
export function ExclusionConfirmation({
  periods,
  explanation,
  onConfirm,
  errors = {},
  submitting = false,
  messages,
  className,
}: ExclusionConfirmationProps) {
  const text = { ...defaultExclusionConfirmationMessages, ...messages };
  const id = useId();
  const [period, setPeriod] = useState('');
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const [checked, setChecked] = useState<Partial<Record<'period' | 'password' | 'consent', string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof checked = {};
    if (periods.length > 0 && !period) found.period = text.choosePeriod;
    if (!password) found.password = text.passwordRequired;
    if (!consent) found.consent = text.consentRequired;
    setChecked(found);
    if (Object.keys(found).length === 0) onConfirm({ period, password });
  };

  const periodError = checked.period ?? errors.period;
  const periodErrorId = `${id}-period-error`;
  return (
    <form className={clsx(styles.root, className)} noValidate onSubmit={submit}>
      {explanation && <div className={styles.explanation}>{explanation}</div>}
      {periods.length > 0 && (
        <div
          role="radiogroup"
          aria-labelledby={`${id}-legend`}
          aria-required
          className={styles.periods}
          aria-invalid={periodError ? true : undefined}
          aria-describedby={periodError ? periodErrorId : undefined}
        >
          <span id={`${id}-legend`} className={styles.legend}>
            {text.period}
          </span>
          <div className={styles.options}>
            {periods.map((option) => (
              <label key={option.value} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-period`}
                  value={option.value}
                  className={styles.radio}
                  checked={period === option.value}
                  onChange={() => setPeriod(option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
          {periodError && (
            <p id={periodErrorId} className={field.error}>
              * {periodError}
            </p>
          )}
        </div>
      )}
      <PasswordField
        label={text.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={checked.password ?? errors.password}
        messages={{ show: text.showPassword, hide: text.hidePassword }}
      />
      <Checkbox
        label={text.consent}
        checked={consent}
        onCheckedChange={(value) => setConsent(value === true)}
        error={checked.consent}
      />
      {errors.form && (
        <p role="alert" className={field.error}>
          {errors.form}
        </p>
      )}
      <div>
        <Button type="submit" variant="danger" loading={submitting}>
          {text.confirm}
        </Button>
      </div>
    </form>
  );
}
